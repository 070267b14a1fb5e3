import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { businessIdColumn, createdAtColumn } from './columns.js';

/** The sport catalogue: reference data shared by every club, seeded by migration 0002. */
export const sportCategories = pgTable('sport_categories', {
  id: integer('id').primaryKey(),
  key: text('key').notNull(),
  displayName: text('display_name').notNull(),
  orderIndex: integer('order_index').notNull().default(0),
});

export const sports = pgTable('sports', {
  id: integer('id').primaryKey(),
  sportCategoryId: integer('sport_category_id')
    .notNull()
    .references(() => sportCategories.id),
  key: text('key').notNull(),
  displayName: text('display_name').notNull(),
  orderIndex: integer('order_index').notNull().default(0),
});

/** A member arriving at one of the club's locations. */
export const checkIns = pgTable('check_ins', {
  id: serial('id').primaryKey(),
  businessId: businessIdColumn(),
  locationId: integer('location_id').notNull(),
  userId: integer('user_id').notNull(),
  checkedInAt: timestamp('checked_in_at', { withTimezone: true }).notNull().defaultNow(),
  createdAt: createdAtColumn(),
  /** The booking the member came for (migration 0012); null when they had none around that time. */
  appointmentId: integer('appointment_id'),
  /** A repeat scan before this instant is the same check-in (the exclusion constraint of migration 0012). */
  repeatUntil: timestamp('repeat_until', { withTimezone: true }),
});

/** A member's personal check-in code in a club (migration 0012): random, made once on first use, then kept. */
export const checkinCodes = pgTable('checkin_codes', {
  id: serial('id').primaryKey(),
  businessId: businessIdColumn(),
  userId: integer('user_id').notNull(),
  code: text('code').notNull(),
  createdAt: createdAtColumn(),
});
