import { integer, pgTable, primaryKey, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { businessIdColumn, createdAtColumn } from './columns.js';
import { users } from './users.js';

export const BOOKING_FEE_STATUSES = ['pending', 'charged', 'invoiced', 'unpaid', 'waived'] as const;

/** A no-show or late-cancel fee of one player of one booking (issue 13; migration 0113), charged at most once. */
export const bookingFees = pgTable(
  'booking_fees',
  {
    id: serial('id').notNull(),
    businessId: businessIdColumn(),
    kind: text('kind', { enum: ['no_show', 'late_cancel'] }).notNull(),
    /** The booking (a lesson's occurrence for a lesson place); no foreign key: a cancelled booking is deleted. */
    appointmentId: integer('appointment_id').notNull(),
    lessonBookingId: integer('lesson_booking_id'),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: BOOKING_FEE_STATUSES }).notNull().default('pending'),
    chargeId: integer('charge_id'),
    failureMessage: text('failure_message'),
    waivedBy: integer('waived_by').references(() => users.id, { onDelete: 'set null' }),
    waivedAt: timestamp('waived_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.id, table.businessId] }),
    unique('booking_fees_once').on(table.businessId, table.kind, table.appointmentId, table.userId),
  ],
);
