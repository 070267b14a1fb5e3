import { boolean, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { businesses } from './businesses.js';

export const locations = pgTable('locations', {
  id: serial('id').primaryKey(),
  businessId: integer('business_id')
    .notNull()
    .references(() => businesses.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  address: text('address').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const facilityGroups = pgTable('facility_groups', {
  id: serial('id').primaryKey(),
  businessId: integer('business_id')
    .notNull()
    .references(() => businesses.id, { onDelete: 'cascade' }),
  locationId: integer('location_id').notNull(),
  name: text('name').notNull(),
  orderIndex: integer('order_index').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const courts = pgTable('courts', {
  id: serial('id').primaryKey(),
  businessId: integer('business_id')
    .notNull()
    .references(() => businesses.id, { onDelete: 'cascade' }),
  facilityGroupId: integer('facility_group_id').notNull(),
  name: text('name').notNull(),
  orderIndex: integer('order_index').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const serviceTypes = pgTable('service_types', {
  id: serial('id').primaryKey(),
  businessId: integer('business_id')
    .notNull()
    .references(() => businesses.id, { onDelete: 'cascade' }),
  displayName: text('display_name').notNull(),
  color: text('color').notNull().default('#1bb1e4'),
  hidden: boolean('hidden').notNull().default(false),
  isMinMaxEnabled: boolean('is_min_max_enabled').notNull().default(false),
  minListDuration: integer('min_list_duration'),
  maxListDuration: integer('max_list_duration'),
  allowedCount: integer('allowed_count').notNull().default(50),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
