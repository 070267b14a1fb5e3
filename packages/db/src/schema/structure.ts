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
});
