import { z } from 'zod';
import { FACILITY_PLANS } from './club.js';

/**
 * The club's own Fairplay subscription (spec 3 "Pricing and upgrade", section 4 "Subscription banner", section 7:
 * upgrade, promo check, business subscription, reactivate). Fairplay sells plans to clubs; this is not the plans a
 * club sells to its members (plans.ts).
 */

export const CLUB_PLAN_KEYS = [
  'courtandlessonproviderplan',
  'enterprisecourtandlessonproviderplan',
  'lessonproviderplan',
] as const;
export type ClubPlanKey = (typeof CLUB_PLAN_KEYS)[number];

export interface ClubPlanOffer {
  key: ClubPlanKey;
  name: string;
  /** List and charged monthly price in whole dollars (the charged one is the discounted price). */
  price: number;
  discounted_price: number;
  features: readonly string[];
}

/**
 * What each plan costs per month (spec 3 reading b for Ace and Grand Slam; the lesson-provider plan at the
 * $149/month offer of the pricing copy: docs/decisions.md "The club's Fairplay subscription").
 */
export const CLUB_PLANS: readonly ClubPlanOffer[] = [
  ...FACILITY_PLANS,
  {
    key: 'lessonproviderplan',
    name: 'Lesson Provider',
    price: 149,
    discounted_price: 149,
    features: ['Lessons, clinics and camps', 'Client payments and the member app', 'Full module access'],
  },
];

export const clubPlanOf = (key: string): ClubPlanOffer | undefined => CLUB_PLANS.find((plan) => plan.key === key);
/** The plan's monthly charge in cents. */
export const clubPlanCents = (key: ClubPlanKey): number => clubPlanOf(key)!.discounted_price * 100;

export const CLUB_BILLING = {
  /** A new club's free trial. */
  trialDays: 30,
  /** Spec 3 section 5: "promo minimum 5 characters" (Apply is enabled from 5). */
  promoMin: 5,
  promoMax: 40,
  /** A declined renewal is tried again this many days later, up to maxAttempts tries in all. */
  retryDays: 3,
  maxAttempts: 3,
  tokenMax: 255,
} as const;

export const CLUB_BILLING_MESSAGES = {
  confirmUpgrade: 'Confirm Upgrade ?',
  upgradeNow: 'Upgrade Now',
  promoShort: `The promo code must be at least ${CLUB_BILLING.promoMin} characters.`,
  promoLong: `The promo code must be at most ${CLUB_BILLING.promoMax} characters.`,
  promoInvalid: 'This promo code is not valid.',
  promoExpired: 'This promo code has expired.',
  promoUsedUp: 'This promo code has been used up.',
  promoOtherPlan: (planName: string) => `This promo code is only for the ${planName} plan.`,
  choosePlan: 'Please choose a plan.',
  cardRequired: 'Please fill credit card info',
  cardDeclined: 'Unable to charge from your card. Please enter new card info.',
  cardAdded: 'Card successfully added. We will try to charge from this card',
  samePlan: 'Your club is already on this plan.',
  alreadySubscribed: 'Your club already has a paid subscription; choose Upgrade to change its plan.',
  inProgress: 'A payment for this subscription is already in progress.',
  upgraded: (planName: string) => `Your club is now on the ${planName} plan.`,
  subscribed: 'Subscription created.',
  reactivated: 'Subscription re-activated.',
  setToEnd: 'Your subscription will end with the month you paid for.',
  onlyPaidEnds: 'Only a paid subscription can be set to end.',
  alreadyEnding: 'The subscription is already set to end.',
  notEnding: 'The subscription is not set to end.',
  canceledCannotReactivate: 'A canceled subscription cannot be re-activated; please choose a plan again.',
  unpaidCannotReactivate: 'Unable to charge from your card. Please enter new card info.',
  ending: (date: string) => `Your paid subscription will end on ${date}`,
} as const;

const promoField = z
  .string('promo must be text.')
  .trim()
  .min(CLUB_BILLING.promoMin, CLUB_BILLING_MESSAGES.promoShort)
  .max(CLUB_BILLING.promoMax, CLUB_BILLING_MESSAGES.promoLong)
  .transform((code) => code.toUpperCase());

/** An optional coupon: empty means none. */
const couponField = z
  .string('coupon must be text.')
  .trim()
  .max(CLUB_BILLING.promoMax, CLUB_BILLING_MESSAGES.promoLong)
  .refine((code) => code.length === 0 || code.length >= CLUB_BILLING.promoMin, CLUB_BILLING_MESSAGES.promoShort)
  .transform((code) => (code.length === 0 ? undefined : code.toUpperCase()))
  .optional();

const tokenField = z
  .string(CLUB_BILLING_MESSAGES.cardRequired)
  .trim()
  .min(1, CLUB_BILLING_MESSAGES.cardRequired)
  .max(CLUB_BILLING.tokenMax, 'token is too long.');

export const verifyPromoBody = z.object({ promo: promoField }).strict();

export const promoSchema = z.object({
  promo: z.string(),
  /** The only plan it applies to, or null for any plan. */
  plan: z.enum(CLUB_PLAN_KEYS).nullable(),
  percent_off: z.number().int(),
  /** How many monthly charges it discounts (null: all). */
  duration_months: z.number().int().nullable(),
  expires_at: z.string().nullable(),
});
export type Promo = z.infer<typeof promoSchema>;

export const upgradeBody = z
  .object({
    planId: z.enum(CLUB_PLAN_KEYS, CLUB_BILLING_MESSAGES.choosePlan),
    coupon: couponField,
    /** A new card (the provider's token); without it the card on file is charged. */
    token: tokenField.optional(),
  })
  .strict();

export const businessSubscriptionBody = z.object({ coupon: couponField, token: tokenField }).strict();

export const reactivateBody = z
  .object({
    subscription_id: z.string('subscription_id is required.').trim().min(1, 'subscription_id is required.').max(64),
  })
  .strict();

export const clubInvoiceSchema = z.object({
  id: z.number().int(),
  plan: z.enum(CLUB_PLAN_KEYS),
  period_start: z.string(),
  period_end: z.string(),
  amount: z.number().int(),
  discount: z.number().int(),
  credit: z.number().int(),
  total: z.number().int(),
  status: z.enum(['pending', 'paid', 'failed']),
  attempts: z.number().int(),
  promo_code: z.string().nullable(),
  failure_message: z.string().nullable(),
  created_at: z.string(),
});
export type ClubInvoice = z.infer<typeof clubInvoiceSchema>;

export const clubSubscriptionSchema = z.object({
  subscription_id: z.string(),
  plan: z.enum(CLUB_PLAN_KEYS),
  plan_name: z.string(),
  status: z.enum(['trialing', 'active', 'incomplete', 'unpaid', 'canceled']),
  /** Cents per month before the discount. */
  amount: z.number().int(),
  currency: z.string(),
  promo_code: z.string().nullable(),
  percent_off: z.number().int(),
  discount_ends_at: z.string().nullable(),
  trial_ends_at: z.string().nullable(),
  current_period_start: z.string(),
  current_period_end: z.string(),
  pause_collection: z.object({ resumes_at: z.string() }).nullable(),
  card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
  /** When the next charge is tried and how much it is (null when nothing more is charged). */
  next_charge: z.object({ at: z.string(), amount: z.number().int() }).nullable(),
  premium: z.boolean(),
  invoices: z.array(clubInvoiceSchema),
});
export type ClubSubscription = z.infer<typeof clubSubscriptionSchema>;
