import { useMutation } from '@tanstack/react-query';
import { endpoints } from '@fairplay/contracts';
import { callWithMessage } from '../../../api/client';

/** POST payment/receipt/send/{id}: the receipt by e-mail, to the payer or to the address given. */
export function useSendReceipt() {
  return useMutation({
    mutationFn: ({ id, email }: { id: number; email?: string }) =>
      callWithMessage(endpoints.receipts.send, { params: { id }, body: email ? { email } : {} }),
  });
}
