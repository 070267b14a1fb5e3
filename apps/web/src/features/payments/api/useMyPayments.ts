import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { endpoints } from '@fairplay/contracts';
import { call } from '../../../api/client';
import { paymentKeys } from './usePayments';

/** GET payment/getcustomer/{id} for the signed-in member: their (or their family payer's) saved methods. */
export function useMyPaymentCustomer(userId: number) {
  return useQuery({
    queryKey: paymentKeys.customer(userId),
    queryFn: () => call(endpoints.payments.customer, { params: { id: userId } }),
  });
}

/** GET payment/charges/mine: the member's own charges, newest first, the next page below the last row's id. */
export function useMyCharges() {
  return useInfiniteQuery({
    queryKey: [...paymentKeys.charges, 'mine'] as const,
    queryFn: ({ pageParam }) => call(endpoints.payments.mine, { query: { last_id: pageParam } }),
    initialPageParam: -1,
    getNextPageParam: (page) => (page.isEnd ? undefined : page.rows.at(-1)?.id),
  });
}
