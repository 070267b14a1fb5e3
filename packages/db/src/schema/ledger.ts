import { bigint, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { businessIdColumn, createdAtColumn } from './columns.js';
import { users } from './users.js';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * The ledger (issue 12, migration 0040): every movement of money or points as balanced entries. Entries of one
 * transaction sum to zero per unit (ledger_entries_balanced, checked at commit); entries are append-only.
 */
export const ledgerTransactions = pgTable('ledger_transactions', {
  id: serial('id').primaryKey(),
  businessId: businessIdColumn(),
  kind: text('kind', {
    enum: [
      'charge',
      'cash',
      'check',
      'refund',
      'capture',
      'fee',
      'points',
      'invoice',
      'payout',
      'adjustment',
      'hold',
      'release',
      'proration',
      'dispute',
      'recognition',
    ],
  }).notNull(),
  chargeId: integer('charge_id'),
  refundId: integer('refund_id'),
  memo: text('memo').notNull().default(''),
  createdAt: createdAtColumn(),
});

export const LEDGER_ACCOUNTS = [
  'processor',
  'cash_drawer',
  'checks',
  'revenue',
  'tax_payable',
  'receivable',
  'fees',
  'points_issued',
  'points_held',
  'points_spent',
  'points_expired',
  'card_holds',
  'holds_outstanding',
  'member_credit',
  /** The club's bank account: where payouts of the processor balance go (migration 0128). */
  'bank',
  /** Money a dispute took from the processor balance: back out when the club wins, the loss when it loses (0190). */
  'disputes',
  /** Money paid ahead for a plan's period, a class pack or points, not yet earned (migration 0220). */
  'deferred_revenue',
  /** What was paid ahead and expired unused (breakage, migration 0220). */
  'prepaid_expired',
] as const;

export const DEFERRAL_SOURCES = ['plan', 'pack', 'points'] as const;

/**
 * An amount paid ahead and deferred (migration 0220): released to revenue as it is earned, to prepaid_expired when
 * it expires, given back when refunded. The deferred_revenue account's balance is the sum of what is left.
 */
export const revenueDeferrals = pgTable('revenue_deferrals', {
  id: serial('id').notNull(),
  businessId: businessIdColumn(),
  source: text('source', { enum: DEFERRAL_SOURCES }).notNull(),
  refId: integer('ref_id').notNull(),
  chargeId: integer('charge_id'),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  cadence: text('cadence', { enum: ['period', 'uses'] }).notNull(),
  amount: integer('amount').notNull(),
  released: integer('released').notNull().default(0),
  expired: integer('expired').notNull().default(0),
  returned: integer('returned').notNull().default(0),
  startsAt: instant('starts_at').notNull(),
  endsAt: instant('ends_at'),
  releasedThrough: instant('released_through').notNull(),
  unitsLeft: integer('units_left').notNull().default(0),
  unitsUsed: integer('units_used').notNull().default(0),
  createdAt: createdAtColumn(),
});

export const ledgerEntries = pgTable('ledger_entries', {
  id: serial('id').primaryKey(),
  businessId: businessIdColumn(),
  transactionId: integer('transaction_id').notNull(),
  account: text('account', { enum: LEDGER_ACCOUNTS }).notNull(),
  unit: text('unit', { enum: ['cents', 'points'] })
    .notNull()
    .default('cents'),
  /** Positive: debit; negative: credit. */
  amount: bigint('amount', { mode: 'number' }).notNull(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAtColumn(),
});
