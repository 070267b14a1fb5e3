import { boolean, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { businessIdColumn, createdAtColumn } from './columns.js';
import { users } from './users.js';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const INTERVALS = ['day', 'week', 'month', 'year'] as const;

/** A subscription plan or one-time product of a club (issue 14, spec 3 "Plan/product"); migration 0065. */
export const plans = pgTable(
  'plans',
  {
    id: serial('id').notNull(),
    businessId: businessIdColumn(),
    nickname: text('nickname').notNull(),
    description: text('description').notNull().default(''),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    interval: text('interval', { enum: INTERVALS }),
    oneTime: boolean('one_time').notNull().default(false),
    taxIds: integer('tax_ids').array().notNull().default([]),
    nbuSubscribe: boolean('nbu_subscribe').notNull().default(true),
    minAge: integer('min_age'),
    maxAge: integer('max_age'),
    periodEnd: instant('period_end'),
    validDays: integer('valid_days'),
    facilityGroupIds: integer('facility_group_ids').array().notNull().default([]),
    isIndividual: boolean('is_individual').notNull().default(true),
    trialPeriodDays: integer('trial_period_days').notNull().default(0),
    isDisabled: boolean('is_disabled').notNull().default(false),
    /** A class pack's uses (one-time products only; migration 0116) and the lesson kinds it covers (none: all). */
    uses: integer('uses'),
    packCovers: text('pack_covers').array().notNull().default([]),
    position: integer('position').notNull().default(0),
    archivedAt: instant('archived_at'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAtColumn(),
  },
  (table) => [primaryKey({ columns: [table.id, table.businessId] })],
);

export const SUBSCRIPTION_ROW_STATUSES = ['trialing', 'active', 'incomplete', 'canceled', 'expired'] as const;

/** A member's subscription to a plan or purchase of a product; a pause is paused_at / resumes_at. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').notNull(),
    businessId: businessIdColumn(),
    planId: integer('plan_id').notNull(),
    userId: integer('user_id').notNull(),
    payerUserId: integer('payer_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: SUBSCRIPTION_ROW_STATUSES }).notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    interval: text('interval', { enum: INTERVALS }),
    currentPeriodStart: instant('current_period_start').notNull(),
    currentPeriodEnd: instant('current_period_end'),
    trialEnd: instant('trial_end'),
    endsAt: instant('ends_at'),
    pausedAt: instant('paused_at'),
    resumesAt: instant('resumes_at'),
    canceledAt: instant('canceled_at'),
    paymentMethodId: integer('payment_method_id'),
    failureMessage: text('failure_message'),
    signedAt: instant('signed_at'),
    /** Credit from a downgrade mid-period, taken off the next renewals (cents). */
    credit: integer('credit').notNull().default(0),
    /** Bumped by every plan change's claim (migration 0127): the charge of a change is keyed by it. */
    changeVersion: integer('change_version').notNull().default(0),
    /** The plan a claimed change is moving to while its card is charged, and since when (null: none pending). */
    pendingPlanId: integer('pending_plan_id'),
    pendingSince: instant('pending_since'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAtColumn(),
  },
  (table) => [primaryKey({ columns: [table.id, table.businessId] })],
);

/** One billing period of a subscription and the charge that paid it (billed once: unique per period start). */
export const subscriptionInvoices = pgTable(
  'subscription_invoices',
  {
    id: serial('id').notNull(),
    businessId: businessIdColumn(),
    subscriptionId: integer('subscription_id').notNull(),
    periodStart: instant('period_start').notNull(),
    periodEnd: instant('period_end'),
    amount: integer('amount').notNull(),
    status: text('status', { enum: ['pending', 'paid', 'failed', 'void'] }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    chargeId: integer('charge_id'),
    /** What the subscription's coupon took off this period (amount is after it); migration 0097. */
    discount: integer('discount').notNull().default(0),
    /** What the subscription's held credit took off this period; migration 0104. */
    creditApplied: integer('credit_applied').notNull().default(0),
    createdAt: createdAtColumn(),
  },
  (table) => [primaryKey({ columns: [table.id, table.businessId] })],
);

export const COUPON_DURATIONS = ['once', 'repeating', 'forever'] as const;

/** A club's coupon for members' subscriptions (issue 14); migration 0097. */
export const clubCoupons = pgTable(
  'club_coupons',
  {
    id: serial('id').notNull(),
    businessId: businessIdColumn(),
    code: text('code').notNull(),
    percentOff: integer('percent_off'),
    amountOff: integer('amount_off'),
    duration: text('duration', { enum: COUPON_DURATIONS }).notNull(),
    durationInMonths: integer('duration_in_months'),
    expiresAt: instant('expires_at'),
    maxRedemptions: integer('max_redemptions'),
    timesRedeemed: integer('times_redeemed').notNull().default(0),
    archivedAt: instant('archived_at'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAtColumn(),
  },
  (table) => [primaryKey({ columns: [table.id, table.businessId] })],
);

/** The coupon a subscription was started with, its terms as redeemed; migration 0097. */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: serial('id').notNull(),
    businessId: businessIdColumn(),
    couponId: integer('coupon_id').notNull(),
    subscriptionId: integer('subscription_id').notNull(),
    code: text('code').notNull(),
    percentOff: integer('percent_off'),
    amountOff: integer('amount_off'),
    duration: text('duration', { enum: COUPON_DURATIONS }).notNull(),
    discountEndsAt: instant('discount_ends_at'),
    redeemedAt: instant('redeemed_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.id, table.businessId] })],
);
