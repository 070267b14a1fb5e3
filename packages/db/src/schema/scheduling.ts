import { sql } from 'drizzle-orm';
import { boolean, integer, jsonb, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { businessIdColumn, createdAtColumn } from './columns.js';
import { sports } from './structure.js';
import { users } from './users.js';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** One create call: the global recurrence that its occurrences share. */
export const appointmentSeries = pgTable('appointment_series', {
  id: serial('id').primaryKey(),
  businessId: businessIdColumn(),
  rule: jsonb('rule'),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAtColumn(),
});

/** One occurrence on one court. An exclusion constraint keeps a court's occurrences from overlapping. */
export const appointments = pgTable('appointments', {
  id: serial('id').primaryKey(),
  businessId: businessIdColumn(),
  seriesId: integer('series_id').notNull(),
  recurrenceId: integer('recurrence_id').notNull(),
  groupId: integer('group_id').notNull(),
  courtId: integer('court_id').notNull(),
  startsAt: instant('starts_at').notNull(),
  endsAt: instant('ends_at').notNull(),
  status: text('status', { enum: ['default', 'disabled'] })
    .notNull()
    .default('default'),
  note: text('note').notNull().default(''),
  closed: boolean('closed').notNull().default(false),
  sportId: integer('sport_id').references(() => sports.id),
  /** The service type the booking is for (its min/max length applies); null: plain court time. */
  serviceTypeId: integer('service_type_id'),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  /** Kept by a trigger on appointment_participants. */
  memberCount: integer('member_count').notNull().default(0),
  makeItPaid: boolean('make_it_paid').notNull().default(false),
  authorized: boolean('authorized').notNull().default(false),
  createdAt: createdAtColumn(),
  updatedAt: instant('updated_at').notNull().defaultNow(),
  /** One more on every change; a write from a stale court sheet names an older one and is refused. */
  version: integer('version').notNull().default(1),
  /** The price it was booked at (integer cents, court time and guest fees) and in points; 0 for court time staff block. */
  bookedPrice: integer('booked_price').notNull().default(0),
  bookedPoints: integer('booked_points').notNull().default(0),
  /** The pay type of the rule that priced it: -1 money or points, 1 money only, 2 points only. */
  bookedPayType: smallint('booked_pay_type').notNull().default(-1),
  /** The lesson this court time belongs to (issue 11); null for a booking. */
  lessonId: integer('lesson_id'),
});

export const appointmentParticipants = pgTable('appointment_participants', {
  id: serial('id').primaryKey(),
  businessId: businessIdColumn(),
  appointmentId: integer('appointment_id').notNull(),
  kind: text('kind', { enum: ['booker', 'partner', 'guest'] }).notNull(),
  userId: integer('user_id'),
  fullName: text('full_name').notNull(),
  createdAt: createdAtColumn(),
});

export const appointmentAssignees = pgTable('appointment_assignees', {
  businessId: businessIdColumn(),
  appointmentId: integer('appointment_id').notNull(),
  userId: integer('user_id').notNull(),
  /**
   * The occurrence's group and time, for the coach's exclusion constraint (issue 11). A BEFORE INSERT trigger copies
   * them from the appointment whatever is sent, so inserts leave them out (the defaults only make them optional
   * here; the database has none).
   */
  groupId: integer('group_id')
    .notNull()
    .default(sql`DEFAULT`),
  startsAt: instant('starts_at')
    .notNull()
    .default(sql`DEFAULT`),
  endsAt: instant('ends_at')
    .notNull()
    .default(sql`DEFAULT`),
});

export const appointmentMessages = pgTable('appointment_messages', {
  id: serial('id').primaryKey(),
  businessId: businessIdColumn(),
  appointmentId: integer('appointment_id').notNull(),
  senderId: integer('sender_id').references(() => users.id, { onDelete: 'set null' }),
  body: text('body').notNull(),
  recipients: integer('recipients').notNull().default(0),
  createdAt: createdAtColumn(),
});

export const idempotencyKeys = pgTable('idempotency_keys', {
  businessId: businessIdColumn(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  key: text('key').notNull(),
  route: text('route').notNull(),
  requestHash: text('request_hash').notNull(),
  statusCode: integer('status_code'),
  response: jsonb('response'),
  createdAt: createdAtColumn(),
});

/** Removed or cancelled occurrences and the refund choice, for payments to settle. */
export const appointmentRemovals = pgTable('appointment_removals', {
  id: serial('id').primaryKey(),
  businessId: businessIdColumn(),
  seriesId: integer('series_id'),
  appointmentIds: integer('appointment_ids').array().notNull(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  removedBy: integer('removed_by').references(() => users.id, { onDelete: 'set null' }),
  reason: text('reason', { enum: ['delete', 'cancel'] }).notNull(),
  refundRequested: boolean('refund_requested').notNull(),
  createdAt: createdAtColumn(),
});
