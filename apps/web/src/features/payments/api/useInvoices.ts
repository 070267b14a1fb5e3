import { useQuery } from '@tanstack/react-query';
import { endpoints } from '@fairplay/contracts';
import { call } from '../../../api/client';

/** GET members/invoice/history/{id}: the member's payer's monthly invoices (kept under ['payments', 'charges']). */
export function useInvoiceHistory(memberId: number) {
  return useQuery({
    queryKey: ['payments', 'charges', 'invoices', memberId] as const,
    queryFn: () => call(endpoints.invoices.history, { params: { id: memberId } }),
  });
}
