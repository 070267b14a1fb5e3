import { z } from 'zod';
import { couponCode, subscriptionDiscountSchema } from './coupons.js';
import { CLASS_PACK_KINDS, CLASS_PACK_LIMITS, CLASS_PACK_MESSAGES } from './class-packs.js';

/**
 * Plans, one-time products and subscriptions (issue 14; spec 3 "Plan/product", "Subscription", sections 4, 5, 7).
 * Amounts are integer cents. docs/decisions.md "Plans and subscriptions".
 */
export const PLAN_LIMITS = {
  nicknameMax: 80,
  descriptionMax: 500,
  amountMax: 100_000_000,
  ageMax: 120,
  validDaysMax: 3650,
  trialDaysMax: 730,
  taxesMax: 10,
  facilityGroupsMax: 100,
  orderMax: 500,
  /** Staff pause or resume at most this many subscriptions in one call (a closure). */
  bulkMax: 200,
  /** A pause lasts at most a year. */
  pauseDaysMax: 366,
} as const;

export const PLAN_INTERVALS = ['day', 'week', 'month', 'year'] as const;
export type PlanInterval = (typeof PLAN_INTERVALS)[number];

export const SUBSCRIPTION_STATUSES = ['trialing', 'active', 'incomplete', 'canceled', 'expired'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** Spec 3 section 5 and 8, and ours where the spec is silent. */
export const PLAN_MESSAGES = {
  cardRequired: 'Please fill credit card info',
  agreeTerms: 'Please agree to following Terms and Policies',
  subscriptionCreated: 'Subcription successfully created',
  subscribed: 'Success subscribe',
  removed: 'Success remove subscriptions',
  ageRestricted: "Your club's set age limit for this plan doesn't allow you to subscribe",
  ageNeedsBirthDate:
    'Your club has set an age limit for this plan. Please input your date of birth in your profile to subscribe',
  incomplete: 'Unable to charge from your card. Please enter new card info.',
  cardAdded: 'Card successfully added. We will try to charge from this card',
  cannotRemoveMethod: 'The customer has an active subscription (membership). Cannot remove the payment method.',
  /** Ours. */
  planNotFound: 'Plan not found.',
  subscriptionNotFound: 'Subscription not found.',
  planDisabled: 'This plan is not available.',
  notSelfService: 'This plan can only be given by the club.',
  alreadySubscribed: 'Already subscribed to this plan.',
  notLive: 'This subscription is not active.',
  notPaused: 'This subscription is not paused.',
  alreadyPaused: 'This subscription is already paused.',
  productNoPause: 'A one-time product cannot be paused.',
  resumeInFuture: 'The resume date must be in the future.',
  pauseTooLong: `A pause lasts at most ${PLAN_LIMITS.pauseDaysMax} days.`,
  notIncomplete: 'Only a subscription whose payment failed needs a new card.',
  planHasSubscribers: 'This plan has active subscribers. Cancel their subscriptions or disable the plan instead.',
  oneTimeHasSubscribers:
    'This plan has active subscribers, so it cannot change between a one-time product and a recurring plan.',
  updated: 'Plan updated',
  created: 'Plan created',
  deleted: 'Plan deleted',
  ordered: 'Order saved',
  paused: 'Subscription paused',
  resumed: 'Subscription resumed',
  clubNotFound: 'Club not found.',
} as const;

const money = z
  .number({ error: 'Amount must be a number of cents.' })
  .int('Amount must be whole cents.')
  .min(0, 'Amount cannot be negative.')
  .max(PLAN_LIMITS.amountMax, 'Amount must be at most $1,000,000.00.');
const age = z.number().int('Age must be a whole number.').min(0).max(PLAN_LIMITS.ageMax).nullable();
const ids = (max: number, label: string) =>
  z
    .array(z.number().int().positive(), { error: `${label} must be a list of ids.` })
    .max(max, `At most ${max} ${label.toLowerCase()}.`)
    .transform((list) => [...new Set(list)]);
/** Spec 3 section 9: period_end is saved in UTC with seconds zeroed. */
const periodEnd = z.iso
  .datetime({ offset: true, error: 'period_end must be an ISO date-time.' })
  .transform((value) => {
    const date = new Date(value);
    date.setUTCSeconds(0, 0);
    return date.toISOString();
  })
  .nullable();

const planFields = {
  nickname: z.string().trim().min(1, 'Name is required.').max(PLAN_LIMITS.nicknameMax),
  description: z.string().trim().max(PLAN_LIMITS.descriptionMax),
  amount: money,
  interval: z.enum(PLAN_INTERVALS).nullable(),
  one_time: z.boolean(),
  default_tax_rates: ids(PLAN_LIMITS.taxesMax, 'Taxes'),
  nbu_subscribe: z.boolean(),
  min_age: age,
  max_age: age,
  period_end: periodEnd,
  valid_days: z.number().int().min(1, 'Valid days must be at least 1.').max(PLAN_LIMITS.validDaysMax).nullable(),
  facility_groups: ids(PLAN_LIMITS.facilityGroupsMax, 'Facility groups'),
  is_individual: z.boolean(),
  trial_period_days: z.number().int().min(0).max(PLAN_LIMITS.trialDaysMax),
  /** A class pack's number of uses (one-time products only); null: not a pack. */
  uses: z
    .number('Uses must be a number.')
    .int('Uses must be a whole number.')
    .min(1, 'Uses must be at least 1.')
    .max(CLASS_PACK_LIMITS.usesMax, `Uses must be at most ${CLASS_PACK_LIMITS.usesMax}.`)
    .nullable(),
  /** The lesson kinds a pack pays for; empty: every kind. */
  pack_covers: z
    .array(z.enum(CLASS_PACK_KINDS, "Must be 'group', 'private', 'camp' or 'court'."), {
      error: 'Must be a list of kinds.',
    })
    .max(CLASS_PACK_KINDS.length)
    .transform((list) => [...new Set(list)]),
};

interface PlanShape {
  interval?: PlanInterval | null;
  one_time?: boolean;
  min_age?: number | null;
  max_age?: number | null;
  period_end?: string | null;
  valid_days?: number | null;
  trial_period_days?: number;
  uses?: number | null;
}

/** The rules across fields, for create and for the merged result of an update (the server checks the latter). */
export function planShapeProblem(plan: PlanShape): { field: string; message: string } | null {
  if (plan.one_time && plan.interval) return { field: 'interval', message: 'A one-time product has no interval.' };
  if (!plan.one_time && !plan.interval) return { field: 'interval', message: 'Choose how often the plan bills.' };
  if (plan.one_time && (plan.trial_period_days ?? 0) > 0)
    return { field: 'trial_period_days', message: 'A one-time product has no trial.' };
  if (!plan.one_time && plan.uses != null) return { field: 'uses', message: CLASS_PACK_MESSAGES.usesOnlyProducts };
  if (plan.min_age != null && plan.max_age != null && plan.min_age > plan.max_age)
    return { field: 'max_age', message: 'The maximum age must not be below the minimum age.' };
  if (plan.period_end != null && plan.valid_days != null)
    return { field: 'valid_days', message: 'Choose either an end date or a number of valid days.' };
  return null;
}

export const planCreateBody = z
  .object({
    nickname: planFields.nickname,
    description: planFields.description.default(''),
    amount: planFields.amount,
    interval: planFields.interval.default(null),
    one_time: planFields.one_time.default(false),
    default_tax_rates: planFields.default_tax_rates.default([]),
    nbu_subscribe: planFields.nbu_subscribe.default(true),
    min_age: planFields.min_age.default(null),
    max_age: planFields.max_age.default(null),
    period_end: planFields.period_end.default(null),
    valid_days: planFields.valid_days.default(null),
    facility_groups: planFields.facility_groups.default([]),
    is_individual: planFields.is_individual.default(true),
    trial_period_days: planFields.trial_period_days.default(0),
    uses: planFields.uses.default(null),
    pack_covers: planFields.pack_covers.default([]),
  })
  .strict()
  .superRefine((body, context) => {
    const problem = planShapeProblem(body);
    if (problem) context.addIssue({ code: 'custom', message: problem.message, path: [problem.field] });
  });
export type PlanCreateBody = z.input<typeof planCreateBody>;

/**
 * POST payment/plan/update/{id}: any of the fields. `one_time` changes a plan into a product or back only while it
 * has no active subscribers (issue 26; 409 otherwise). A new amount applies to new
 * subscriptions; `apply_to_existing` also moves the live ones to it from their next period (issue 14).
 */
export const planUpdateBody = z
  .object({
    nickname: planFields.nickname.optional(),
    description: planFields.description.optional(),
    amount: planFields.amount.optional(),
    interval: planFields.interval.optional(),
    one_time: planFields.one_time.optional(),
    default_tax_rates: planFields.default_tax_rates.optional(),
    nbu_subscribe: planFields.nbu_subscribe.optional(),
    min_age: planFields.min_age.optional(),
    max_age: planFields.max_age.optional(),
    period_end: planFields.period_end.optional(),
    valid_days: planFields.valid_days.optional(),
    facility_groups: planFields.facility_groups.optional(),
    is_individual: planFields.is_individual.optional(),
    trial_period_days: planFields.trial_period_days.optional(),
    uses: planFields.uses.optional(),
    pack_covers: planFields.pack_covers.optional(),
    apply_to_existing: z.boolean().default(false),
  })
  .strict();
export type PlanUpdateBody = z.input<typeof planUpdateBody>;

/** `?product=1`: the one-time products; otherwise the recurring plans. */
export const planKindQuery = z.object({ product: z.enum(['0', '1']).optional() }).strict();

export const planOrderBody = z
  .object({
    order: z
      .array(z.number().int().positive(), { error: 'order must be a list of plan ids.' })
      .min(1, 'order must name at least one plan.')
      .max(PLAN_LIMITS.orderMax)
      .refine((list) => new Set(list).size === list.length, 'order names a plan twice.'),
  })
  .strict();

export const planDisabledBody = z.object({ is_disabled: z.boolean() }).strict();

export const planFacilityGroupSchema = z.object({
  id: z.number(),
  name: z.string(),
  location: z.object({ id: z.number(), name: z.string() }),
});

export const planSchema = z.object({
  id: z.number(),
  /** The plan's public key, as the memberships page's fourth path segment names it. */
  plan_id: z.string(),
  business_id: z.number(),
  nickname: z.string(),
  description: z.string(),
  amount: z.number(),
  currency: z.string(),
  interval: z.enum(PLAN_INTERVALS).nullable(),
  one_time: z.boolean(),
  default_tax_rates: z.array(z.number()),
  /**
   * The plan's taxes on `amount` and what one period is charged with them (cents; the domain's lineTaxes, as the
   * charge computes them), so the price shown before paying is the price charged (issue 24).
   */
  tax: z.number(),
  total: z.number(),
  nbu_subscribe: z.boolean(),
  min_age: z.number().nullable(),
  max_age: z.number().nullable(),
  period_end: z.string().nullable(),
  valid_days: z.number().nullable(),
  facility_groups: z.array(planFacilityGroupSchema),
  is_individual: z.boolean(),
  trial_period_days: z.number(),
  is_disabled: z.boolean(),
  /** A class pack's uses per purchase (null: not a pack) and the lesson kinds it covers (empty: all). */
  uses: z.number().nullable(),
  pack_covers: z.array(z.enum(CLASS_PACK_KINDS)),
  order: z.number(),
  /** Live subscriptions (staff only; 0 on the public page). */
  subscribers: z.number(),
});
export type Plan = z.infer<typeof planSchema>;
export const planListSchema = z.array(planSchema);

export const pauseCollectionSchema = z.object({ paused_at: z.string(), resumes_at: z.string() });

export const memberSubscriptionSchema = z.object({
  id: z.number(),
  /** Spec 3 "Subscription": subscription_id (ours: sub_{id}). */
  subscription_id: z.string(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  plan: z.object({
    id: z.number(),
    plan_id: z.string(),
    nickname: z.string(),
    interval: z.enum(PLAN_INTERVALS).nullable(),
    one_time: z.boolean(),
  }),
  member_id: z.number(),
  member_name: z.string(),
  payer_id: z.number(),
  amount: z.number(),
  currency: z.string(),
  current_period_start: z.string(),
  /** The next billing date of a recurring plan (moved on by a pause). */
  current_period_end: z.string().nullable(),
  trial_end: z.string().nullable(),
  ends_at: z.string().nullable(),
  pause_collection: pauseCollectionSchema.nullable(),
  /** What the member is charged next and when (none once canceled or for a product), after the coupon. */
  next_charge: z.object({ date: z.string(), amount: z.number() }).nullable(),
  /** The club coupon the subscription was started with (ours). */
  discount: subscriptionDiscountSchema.nullable(),
  /** Credit from a plan change mid-period, taken off the next charges (ours; cents). */
  credit: z.number(),
  canceled_at: z.string().nullable(),
  failure_message: z.string().nullable(),
  payment_method: z.object({ id: z.number(), brand: z.string(), last4: z.string() }).nullable(),
  created_at: z.string(),
});
export type MemberSubscription = z.infer<typeof memberSubscriptionSchema>;
export const subscriptionListSchema = z.array(memberSubscriptionSchema);

const memberId = z.number({ error: 'member_id is required.' }).int().positive();
const subscriptionRef = z.number({ error: 'subscription_id is required.' }).int().positive();
const planRef = z.number({ error: 'plan is required.' }).int().positive();
const token = z.string().trim().min(1, 'token is required.').max(255);

/** Spec 3 "Subscribe bodies": member subscribe (staff). Charges the payer's default saved method unless a token. */
export const subscribeMemberBody = z
  .object({
    member_id: memberId,
    plan: planRef,
    /** A club coupon's code (case does not matter); its discount applies to this and later periods by its terms. */
    coupon: couponCode.optional(),
    payment_method_id: z.number().int().positive().optional(),
    token: token.optional(),
  })
  .strict();

export const cancelMemberSubscriptionBody = z
  .object({ member_id: memberId, subscription_id: subscriptionRef })
  .strict();

/**
 * Spec 3 "Subscribe bodies": nbu subscribe: business_id, plan, signed, payment {token, save_card}. Ours: the saved
 * method `payment.payment_method_id` instead of a token, and `member_id` for a family member the caller pays for.
 */
export const nbuSubscribeBody = z
  .object({
    business_id: z.number({ error: 'business_id is required.' }).int().positive(),
    plan: planRef,
    signed: z.boolean().default(false),
    member_id: z.number().int().positive().optional(),
    payment: z
      .object({
        token: token.optional(),
        save_card: z.boolean().default(true),
        payment_method_id: z.number().int().positive().optional(),
      })
      .strict()
      .optional(),
  })
  .strict();
export type NbuSubscribeBody = z.input<typeof nbuSubscribeBody>;

export const cancelOwnSubscriptionBody = z.object({ subscription_id: subscriptionRef }).strict();

export const SUBSCRIPTION_ACTIONS = ['pause', 'resume', 'card'] as const;
export const subscriptionActionParams = z.object({ action: z.enum(SUBSCRIPTION_ACTIONS) }).strict();
/**
 * POST subscription/{action}: pause (`resumes_at`), resume (early), card (a new card for an incomplete
 * subscription, charged at once). Staff name many subscriptions at once for a closure; a member names their own.
 */
export const subscriptionActionBody = z
  .object({
    subscription_ids: z
      .array(z.number().int().positive(), { error: 'subscription_ids must be a list of ids.' })
      .min(1, 'Choose at least one subscription.')
      .max(PLAN_LIMITS.bulkMax)
      .transform((list) => [...new Set(list)]),
    resumes_at: z.iso.datetime({ offset: true, error: 'resumes_at must be an ISO date-time.' }).optional(),
    token: token.optional(),
  })
  .strict();
export type SubscriptionActionBody = z.input<typeof subscriptionActionBody>;

export const subscriptionActionResultSchema = z.array(memberSubscriptionSchema);

/** GET out/users/business/{uid}/memberships: the public memberships page. */
export const publicMembershipsSchema = z.object({
  business: z.object({
    id: z.number(),
    uid: z.string(),
    name: z.string(),
    about: z.string(),
    image: z.string().nullable(),
    require_waiver_sign: z.boolean(),
  }),
  plans: planListSchema,
});
export type PublicMemberships = z.infer<typeof publicMembershipsSchema>;

export const memberSubscriptionsQuery = z.object({}).strict();
