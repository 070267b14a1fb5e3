import { useQuery } from '@tanstack/react-query';
import { browserTokenizerOf, endpoints, type BrowserTokenizer } from '@fairplay/contracts';
import { call } from '../../../api/client';
import { paymentKeys } from './usePayments';

/**
 * GET payment/client: which browser client tokenizes a new card or bank account for this club (the sandbox's, or
 * Stripe.js on the club's connected account, or on the platform's for what the club pays Fairplay). It changes only when the club connects, so it is read once.
 */
export function usePaymentClient(on: 'club' | 'platform' = 'club'): BrowserTokenizer {
  const query = useQuery({
    queryKey: paymentKeys.client,
    queryFn: () => call(endpoints.payments.client),
    staleTime: 30 * 60_000,
  });
  // No answer, no client: card details are never typed into a form whose processor is unknown.
  if (query.isError) return { kind: 'unavailable' };
  return browserTokenizerOf(query.data, on);
}
