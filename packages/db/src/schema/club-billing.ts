import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { businesses } from './businesses.js';

/** The plan keys Fairplay sells to clubs (spec 3 section 3 "Plan keys"). */
export const CLUB_PLAN_KEYS = [
  'courtandlessonproviderplan',
  'enterprisecourtandlessonproviderplan',
  'lessonproviderplan',
] as const;
export const CLUB_SUBSCRIPTION_STATUSES = ['trialing', 'active', 'incomplete', 'unpaid', 'canceled'] as const;

const instant = (name: string) => timestamp(name, { withTimezone: true });

/** A promo code Fairplay hands out (migration 0094): percent off, for some months, maybe for one plan. Not club-owned. */
export const promoCodes = pgTable('promo_codes', {
  code: text('code').primaryKey(),
  plan: text('plan', { enum: CLUB_PLAN_KEYS }),
  percentOff: integer('percent_off').notNull(),
  durationMonths: integer('duration_months'),
  expiresAt: instant('expires_at'),
  maxRedemptions: integer('max_redemptions'),
  redemptions: integer('redemptions').notNull().default(0),
  createdAt: instant('created_at').notNull().defaultNow(),
});

/** The club's own Fairplay subscription, one per club (migration 0094; started by a trigger when the club is). */
export const clubSubscriptions = pgTable('club_subscriptions', {
  businessId: integer('business_id')
    .primaryKey()
    .references(() => businesses.id, { onDelete: 'cascade' }),
  plan: text('plan', { enum: CLUB_PLAN_KEYS }).notNull(),
  status: text('status', { enum: CLUB_SUBSCRIPTION_STATUSES }).notNull(),
  amount: integer('amount').notNull(),
  currency: text('currency').notNull().default('usd'),
  promoCode: text('promo_code'),
  percentOff: integer('percent_off').notNull().default(0),
  discountEndsAt: instant('discount_ends_at'),
  trialEndsAt: instant('trial_ends_at'),
  currentPeriodStart: instant('current_period_start').notNull(),
  currentPeriodEnd: instant('current_period_end').notNull(),
  resumesAt: instant('resumes_at'),
  customerId: text('customer_id'),
  paymentMethodId: text('payment_method_id'),
  cardBrand: text('card_brand'),
  cardLast4: text('card_last4'),
  failedAttempts: integer('failed_attempts').notNull().default(0),
  nextAttemptAt: instant('next_attempt_at'),
  canceledAt: instant('canceled_at'),
  createdAt: instant('created_at').notNull().defaultNow(),
  updatedAt: instant('updated_at').notNull().defaultNow(),
});

/** Fairplay's invoice to the club for one period, charged on the platform's account. */
export const clubInvoices = pgTable('club_invoices', {
  id: serial('id').primaryKey(),
  businessId: integer('business_id').notNull(),
  plan: text('plan', { enum: CLUB_PLAN_KEYS }).notNull(),
  periodStart: instant('period_start').notNull(),
  periodEnd: instant('period_end').notNull(),
  amount: integer('amount').notNull(),
  discount: integer('discount').notNull().default(0),
  credit: integer('credit').notNull().default(0),
  total: integer('total').notNull(),
  currency: text('currency').notNull().default('usd'),
  promoCode: text('promo_code'),
  status: text('status', { enum: ['pending', 'paid', 'failed'] }).notNull(),
  attempts: integer('attempts').notNull().default(1),
  providerPaymentId: text('provider_payment_id'),
  failureMessage: text('failure_message'),
  paidAt: instant('paid_at'),
  createdAt: instant('created_at').notNull().defaultNow(),
});
