import { boolean, integer, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { businessIdColumn, createdAtColumn } from './columns.js';
import { sports } from './structure.js';
import { users } from './users.js';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A lesson, clinic or camp listing (issue 11, spec 2 "Lesson listing form"); its times are appointments rows. */
export const lessons = pgTable('lessons', {
  id: serial('id').primaryKey(),
  businessId: businessIdColumn(),
  serviceTypeId: integer('service_type_id').notNull(),
  sportId: integer('sport_id')
    .notNull()
    .references(() => sports.id),
  kind: text('kind', { enum: ['group', 'private', 'camp'] })
    .notNull()
    .default('group'),
  quantity: integer('quantity').notNull(),
  advance: integer('advance').notNull().default(365),
  buffer: integer('buffer').notNull().default(0),
  price: integer('price').notNull().default(0),
  guestPrice: integer('guest_price').notNull().default(0),
  pointPrice: integer('point_price').notNull().default(0),
  guestPointPrice: integer('guest_point_price').notNull().default(0),
  specialPrice: integer('special_price').notNull().default(0),
  specialPoint: integer('special_point').notNull().default(0),
  specialFor: jsonb('special_for').notNull().default([]),
  facilityPrice: integer('facility_price').notNull().default(0),
  facilityPoint: integer('facility_point').notNull().default(0),
  includeFacilityFee: boolean('include_facility_fee').notNull().default(false),
  bookPayType: smallint('book_pay_type').notNull().default(-1),
  cancelAllowed: boolean('cancel_allowed').notNull().default(true),
  cancelAllowedHour: integer('cancel_allowed_hour').notNull().default(24),
  allowBooking: text('allow_booking', { enum: ['single', 'recurrence'] })
    .notNull()
    .default('single'),
  description: text('description').notNull().default(''),
  note: text('note').notNull().default(''),
  online: boolean('online').notNull().default(false),
  maxAllowedBookings: integer('max_allowed_bookings'),
  whoCanBook: jsonb('who_can_book').notNull().default([]),
  rule: jsonb('rule'),
  /** A closed lesson takes no bookings (migration 0175). */
  closed: boolean('closed').notNull().default(false),
  /** Booking closes this many hours before each date starts; null: the buffer alone. */
  allowBookingUntil: integer('allow_booking_until'),
  /** Age, level and gender limits on who may book ({min_age, max_age, min_level, max_level, gender}). */
  whoCanBookFilters: jsonb('who_can_book_filters')
    .notNull()
    .default({ min_age: null, max_age: null, min_level: null, max_level: null, gender: null }),
  bookedBy: integer('booked_by').references(() => users.id, { onDelete: 'set null' }),
  /** A private session a member booked inside a coach's availability (cancelling it frees its court and coach). */
  privateSession: boolean('private_session').notNull().default(false),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAtColumn(),
});

/** One bookable time of a lesson, on its first court's appointment; `booked` never passes `capacity` (a check). */
export const lessonOccurrences = pgTable(
  'lesson_occurrences',
  {
    /** The appointment id of its first court. */
    id: integer('id').notNull(),
    businessId: businessIdColumn(),
    lessonId: integer('lesson_id').notNull(),
    groupId: integer('group_id').notNull(),
    courtIds: integer('court_ids').array().notNull(),
    coachIds: integer('coach_ids').array().notNull().default([]),
    startsAt: instant('starts_at').notNull(),
    endsAt: instant('ends_at').notNull(),
    capacity: integer('capacity').notNull(),
    booked: integer('booked').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.id, table.businessId] })],
);

/** A place on an occurrence: booked, on the waitlist (in id order) or cancelled. */
export const lessonBookings = pgTable('lesson_bookings', {
  id: serial('id').primaryKey(),
  businessId: businessIdColumn(),
  occurrenceId: integer('occurrence_id').notNull(),
  userId: integer('user_id').notNull(),
  fullName: text('full_name').notNull(),
  status: text('status', { enum: ['booked', 'waitlist', 'cancelled'] }).notNull(),
  payMethod: text('pay_method', { enum: ['in_person', 'charge', 'cash', 'points', 'pack'] })
    .notNull()
    .default('in_person'),
  price: integer('price').notNull().default(0),
  points: integer('points').notNull().default(0),
  /** The points spend that paid the place (migration 0089), refunded when the place is cancelled. */
  pointSpendId: integer('point_spend_id'),
  /** A waitlist place's saved method, authorized when the place is promoted (migration 0110). */
  waitlistPaymentMethodId: integer('waitlist_payment_method_id'),
  /** The class pack use that paid the place (migration 0116), given back when cancelled inside the window. */
  packUseId: integer('pack_use_id'),
  attended: boolean('attended'),
  bookedBy: integer('booked_by').references(() => users.id, { onDelete: 'set null' }),
  cancelledBy: integer('cancelled_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAtColumn(),
  cancelledAt: instant('cancelled_at'),
});
