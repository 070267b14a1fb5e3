import { integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { businessIdColumn, createdAtColumn } from './columns.js';
import { users } from './users.js';

export const BOOKING_PAYMENT_STATUSES = [
  'pending',
  'paid',
  'unpaid',
  'refunded',
  'authorized',
  'scheduled',
  'released',
  'failed',
] as const;
export const BOOKING_PAYMENT_METHODS = ['charge', 'cash', 'in_person', 'authorize', 'points', 'pack'] as const;

/** What a booking was paid with, or still owes (issue 13; migration 0061). */
export const bookingPayments = pgTable(
  'booking_payments',
  {
    id: serial('id').notNull(),
    businessId: businessIdColumn(),
    status: text('status', { enum: BOOKING_PAYMENT_STATUSES }).notNull(),
    method: text('method', { enum: BOOKING_PAYMENT_METHODS }).notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    chargeId: integer('charge_id'),
    memberUserId: integer('member_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    idempotencyKey: text('idempotency_key'),
    /** Authorize now, capture later (migration 0086): when a scheduled hold is authorized and a hold captured. */
    authorizeAt: timestamp('authorize_at', { withTimezone: true }),
    captureAt: timestamp('capture_at', { withTimezone: true }),
    /** The saved method a scheduled (or renewed) authorization uses. */
    paymentMethodId: integer('payment_method_id'),
    /** The last failed authorization or capture, as staff and the member are told it. */
    failureMessage: text('failure_message'),
    attempts: integer('attempts').notNull().default(0),
    /** The tax rates a hold is priced with and the total with them the person was shown (migration 0271). */
    taxIds: integer('tax_ids').array().notNull().default([]),
    shownTotal: integer('shown_total'),
    /** A cancelled booking's refund or release, its amount, and when it was claimed (migration 0086). */
    cancelAction: text('cancel_action', { enum: ['refund', 'release'] }),
    refundAmount: integer('refund_amount'),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    /** Paid with points (migration 0122): the points spent and their spend; 0 and null otherwise. */
    points: integer('points').notNull().default(0),
    pointSpendId: integer('point_spend_id'),
    createdAt: createdAtColumn(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.id, table.businessId] })],
);

/** The occurrences a booking payment covers, each with its share. */
export const bookingPaymentItems = pgTable(
  'booking_payment_items',
  {
    businessId: businessIdColumn(),
    bookingPaymentId: integer('booking_payment_id').notNull(),
    appointmentId: integer('appointment_id').notNull(),
    amount: integer('amount').notNull(),
    /** The lesson place a payment pays for (migration 0089); null for court time. */
    lessonBookingId: integer('lesson_booking_id'),
    /** Paid with points or a class pack (migration 0122): this occurrence's points, and the pack use that paid it. */
    points: integer('points').notNull().default(0),
    packUseId: integer('pack_use_id'),
  },
  (table) => [primaryKey({ columns: [table.bookingPaymentId, table.appointmentId, table.businessId] })],
);
