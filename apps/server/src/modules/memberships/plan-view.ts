import type { Plan, MemberSubscription } from '@fairplay/contracts';
import type { PlanRow } from './plans.repository.js';
import type { SubscriptionRow } from './subscriptions.repository.js';
import type { RedemptionRow } from './coupons.repository.js';

export interface GroupLabel {
  id: number;
  name: string;
  location: { id: number; name: string };
}

/** The plan's public key (the memberships page's fourth path segment names it). */
export const planKey = (id: number) => `plan_${id}`;

export function planView(
  row: PlanRow,
  groups: Map<number, GroupLabel>,
  subscribers: number,
  taxed: { tax: number; total: number } = { tax: 0, total: row.amount },
): Plan {
  return {
    id: row.id,
    plan_id: planKey(row.id),
    business_id: row.businessId,
    nickname: row.nickname,
    description: row.description,
    amount: row.amount,
    currency: row.currency,
    interval: row.interval,
    one_time: row.oneTime,
    default_tax_rates: row.taxIds,
    tax: taxed.tax,
    total: taxed.total,
    nbu_subscribe: row.nbuSubscribe,
    min_age: row.minAge,
    max_age: row.maxAge,
    period_end: row.periodEnd?.toISOString() ?? null,
    valid_days: row.validDays,
    facility_groups: row.facilityGroupIds.flatMap((id) => {
      const group = groups.get(id);
      return group ? [group] : [];
    }),
    is_individual: row.isIndividual,
    trial_period_days: row.trialPeriodDays,
    is_disabled: row.isDisabled,
    uses: row.uses,
    pack_covers: row.packCovers as Plan['pack_covers'],
    order: row.position,
    subscribers,
  };
}

/** A pause shows while it lasts (spec 3 "MemberSubscription": pause_collection with resumes_at). */
export function isPaused(row: SubscriptionRow, now: Date): boolean {
  return row.resumesAt !== null && row.resumesAt.getTime() > now.getTime();
}

export function subscriptionView(
  row: SubscriptionRow,
  plan: Pick<PlanRow, 'id' | 'nickname' | 'interval' | 'oneTime'>,
  memberName: string,
  method: { id: number; brand: string; last4: string } | null,
  now: Date,
  coupon: { redemption: RedemptionRow | null; nextDiscount: number; creditCovers?: number } = {
    redemption: null,
    nextDiscount: 0,
  },
): MemberSubscription {
  const held = coupon.redemption;
  const live = row.status === 'active' || row.status === 'trialing';
  const renews =
    live &&
    row.interval !== null &&
    row.currentPeriodEnd !== null &&
    (row.endsAt === null || row.currentPeriodEnd.getTime() < row.endsAt.getTime());
  return {
    id: row.id,
    subscription_id: `sub_${row.id}`,
    status: row.status,
    plan: {
      id: plan.id,
      plan_id: `plan_${plan.id}`,
      nickname: plan.nickname,
      interval: plan.interval,
      one_time: plan.oneTime,
    },
    member_id: row.userId,
    member_name: memberName,
    payer_id: row.payerUserId,
    amount: row.amount,
    currency: row.currency,
    current_period_start: row.currentPeriodStart.toISOString(),
    current_period_end: row.currentPeriodEnd?.toISOString() ?? null,
    trial_end: row.trialEnd?.toISOString() ?? null,
    ends_at: row.endsAt?.toISOString() ?? null,
    pause_collection:
      isPaused(row, now) && row.pausedAt
        ? { paused_at: row.pausedAt.toISOString(), resumes_at: row.resumesAt!.toISOString() }
        : null,
    next_charge: renews
      ? {
          date: row.currentPeriodEnd!.toISOString(),
          // After the coupon, and the part of the price held credit pays (with its tax).
          amount: Math.max(0, row.amount - coupon.nextDiscount - (coupon.creditCovers ?? 0)),
        }
      : null,
    discount: held
      ? {
          code: held.code,
          percent_off: held.percentOff,
          amount_off: held.amountOff,
          duration: held.duration,
          ends_at: held.discountEndsAt?.toISOString() ?? null,
        }
      : null,
    credit: row.credit,
    canceled_at: row.canceledAt?.toISOString() ?? null,
    failure_message: row.status === 'incomplete' ? row.failureMessage : null,
    payment_method: method,
    created_at: row.createdAt.toISOString(),
  };
}
