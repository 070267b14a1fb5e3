import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { PaymentAccount } from '@fairplay/contracts';
import { errorMessage } from '../../../api/client';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { notifySuccess } from '../../../ui/notify';
import { useConnect } from '../api/usePayments';

/**
 * /private/stripe is the provider's return address (spec 3 section 2): a `code` in the query is sent to the product
 * once, then taken out of the address; `error` with `error_description` is shown in an Error alert.
 */
export function ConnectionReturn({ account, canUpdate }: { account: PaymentAccount; canUpdate: boolean }) {
  const [params, setParams] = useSearchParams();
  const connect = useConnect();
  const sent = useRef<string | null>(null);
  const code = params.get('code');
  const providerError = params.get('error');

  useEffect(() => {
    if (!code || !canUpdate || sent.current === code) return;
    sent.current = code;
    connect.mutate(
      { provider: account.provider, code },
      {
        onSuccess: (result) => {
          notifySuccess(result.message || 'Success connect', 'Success');
          setParams({}, { replace: true });
        },
      },
    );
  }, [code, canUpdate, account.provider, connect, setParams]);

  if (providerError) return <ErrorAlert message={params.get('error_description') || providerError} live={false} />;
  if (connect.isError) return <ErrorAlert message={errorMessage(connect.error)} />;
  return null;
}
