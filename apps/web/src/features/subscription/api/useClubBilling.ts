import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { endpoints, type ClubPlanKey } from '@fairplay/contracts';
import { call, callWithMessage } from '../../../api/client';
import { sessionKeys } from '../../../api/session';

export const clubBillingKeys = { subscription: ['club-billing', 'subscription'] as const };

/** GET payment/businesssubscription: the club's plan, status, card, next charge and invoices. */
export function useClubSubscription() {
  return useQuery({ queryKey: clubBillingKeys.subscription, queryFn: () => call(endpoints.clubBilling.subscription) });
}

/** After a change the session (premium, subscribed, plan, banner) and the subscription are read again. */
function useRefresh() {
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: sessionKeys.info }),
      queryClient.invalidateQueries({ queryKey: clubBillingKeys.subscription }),
    ]);
  };
}

/** POST payment/verifypromo. */
export function useVerifyPromo() {
  return useMutation({ mutationFn: (promo: string) => call(endpoints.clubBilling.verifyPromo, { body: { promo } }) });
}

/** POST payment/upgrade: planId, coupon, and a new card's token when one was entered. */
export function useUpgrade() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: { planId: ClubPlanKey; coupon?: string; token?: string }) =>
      callWithMessage(endpoints.clubBilling.upgrade, { body }),
    onSuccess: refresh,
  });
}

/** POST payment/businesssubscription/create: a card (and coupon) for the club's plan. */
export function useCreateBusinessSubscription() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: { token: string; coupon?: string }) => callWithMessage(endpoints.clubBilling.create, { body }),
    onSuccess: refresh,
  });
}

/** POST payment/reactivatesubscription: clears pause_collection. */
export function useReactivateSubscription() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (subscriptionId: string) =>
      callWithMessage(endpoints.clubBilling.reactivate, { body: { subscription_id: subscriptionId } }),
    onSuccess: refresh,
  });
}

/** POST payment/businesssubscription/cancel: ends with the paid month. */
export function useCancelSubscription() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: () => callWithMessage(endpoints.clubBilling.cancel),
    onSuccess: refresh,
  });
}
