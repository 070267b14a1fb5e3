import { boolean, date, integer, numeric, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { DISPUTE_STATUSES } from '@fairplay/contracts';
import { businessIdColumn, createdAtColumn } from './columns.js';
import { users } from './users.js';
import { DEFERRAL_SOURCES } from './ledger.js';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const providerEnum = { enum: ['sandbox', 'stripe'] as [string, ...string[]] };

/** The club's connected account at the payment provider. */
export const paymentAccounts = pgTable('payment_accounts', {
  businessId: businessIdColumn().primaryKey(),
  provider: text('provider', providerEnum).notNull(),
  accountId: text('account_id').notNull(),
  connectedBy: integer('connected_by').references(() => users.id, { onDelete: 'set null' }),
  connectedAt: instant('connected_at').notNull().defaultNow(),
  /** Stripe's account.application.deauthorized: not connected until the club connects again (migration 0190). */
  disconnectedAt: instant('disconnected_at'),
});

/** A payer's customer record at the provider. */
export const paymentCustomers = pgTable(
  'payment_customers',
  {
    businessId: businessIdColumn(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider', providerEnum).notNull(),
    customerId: text('customer_id').notNull(),
    createdAt: createdAtColumn(),
  },
  (table) => [primaryKey({ columns: [table.businessId, table.userId] })],
);

/** A payer's saved card or bank account; exactly one default per payer (database-enforced). */
export const paymentMethods = pgTable('payment_methods', {
  id: serial('id').primaryKey(),
  businessId: businessIdColumn(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  providerMethodId: text('provider_method_id').notNull(),
  object: text('object', { enum: ['card', 'bank_account'] }).notNull(),
  brand: text('brand').notNull(),
  last4: text('last4').notNull(),
  expMonth: integer('exp_month'),
  expYear: integer('exp_year'),
  accountHolderName: text('account_holder_name'),
  verified: boolean('verified').notNull(),
  isDefault: boolean('is_default').notNull().default(false),
  createdAt: createdAtColumn(),
});

/** A club's tax rate; the percentage is fixed once created. */
export const taxes = pgTable('taxes', {
  id: serial('id').primaryKey(),
  businessId: businessIdColumn(),
  displayName: text('display_name').notNull(),
  description: text('description').notNull().default(''),
  percentage: numeric('percentage', { precision: 6, scale: 3, mode: 'number' }).notNull(),
  type: text('type', { enum: ['Sales Tax', 'custom'] })
    .notNull()
    .default('Sales Tax'),
  typeName: text('type_name').notNull().default(''),
  jurisdiction: text('jurisdiction').notNull().default('Default region'),
  inclusive: boolean('inclusive').notNull().default(false),
  /** Charged on court bookings (ours; issue 24): the checkout shows the price with these taxes. */
  courtTime: boolean('court_time').notNull().default(false),
  /** Charged on lesson places, camp days and coaches' private sessions (ours; issue 24 point 4). */
  lessons: boolean('lessons').notNull().default(false),
  /** Charged on points purchases (ours; issue 24 point 4): the Buy points dialog shows the price with them. */
  points: boolean('points').notNull().default(false),
  archivedAt: instant('archived_at'),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAtColumn(),
});

/** A charge: through the provider (card, ACH, terminal) or taken at the desk (cash, check). */
export const charges = pgTable('charges', {
  id: serial('id').primaryKey(),
  businessId: businessIdColumn(),
  type: text('type', { enum: ['card', 'ach', 'terminal', 'cash', 'check-input'] }).notNull(),
  status: text('status', {
    enum: ['processing', 'requires_action', 'succeeded', 'failed', 'invoiced', 'authorized', 'released', 'voided'],
  }).notNull(),
  amount: integer('amount').notNull(),
  tax: integer('tax').notNull().default(0),
  taxPercent: numeric('tax_percent', { precision: 8, scale: 3, mode: 'number' }).notNull().default(0),
  total: integer('total').notNull(),
  amountRefunded: integer('amount_refunded').notNull().default(0),
  currency: text('currency').notNull(),
  description: text('description').notNull().default(''),
  fullName: text('full_name').notNull().default(''),
  memberUserId: integer('member_user_id').references(() => users.id, { onDelete: 'set null' }),
  payerUserId: integer('payer_user_id').references(() => users.id, { onDelete: 'set null' }),
  paymentMethodId: integer('payment_method_id'),
  sourceObject: text('source_object', { enum: ['card', 'bank_account', 'card_present'] }),
  sourceBrand: text('source_brand').notNull().default(''),
  sourceLast4: text('source_last4').notNull().default(''),
  provider: text('provider', providerEnum),
  providerPaymentId: text('provider_payment_id'),
  nextActionUrl: text('next_action_url'),
  /** A terminal charge: the provider's reader that takes it (migration 0080). */
  providerReaderId: text('provider_reader_id'),
  failureCode: text('failure_code'),
  failureMessage: text('failure_message'),
  idempotencyKey: text('idempotency_key'),
  requestHash: text('request_hash'),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAtColumn(),
  /** The secret part of the receipt's own URL (migration 0073), made by the database. */
  receiptKey: text('receipt_key')
    .notNull()
    .default(sql`replace(gen_random_uuid()::text, '-', '')`),
  /** The monthly invoice this charge was added to (status 'invoiced', migration 0074). */
  invoiceId: integer('invoice_id'),
  /** The monthly invoice this charge collects: its ledger movement settles the receivable. */
  collectsInvoiceId: integer('collects_invoice_id'),
  /** While authorized: when the hold lapses (migration 0086). */
  authorizationExpiresAt: instant('authorization_expires_at'),
  /** The provider's fee for a paid provider charge (application fee and its own, migration 0128). */
  processorFee: integer('processor_fee'),
  /** The status of the charge's latest dispute, as the provider last reported it (migration 0190); null: none. */
  disputeStatus: text('dispute_status', { enum: DISPUTE_STATUSES }),
  /** What the charge pays ahead for (migration 0220): its revenue is deferred (null: earned when charged). */
  deferralSource: text('deferral_source', { enum: DEFERRAL_SOURCES }),
  deferralRef: integer('deferral_ref'),
  deferralFrom: instant('deferral_from'),
  deferralUntil: instant('deferral_until'),
  deferralUnits: integer('deferral_units'),
});

/** A payout of the club's processor balance to its bank, as the provider reported it (migration 0128). */
export const payouts = pgTable('payouts', {
  id: serial('id').notNull(),
  businessId: businessIdColumn(),
  provider: text('provider', providerEnum).notNull(),
  providerPayoutId: text('provider_payout_id').notNull(),
  amount: integer('amount').notNull(),
  currency: text('currency').notNull(),
  status: text('status', { enum: ['paid', 'failed'] }).notNull(),
  arrivalDate: date('arrival_date', { mode: 'string' }).notNull(),
  createdAt: createdAtColumn(),
});

/** A dispute (chargeback) of a charge, as the provider last reported it (migration 0190). */
export const disputes = pgTable('disputes', {
  id: serial('id').notNull(),
  businessId: businessIdColumn(),
  chargeId: integer('charge_id').notNull(),
  providerDisputeId: text('provider_dispute_id').notNull(),
  amount: integer('amount').notNull(),
  currency: text('currency').notNull(),
  reason: text('reason').notNull(),
  status: text('status', { enum: DISPUTE_STATUSES }).notNull(),
  evidenceDueBy: instant('evidence_due_by'),
  createdAt: createdAtColumn(),
  updatedAt: instant('updated_at').notNull().defaultNow(),
});

/** A balance transaction of a dispute (a withdrawal or a reinstatement), posted to the ledger once. */
export const disputeMovements = pgTable('dispute_movements', {
  id: serial('id').notNull(),
  businessId: businessIdColumn(),
  disputeId: integer('dispute_id').notNull(),
  providerTransactionId: text('provider_transaction_id').notNull(),
  amount: integer('amount').notNull(),
  fee: integer('fee').notNull(),
  createdAt: createdAtColumn(),
});

/** An order line of a charge. */
export const chargeLines = pgTable('charge_lines', {
  id: serial('id').primaryKey(),
  businessId: businessIdColumn(),
  chargeId: integer('charge_id').notNull(),
  description: text('description').notNull(),
  price: integer('price').notNull(),
  count: integer('count').notNull(),
  tax: integer('tax').notNull().default(0),
  total: integer('total').notNull(),
  returnedCount: integer('returned_count').notNull().default(0),
  amountRefunded: integer('amount_refunded').notNull().default(0),
  taxRefunded: integer('tax_refunded').notNull().default(0),
  createdAt: createdAtColumn(),
});

/** The rates applied to a line, as they were when charged. */
export const chargeLineTaxes = pgTable(
  'charge_line_taxes',
  {
    businessId: businessIdColumn(),
    lineId: integer('line_id').notNull(),
    taxId: integer('tax_id').notNull(),
    displayName: text('display_name').notNull(),
    percentage: numeric('percentage', { precision: 6, scale: 3, mode: 'number' }).notNull(),
    inclusive: boolean('inclusive').notNull(),
    amount: integer('amount').notNull(),
  },
  (table) => [primaryKey({ columns: [table.businessId, table.lineId, table.taxId] })],
);

export const refunds = pgTable('refunds', {
  id: serial('id').primaryKey(),
  businessId: businessIdColumn(),
  chargeId: integer('charge_id').notNull(),
  lineId: integer('line_id'),
  amount: integer('amount').notNull(),
  tax: integer('tax').notNull().default(0),
  count: integer('count').notNull().default(0),
  status: text('status', { enum: ['pending', 'succeeded', 'failed'] }).notNull(),
  providerRefundId: text('provider_refund_id'),
  failureMessage: text('failure_message'),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAtColumn(),
  /** The refund call's Idempotency-Key and a hash of its request (migration 0140); NULL for the rules' refunds. */
  idempotencyKey: text('idempotency_key'),
  requestHash: text('request_hash'),
});
