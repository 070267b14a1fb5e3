import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../../api/client';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { notifySuccess } from '../../../ui/notify';
import { useConfirmCharge } from '../api/usePayments';

/**
 * The card holder's authentication page returns to /private/stripe?charge_id={id}: the page finishes that charge
 * once (POST payment/charges/confirm/{id}) and takes the id out of the address. A failed authentication shows the
 * reason in an Error alert.
 */
export function AuthenticationReturn({ canUpdate }: { canUpdate: boolean }) {
  const [params, setParams] = useSearchParams();
  const confirm = useConfirmCharge();
  const sent = useRef<string | null>(null);
  const chargeId = params.get('charge_id');

  useEffect(() => {
    if (!chargeId || !/^[1-9][0-9]{0,9}$/.test(chargeId) || !canUpdate || sent.current === chargeId) return;
    sent.current = chargeId;
    confirm.mutate(Number(chargeId), {
      onSuccess: (result) => {
        if (result.payload.status === 'succeeded') notifySuccess(result.message, 'Success');
      },
      onSettled: () => setParams({}, { replace: true }),
    });
  }, [chargeId, canUpdate, confirm, setParams]);

  if (confirm.isError) return <ErrorAlert message={errorMessage(confirm.error)} />;
  const failed = confirm.data?.payload.status === 'failed' ? confirm.data.payload : null;
  if (failed)
    return <ErrorAlert message={failed.failure_message ?? 'The card holder did not complete authentication.'} />;
  return null;
}
