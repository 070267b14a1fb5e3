import { boolean, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { businessIdColumn, createdAtColumn } from './columns.js';
import { users } from './users.js';

/** A split booking (issue 13, club setting split_payment; migration 0120): one occurrence and the price shared. */
export const bookingSplits = pgTable(
  'booking_splits',
  {
    id: serial('id').notNull(),
    businessId: businessIdColumn(),
    appointmentId: integer('appointment_id').notNull(),
    price: integer('price').notNull(),
    currency: text('currency').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAtColumn(),
  },
  (table) => [primaryKey({ columns: [table.id, table.businessId] })],
);

/**
 * Each player's share of a split: the booker's (with the guest fees) and each other member's. `bookingPaymentId`
 * names the booking payment that pays it; null while it is owed.
 */
export const bookingSplitShares = pgTable(
  'booking_split_shares',
  {
    id: serial('id').notNull(),
    businessId: businessIdColumn(),
    splitId: integer('split_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    booker: boolean('booker').notNull(),
    amount: integer('amount').notNull(),
    guestFees: integer('guest_fees').notNull().default(0),
    bookingPaymentId: integer('booking_payment_id'),
    createdAt: createdAtColumn(),
  },
  (table) => [primaryKey({ columns: [table.id, table.businessId] })],
);
