import { boolean, date, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAtColumn } from './columns.js';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/*
 * The sandbox processor's own records (migration 0041; module payment-gateway): no business_id, the processor's
 * ids. The built-in processor keeps them as Stripe keeps its own, apart from the club's money records.
 */

export const sandboxAccounts = pgTable('sandbox_accounts', {
  id: text('id').primaryKey(),
  createdAt: createdAtColumn(),
});

export const sandboxConnectCodes = pgTable('sandbox_connect_codes', {
  code: text('code').primaryKey(),
  accountId: text('account_id')
    .notNull()
    .references(() => sandboxAccounts.id, { onDelete: 'cascade' }),
  expiresAt: instant('expires_at').notNull(),
  usedAt: instant('used_at'),
});

export const sandboxTokens = pgTable('sandbox_tokens', {
  id: text('id').primaryKey(),
  type: text('type', { enum: ['card', 'bank_account'] }).notNull(),
  brand: text('brand').notNull(),
  last4: text('last4').notNull(),
  expMonth: integer('exp_month'),
  expYear: integer('exp_year'),
  accountHolderName: text('account_holder_name'),
  behavior: text('behavior').notNull(),
  expiresAt: instant('expires_at').notNull(),
  usedAt: instant('used_at'),
  createdAt: createdAtColumn(),
});

export const sandboxCustomers = pgTable('sandbox_customers', {
  id: text('id').primaryKey(),
  accountId: text('account_id')
    .notNull()
    .references(() => sandboxAccounts.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  email: text('email').notNull(),
  reference: text('reference').notNull(),
  createdAt: createdAtColumn(),
});

export const sandboxPaymentMethods = pgTable('sandbox_payment_methods', {
  id: text('id').primaryKey(),
  accountId: text('account_id')
    .notNull()
    .references(() => sandboxAccounts.id, { onDelete: 'cascade' }),
  customerId: text('customer_id').references(() => sandboxCustomers.id, { onDelete: 'cascade' }),
  type: text('type', { enum: ['card', 'bank_account'] }).notNull(),
  brand: text('brand').notNull(),
  last4: text('last4').notNull(),
  expMonth: integer('exp_month'),
  expYear: integer('exp_year'),
  accountHolderName: text('account_holder_name'),
  behavior: text('behavior').notNull(),
  verified: boolean('verified').notNull(),
  verifyAttempts: integer('verify_attempts').notNull().default(0),
  detachedAt: instant('detached_at'),
  createdAt: createdAtColumn(),
});

export const sandboxPayments = pgTable('sandbox_payments', {
  id: text('id').primaryKey(),
  accountId: text('account_id')
    .notNull()
    .references(() => sandboxAccounts.id, { onDelete: 'cascade' }),
  amount: integer('amount').notNull(),
  amountCaptured: integer('amount_captured').notNull().default(0),
  amountRefunded: integer('amount_refunded').notNull().default(0),
  currency: text('currency').notNull(),
  status: text('status', {
    enum: ['requires_action', 'requires_capture', 'processing', 'succeeded', 'failed', 'canceled'],
  }).notNull(),
  capture: boolean('capture').notNull(),
  methodType: text('method_type', { enum: ['card', 'bank_account', 'card_present'] }).notNull(),
  brand: text('brand').notNull(),
  last4: text('last4').notNull(),
  behavior: text('behavior').notNull(),
  customerId: text('customer_id'),
  paymentMethodId: text('payment_method_id'),
  reference: text('reference').notNull(),
  description: text('description').notNull().default(''),
  failureCode: text('failure_code'),
  failureMessage: text('failure_message'),
  authorizationExpiresAt: instant('authorization_expires_at'),
  createdAt: createdAtColumn(),
  /** A terminal payment's client secret (migration 0079). */
  clientSecret: text('client_secret'),
});

export const sandboxRefunds = pgTable('sandbox_refunds', {
  id: text('id').primaryKey(),
  accountId: text('account_id')
    .notNull()
    .references(() => sandboxAccounts.id, { onDelete: 'cascade' }),
  paymentId: text('payment_id')
    .notNull()
    .references(() => sandboxPayments.id, { onDelete: 'cascade' }),
  amount: integer('amount').notNull(),
  status: text('status', { enum: ['succeeded', 'failed'] }).notNull(),
  reference: text('reference').notNull(),
  createdAt: createdAtColumn(),
});

/** The sandbox processor's payouts of an account's available balance (migration 0128). */
export const sandboxPayouts = pgTable('sandbox_payouts', {
  id: text('id').primaryKey(),
  accountId: text('account_id')
    .notNull()
    .references(() => sandboxAccounts.id, { onDelete: 'cascade' }),
  amount: integer('amount').notNull(),
  status: text('status', { enum: ['paid', 'failed'] }).notNull(),
  reference: text('reference').notNull(),
  arrivalDate: date('arrival_date', { mode: 'string' }).notNull(),
  createdAt: createdAtColumn(),
});

export const sandboxIdempotency = pgTable(
  'sandbox_idempotency',
  {
    accountId: text('account_id').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    response: jsonb('response'),
    createdAt: createdAtColumn(),
  },
  (table) => [primaryKey({ columns: [table.accountId, table.key] })],
);
