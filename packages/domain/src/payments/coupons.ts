/**
 * Club coupons on members' subscriptions (issue 14): what a coupon takes off a period and which periods it covers.
 * Amounts are integer cents. The terms follow card-billing practice: once covers the first billed period, repeating
 * the periods that start within its months of the redemption, forever every period.
 */
export type CouponDuration = 'once' | 'repeating' | 'forever';

export interface CouponTerms {
  percentOff: number | null;
  amountOff: number | null;
}

export interface RedeemedCoupon extends CouponTerms {
  duration: CouponDuration;
  /** Repeating: periods starting before this are discounted. */
  discountEndsAt: Date | null;
}

/** Cents a coupon takes off an amount: a percentage rounded to the nearest cent, never more than the amount. */
export function couponDiscount(amount: number, terms: CouponTerms): number {
  if (amount <= 0) return 0;
  const off = terms.percentOff !== null ? Math.round((amount * terms.percentOff) / 100) : (terms.amountOff ?? 0);
  return Math.min(amount, Math.max(0, off));
}

/**
 * Whether a period is discounted. `periodsDiscounted` counts the subscription's earlier periods the coupon already
 * covered (a once coupon covers only the first billed period, which after a trial is the first renewal).
 */
export function couponCoversPeriod(coupon: RedeemedCoupon, periodStart: Date, periodsDiscounted: number): boolean {
  if (coupon.duration === 'forever') return true;
  if (coupon.duration === 'once') return periodsDiscounted === 0;
  return coupon.discountEndsAt !== null && periodStart.getTime() < coupon.discountEndsAt.getTime();
}

/** `from` plus whole months, keeping the day of the month (clamped to the month's end), in UTC. */
export function addMonthsUtc(from: Date, months: number): Date {
  const next = new Date(from);
  const day = next.getUTCDate();
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, lastDay));
  return next;
}

/** How a coupon reads: "20% off for 3 months", "$5.00 off once", "10% off forever". */
export function describeCoupon(
  coupon: CouponTerms & { duration: CouponDuration; durationInMonths?: number | null },
  formatMoney: (cents: number) => string,
): string {
  const off = coupon.percentOff !== null ? `${coupon.percentOff}% off` : `${formatMoney(coupon.amountOff ?? 0)} off`;
  if (coupon.duration === 'once') return `${off} the first payment`;
  if (coupon.duration === 'forever') return `${off} every payment`;
  const months = coupon.durationInMonths ?? 0;
  return `${off} for ${months} month${months === 1 ? '' : 's'}`;
}
