import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  endpoints,
  type NbuSubscribeBody,
  type PlanCreateBody,
  type PlanUpdateBody,
  type SubscriptionActionBody,
} from '@fairplay/contracts';
import { call, callWithMessage } from '../../../api/client';

/** Query keys: everything of plans sits under ['plans']. */
export const planKeys = {
  all: ['plans'] as const,
  list: (products: boolean) => ['plans', 'list', products] as const,
  member: (memberId: number) => ['plans', 'member', memberId] as const,
  subscribers: (planId: number) => ['plans', 'subscribers', planId] as const,
  mine: ['plans', 'mine'] as const,
  public: (uid: string) => ['plans', 'public', uid] as const,
};

const kind = (products: boolean) => ({ query: products ? { product: '1' as const } : {} });

/** GET payment/plan/getall[?product=1]. */
export function usePlans(products: boolean) {
  return useQuery({ queryKey: planKeys.list(products), queryFn: () => call(endpoints.plans.list, kind(products)) });
}

function useInvalidate() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: planKeys.all });
}

export function useSavePlan() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: PlanCreateBody | PlanUpdateBody }) =>
      id === null
        ? callWithMessage(endpoints.plans.create, { body: body as PlanCreateBody })
        : callWithMessage(endpoints.plans.update, { params: { id }, body: body as PlanUpdateBody }),
    onSuccess: invalidate,
  });
}

export function useDeletePlan() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, product }: { id: number; product: boolean }) =>
      callWithMessage(endpoints.plans.remove, { params: { id }, ...kind(product) }),
    onSuccess: invalidate,
  });
}

export function useOrderPlans() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (order: number[]) => call(endpoints.plans.order, { body: { order } }),
    onSuccess: invalidate,
  });
}

export function useDisablePlan() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, disabled }: { id: number; disabled: boolean }) =>
      call(endpoints.plans.disable, { params: { id }, body: { is_disabled: disabled } }),
    onSuccess: invalidate,
  });
}

/** A member's subscriptions (staff, the member detail). */
export function useMemberSubscriptions(memberId: number) {
  return useQuery({
    queryKey: planKeys.member(memberId),
    queryFn: () => call(endpoints.plans.memberSubscriptions, { params: { id: memberId } }),
  });
}

/** A plan's live subscriptions (staff pause many at once for a closure). */
export function usePlanSubscriptions(planId: number) {
  return useQuery({
    queryKey: planKeys.subscribers(planId),
    queryFn: () => call(endpoints.plans.planSubscriptions, { params: { id: planId } }),
  });
}

export function useSubscribeMember() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: { member_id: number; plan: number; coupon?: string }) =>
      callWithMessage(endpoints.plans.subscribeMember, { body }),
    onSettled: invalidate,
  });
}

export function useCancelMemberSubscription() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: { member_id: number; subscription_id: number }) =>
      callWithMessage(endpoints.plans.cancelMember, { body }),
    onSuccess: invalidate,
  });
}

/** POST subscription/{action}: pause, resume, or a new card. */
export function useSubscriptionAction() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ action, body }: { action: 'pause' | 'resume' | 'card'; body: SubscriptionActionBody }) =>
      callWithMessage(endpoints.plans.action, { params: { action }, body }),
    onSettled: invalidate,
  });
}

export function useMySubscriptions(enabled: boolean) {
  return useQuery({ queryKey: planKeys.mine, queryFn: () => call(endpoints.plans.mine), enabled });
}

export function useSubscribe() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: NbuSubscribeBody) => callWithMessage(endpoints.plans.subscribe, { body }),
    onSettled: invalidate,
  });
}

export function useCancelOwnSubscription() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: number) => callWithMessage(endpoints.plans.cancelOwn, { body: { subscription_id: id } }),
    onSuccess: invalidate,
  });
}

/** GET subscription/change/{id}?plan=: what changing plan credits and charges, before confirming. */
export function usePlanChangePreview(subscriptionId: number, planId: number | null) {
  return useQuery({
    queryKey: ['plans', 'change-preview', subscriptionId, planId],
    queryFn: () => call(endpoints.plans.changePreview, { params: { id: subscriptionId }, query: { plan: planId! } }),
    enabled: planId !== null,
    // The numbers move with the clock; a preview is read fresh each time it is opened.
    staleTime: 0,
    gcTime: 0,
  });
}

/** POST subscription/change/{id}. */
export function useChangePlan() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, plan }: { id: number; plan: number }) =>
      callWithMessage(endpoints.plans.change, { params: { id }, body: { plan } }),
    onSettled: invalidate,
  });
}

/** GET out/users/business/{uid}/memberships (public). */
export function usePublicMemberships(uid: string) {
  return useQuery({
    queryKey: planKeys.public(uid),
    queryFn: () => call(endpoints.plans.publicMemberships, { params: { uid } }),
    retry: false,
  });
}

/** GET payment/getcustomer/{id}: the signed-in member's own saved cards, offered when subscribing. */
export function useOwnPaymentSide(userId: number | null) {
  return useQuery({
    queryKey: ['payments', 'customer', userId ?? 0, 'own'],
    queryFn: () => call(endpoints.payments.customer, { params: { id: userId! } }),
    enabled: userId !== null,
    retry: false,
  });
}
