import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { endpoints, type CouponCreateBody } from '@fairplay/contracts';
import { call, callWithMessage } from '../../../api/client';
import { planKeys } from './usePlans';

const couponKeys = { list: [...planKeys.all, 'coupons'] as const };

/** GET payment/coupons: the club's coupons for members' subscriptions. */
export function useCoupons() {
  return useQuery({ queryKey: couponKeys.list, queryFn: () => call(endpoints.plans.couponList) });
}

export function useCreateCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CouponCreateBody) => callWithMessage(endpoints.plans.couponCreate, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: couponKeys.list }),
  });
}

export function useArchiveCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callWithMessage(endpoints.plans.couponArchive, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: couponKeys.list }),
  });
}

/** POST payment/coupon/check: what a code takes off a plan's first charge, before staff confirm. */
export function useCheckCoupon() {
  return useMutation({
    mutationFn: (body: { code: string; plan: number }) => call(endpoints.plans.couponCheck, { body }),
  });
}
