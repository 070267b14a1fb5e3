import { couponCreateBody, type Coupon, type CouponCreateBody, type MemberSubscription } from '@fairplay/contracts';
import { describeCoupon, formatCents } from '@fairplay/domain';

/** The coupon form's fields as typed: money in dollars, dates as YYYY-MM-DD in the club's calendar. */
export interface CouponFormValues {
  code: string;
  kind: 'percent' | 'amount';
  percent: string;
  amount: string;
  duration: 'once' | 'repeating' | 'forever';
  months: string;
  expires: string;
  maxRedemptions: string;
}

export const emptyCouponForm: CouponFormValues = {
  code: '',
  kind: 'percent',
  percent: '',
  amount: '',
  duration: 'once',
  months: '3',
  expires: '',
  maxRedemptions: '',
};

export type CouponFormErrors = Partial<Record<keyof CouponFormValues, string>>;

const FIELD_OF: Record<string, keyof CouponFormValues> = {
  code: 'code',
  percent_off: 'percent',
  amount_off: 'amount',
  duration: 'duration',
  duration_in_months: 'months',
  expires_at: 'expires',
  max_redemptions: 'maxRedemptions',
};

const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text));

/** The request body, or the form's errors by field (the contract's own rules and messages). */
export function buildCouponBody(
  values: CouponFormValues,
): { body: CouponCreateBody; errors: null } | { body: null; errors: CouponFormErrors } {
  const amount = numberOrNull(values.amount);
  const body: CouponCreateBody = {
    code: values.code,
    percent_off: values.kind === 'percent' ? numberOrNull(values.percent) : null,
    amount_off: values.kind === 'amount' ? (amount === null ? null : Math.round(amount * 100)) : null,
    duration: values.duration,
    duration_in_months: values.duration === 'repeating' ? numberOrNull(values.months) : null,
    // The coupon ends at the end of the chosen day (UTC), so it can be used all that day.
    expires_at: values.expires ? `${values.expires}T23:59:00Z` : null,
    max_redemptions: numberOrNull(values.maxRedemptions),
  };
  const parsed = couponCreateBody.safeParse(body);
  if (parsed.success) return { body, errors: null };
  const errors: CouponFormErrors = {};
  for (const issue of parsed.error.issues) {
    const field = FIELD_OF[String(issue.path[0])];
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return { body: null, errors };
}

/** "20% off for 3 months" in the club's currency. */
export function couponTermsLabel(
  coupon: Pick<Coupon, 'percent_off' | 'amount_off' | 'duration' | 'duration_in_months'>,
  currency: string,
): string {
  return describeCoupon(
    {
      percentOff: coupon.percent_off,
      amountOff: coupon.amount_off,
      duration: coupon.duration,
      durationInMonths: coupon.duration_in_months,
    },
    (cents) => formatCents(cents, currency),
  );
}

/** A subscription's coupon: "15% off each payment until March 5, 2026", "$10.00 off the first payment". */
export function discountLabel(
  discount: NonNullable<MemberSubscription['discount']>,
  currency: string,
  formatDate: (iso: string) => string,
): string {
  const off =
    discount.percent_off !== null
      ? `${discount.percent_off}% off`
      : `${formatCents(discount.amount_off ?? 0, currency)} off`;
  if (discount.duration === 'once') return `${off} the first payment`;
  if (discount.duration === 'forever' || !discount.ends_at) return `${off} every payment`;
  return `${off} each payment until ${formatDate(discount.ends_at)}`;
}
