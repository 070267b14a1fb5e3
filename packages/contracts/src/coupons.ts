import { z } from 'zod';

/**
 * Club coupons for members' subscriptions (issue 14; the spec names `coupon` in the member subscribe body only).
 * Ours: docs/decisions.md "Club coupons". Amounts are integer cents.
 */
export const COUPON_LIMITS = {
  codeMin: 3,
  codeMax: 40,
  monthsMax: 36,
  amountMax: 100_000_000,
  redemptionsMax: 1_000_000,
} as const;

export const COUPON_DURATIONS = ['once', 'repeating', 'forever'] as const;

export const COUPON_MESSAGES = {
  codeFormat: `A code has ${COUPON_LIMITS.codeMin} to ${COUPON_LIMITS.codeMax} letters, digits, - or _.`,
  oneDiscount: 'Choose either a percentage or an amount off.',
  percentRange: 'Percent off must be a whole number from 1 to 100.',
  amountRange: 'Amount off must be at least 1 cent.',
  monthsRequired: 'Choose for how many months a repeating coupon applies.',
  monthsOnlyRepeating: 'Only a repeating coupon lasts a number of months.',
  expiryFuture: 'The expiry must be in the future.',
  codeTaken: 'A coupon with this code already exists.',
  unknown: 'This coupon does not exist.',
  expired: 'This coupon has expired.',
  usedUp: 'This coupon has been fully redeemed.',
  notFound: 'Coupon not found.',
  created: 'Coupon created',
  archived: 'Coupon archived',
} as const;

/** Codes are matched whatever case they are typed in. */
export const couponCode = z
  .string({ error: 'code is required.' })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9_-]{3,40}$/, COUPON_MESSAGES.codeFormat);

export const couponCreateBody = z
  .object({
    code: couponCode,
    percent_off: z
      .number({ error: COUPON_MESSAGES.percentRange })
      .int(COUPON_MESSAGES.percentRange)
      .min(1, COUPON_MESSAGES.percentRange)
      .max(100, COUPON_MESSAGES.percentRange)
      .nullable()
      .default(null),
    amount_off: z
      .number({ error: 'Amount off must be a number of cents.' })
      .int('Amount off must be whole cents.')
      .min(1, COUPON_MESSAGES.amountRange)
      .max(COUPON_LIMITS.amountMax, 'Amount off must be at most $1,000,000.00.')
      .nullable()
      .default(null),
    duration: z.enum(COUPON_DURATIONS, { error: 'duration must be once, repeating or forever.' }),
    duration_in_months: z
      .number()
      .int('Months must be a whole number.')
      .min(1, `Months must be from 1 to ${COUPON_LIMITS.monthsMax}.`)
      .max(COUPON_LIMITS.monthsMax, `Months must be from 1 to ${COUPON_LIMITS.monthsMax}.`)
      .nullable()
      .default(null),
    expires_at: z.iso
      .datetime({ offset: true, error: 'expires_at must be an ISO date-time.' })
      .nullable()
      .default(null),
    max_redemptions: z
      .number()
      .int('Max redemptions must be a whole number.')
      .min(1, 'Max redemptions must be at least 1.')
      .max(COUPON_LIMITS.redemptionsMax)
      .nullable()
      .default(null),
  })
  .strict()
  .superRefine((body, context) => {
    if ((body.percent_off === null) === (body.amount_off === null))
      context.addIssue({
        code: 'custom',
        message: COUPON_MESSAGES.oneDiscount,
        path: [body.percent_off === null ? 'percent_off' : 'amount_off'],
      });
    if (body.duration === 'repeating' && body.duration_in_months === null)
      context.addIssue({ code: 'custom', message: COUPON_MESSAGES.monthsRequired, path: ['duration_in_months'] });
    if (body.duration !== 'repeating' && body.duration_in_months !== null)
      context.addIssue({ code: 'custom', message: COUPON_MESSAGES.monthsOnlyRepeating, path: ['duration_in_months'] });
  });
export type CouponCreateBody = z.input<typeof couponCreateBody>;

export const couponSchema = z.object({
  id: z.number(),
  code: z.string(),
  percent_off: z.number().nullable(),
  amount_off: z.number().nullable(),
  duration: z.enum(COUPON_DURATIONS),
  duration_in_months: z.number().nullable(),
  expires_at: z.string().nullable(),
  max_redemptions: z.number().nullable(),
  times_redeemed: z.number(),
  /** Redeemable now: not expired and not used up. */
  valid: z.boolean(),
  created_at: z.string(),
});
export type Coupon = z.infer<typeof couponSchema>;
export const couponListSchema = z.array(couponSchema);

/** A subscription's coupon as the member and staff see it. */
export const subscriptionDiscountSchema = z.object({
  code: z.string(),
  percent_off: z.number().nullable(),
  amount_off: z.number().nullable(),
  duration: z.enum(COUPON_DURATIONS),
  /** Repeating: periods starting before this are discounted. */
  ends_at: z.string().nullable(),
});

/** POST payment/coupon/check: what a coupon does to a plan's price before staff confirm (ours). */
export const couponCheckBody = z
  .object({
    code: couponCode,
    plan: z.number({ error: 'plan is required.' }).int().positive(),
  })
  .strict();

export const couponCheckSchema = z.object({
  coupon: couponSchema,
  /** The plan's price per period, the first charge's discount, and what the first charge is. */
  plan_amount: z.number(),
  first_discount: z.number(),
  first_amount: z.number(),
});
export type CouponCheck = z.infer<typeof couponCheckSchema>;
