import {
  COUPON_MESSAGES,
  type Coupon,
  type CouponCheck,
  type couponCheckBody,
  type couponCreateBody,
} from '@fairplay/contracts';
import { addMonthsUtc, couponCoversPeriod, couponDiscount } from '@fairplay/domain';
import type { Database, Executor, TenantScope } from '@fairplay/db';
import type { z } from 'zod';
import { AppError, conflict, fieldError } from '../../errors.js';
import type { MemberContext } from '../identity/index.js';
import {
  archiveCoupon,
  claimRedemption,
  discountedPeriods,
  findCouponByCode,
  insertCoupon,
  insertRedemption,
  listCoupons,
  redemptionOf,
  type CouponRow,
  type RedemptionRow,
} from './coupons.repository.js';
import { findPlan } from './plans.repository.js';

type CreateBody = z.output<typeof couponCreateBody>;
type CheckBody = z.output<typeof couponCheckBody>;

export function couponView(row: CouponRow, now: Date): Coupon {
  const expired = row.expiresAt !== null && row.expiresAt.getTime() <= now.getTime();
  const usedUp = row.maxRedemptions !== null && row.timesRedeemed >= row.maxRedemptions;
  return {
    id: row.id,
    code: row.code,
    percent_off: row.percentOff,
    amount_off: row.amountOff,
    duration: row.duration,
    duration_in_months: row.durationInMonths,
    expires_at: row.expiresAt?.toISOString() ?? null,
    max_redemptions: row.maxRedemptions,
    times_redeemed: row.timesRedeemed,
    valid: !expired && !usedUp,
    created_at: row.createdAt.toISOString(),
  };
}

/** Why a code cannot be redeemed now, as a 400 on the `coupon` field (or `code` when checked alone). */
function refusal(coupon: CouponRow | undefined, now: Date, field: string): AppError {
  if (!coupon) return fieldError(field, COUPON_MESSAGES.unknown);
  if (coupon.expiresAt !== null && coupon.expiresAt.getTime() <= now.getTime())
    return fieldError(field, COUPON_MESSAGES.expired);
  return fieldError(field, COUPON_MESSAGES.usedUp);
}

/**
 * Redeems a coupon for a subscription being started, inside its transaction: one unit of the coupon is claimed
 * (the database settles a race for the last one) and its terms are kept with the subscription.
 */
export async function redeemCoupon(
  scope: TenantScope,
  code: string,
  subscriptionId: number,
  at: Date,
): Promise<RedemptionRow> {
  const coupon = await claimRedemption(scope, code, at);
  if (!coupon) throw refusal(await findCouponByCode(scope, code), at, 'coupon');
  return insertRedemption(scope, {
    couponId: coupon.id,
    subscriptionId,
    code: coupon.code,
    percentOff: coupon.percentOff,
    amountOff: coupon.amountOff,
    duration: coupon.duration,
    discountEndsAt: coupon.duration === 'repeating' ? addMonthsUtc(at, coupon.durationInMonths!) : null,
    redeemedAt: at,
  });
}

/** What a subscription's coupon takes off the period starting at `periodStart` (0 without one, or once it ended). */
export async function periodDiscount(
  db: Executor,
  subscription: { id: number; businessId: number },
  amount: number,
  periodStart: Date,
  redemption?: RedemptionRow | null,
): Promise<number> {
  const held = redemption === undefined ? await redemptionOf(db, subscription.businessId, subscription.id) : redemption;
  if (!held) return 0;
  const covered = await discountedPeriods(db, subscription.businessId, subscription.id);
  return couponCoversPeriod(held, periodStart, covered) ? couponDiscount(amount, held) : 0;
}

export function createCouponsService(db: Database, now: () => Date) {
  return {
    async list(member: MemberContext): Promise<Coupon[]> {
      const at = now();
      return (await listCoupons(member.scope)).map((row) => couponView(row, at));
    },

    async create(member: MemberContext, body: CreateBody): Promise<Coupon> {
      const at = now();
      if (body.expires_at && new Date(body.expires_at).getTime() <= at.getTime())
        throw fieldError('expires_at', COUPON_MESSAGES.expiryFuture);
      const row = await insertCoupon(member.scope, {
        code: body.code,
        percentOff: body.percent_off,
        amountOff: body.amount_off,
        duration: body.duration,
        durationInMonths: body.duration_in_months,
        expiresAt: body.expires_at ? new Date(body.expires_at) : null,
        maxRedemptions: body.max_redemptions,
        createdBy: member.user.id,
      });
      if (!row) throw conflict('code', COUPON_MESSAGES.codeTaken);
      return couponView(row, at);
    },

    async archive(member: MemberContext, id: number): Promise<void> {
      if (!(await archiveCoupon(member.scope, id, now()))) throw new AppError(404, COUPON_MESSAGES.notFound);
    },

    /** What a coupon would take off a plan's first charge (a trial's first charge is its first renewal). */
    async check(member: MemberContext, body: CheckBody): Promise<CouponCheck> {
      const at = now();
      const plan = await findPlan(member.scope, body.plan);
      if (!plan) throw new AppError(404, 'Plan not found.');
      const coupon = await findCouponByCode(member.scope, body.code);
      const view = coupon ? couponView(coupon, at) : null;
      if (!coupon || !view!.valid) throw refusal(coupon, at, 'code');
      const discount = couponDiscount(plan.amount, { percentOff: coupon.percentOff, amountOff: coupon.amountOff });
      return {
        coupon: view!,
        plan_amount: plan.amount,
        first_discount: discount,
        first_amount: plan.amount - discount,
      };
    },
  };
}

export type CouponsService = ReturnType<typeof createCouponsService>;
