import { date, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { businessIdColumn, createdAtColumn } from './columns.js';
import { users } from './users.js';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A payer's monthly invoice (issue 12, migration 0074): the charges added to it in one club-local month. */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').notNull(),
    businessId: businessIdColumn(),
    payerUserId: integer('payer_user_id')
      .notNull()
      .references(() => users.id),
    /** The first day of the club-local month (YYYY-MM-01). */
    period: date('period', { mode: 'string' }).notNull(),
    status: text('status', { enum: ['open', 'paid'] })
      .notNull()
      .default('open'),
    currency: text('currency').notNull(),
    amount: integer('amount').notNull().default(0),
    tax: integer('tax').notNull().default(0),
    total: integer('total').notNull().default(0),
    /** The end of the club-local month, then the next try after a failed one. */
    collectAt: instant('collect_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    chargeId: integer('charge_id'),
    paidAt: instant('paid_at'),
    createdAt: createdAtColumn(),
  },
  (table) => [primaryKey({ columns: [table.id, table.businessId] })],
);
