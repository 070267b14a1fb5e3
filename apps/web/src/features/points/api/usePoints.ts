import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  endpoints,
  type PointBuyBody,
  type PointChargeBody,
  type PointEntityCreateBody,
  type PointEntityUpdateBody,
  type RefundGiftBody,
} from '@fairplay/contracts';
import { call, callWithMessage } from '../../../api/client';
import { useAttemptKeys } from '../../../api/idempotency';

/** Query keys: everything of points sits under ['points']; a purchase also moves money (['payments']). */
export const pointKeys = {
  all: ['points'] as const,
  entities: ['points', 'entities'] as const,
  member: (userId: number) => ['points', 'member', userId] as const,
};

/** GET point/entity: price per point and days valid, per facility group. */
export function usePointEntities() {
  return useQuery({ queryKey: pointKeys.entities, queryFn: () => call(endpoints.points.entities) });
}

/** GET facility/group: the club's facility groups (the settings' list of what may sell points). */
export function useFacilityGroupsForPoints() {
  return useQuery({ queryKey: ['points', 'facility-groups'], queryFn: () => call(endpoints.facilities.list) });
}

/** POST point/entity (new) or PUT point/entity/{id}. */
export function useSavePointEntity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number; body: PointEntityUpdateBody } | { id: null; body: PointEntityCreateBody }) =>
      input.id === null
        ? callWithMessage(endpoints.points.createEntity, { body: input.body })
        : callWithMessage(endpoints.points.updateEntity, { params: { id: input.id }, body: input.body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: pointKeys.entities }),
  });
}

/** GET members/points_payments/{id}: balances, lots with their expiry, and what was paid with points. */
export function useMemberPoints(userId: number | null) {
  return useQuery({
    queryKey: pointKeys.member(userId ?? 0),
    queryFn: () => call(endpoints.points.memberPoints, { params: { id: userId! } }),
    enabled: userId !== null,
  });
}

function useInvalidatePoints() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: pointKeys.all });
    void queryClient.invalidateQueries({ queryKey: ['payments'] });
  };
}

/** POST point/buy with this attempt's Idempotency-Key (bought with money, or a staff gift). */
export function useBuyPoints() {
  const invalidate = useInvalidatePoints();
  return useMutation({
    mutationFn: ({ body, key }: { body: PointBuyBody; key: string }) =>
      callWithMessage(endpoints.points.buy, { body }, { idempotencyKey: key }),
    onSettled: invalidate,
  });
}

/** POST point/refund_gift, with an Idempotency-Key a retry of the same refund reuses. */
export function useRefundGift() {
  const invalidate = useInvalidatePoints();
  const attempts = useAttemptKeys();
  return useMutation({
    mutationFn: (body: RefundGiftBody) =>
      callWithMessage(endpoints.points.refundGift, { body }, { idempotencyKey: attempts.keyFor(body) }),
    onSuccess: () => attempts.answered(),
    onSettled: invalidate,
  });
}

/** The payer's saved methods: staff read the business view, a member their own (or their family's payer's). */
export function useSavedMethods(userId: number, staff: boolean) {
  return useQuery({
    queryKey: ['payments', 'customer', userId, staff ? 'staff' : 'own'],
    queryFn: () =>
      call(staff ? endpoints.payments.businessCustomer : endpoints.payments.customer, { params: { id: userId } }),
    select: (customer) => customer.methods.filter((method) => method.object === 'card' && method.status === 'verified'),
  });
}

/** POST payment/charges/createforpoint with this attempt's Idempotency-Key (staff). */
export function useChargePoints() {
  const invalidate = useInvalidatePoints();
  return useMutation({
    mutationFn: ({ body, key }: { body: PointChargeBody; key: string }) =>
      callWithMessage(endpoints.points.charge, { body }, { idempotencyKey: key }),
    onSettled: invalidate,
  });
}
