import { boolean, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { businessIdColumn, createdAtColumn } from './columns.js';
import { sportCategories } from './structure.js';

export const locations = pgTable('locations', {
  id: serial('id').primaryKey(),
  businessId: businessIdColumn(),
  name: text('name').notNull(),
  address: text('address').notNull(),
  createdAt: createdAtColumn(),
});

export const facilityGroups = pgTable('facility_groups', {
  id: serial('id').primaryKey(),
  businessId: businessIdColumn(),
  locationId: integer('location_id').notNull(),
  name: text('name').notNull(),
  orderIndex: integer('order_index').notNull().default(0),
  sportCategoryId: integer('sport_category_id').references(() => sportCategories.id),
  plan: text('plan', { enum: ['courtandlessonproviderplan', 'enterprisecourtandlessonproviderplan'] }),
  coupon: text('coupon'),
  createdAt: createdAtColumn(),
});

export const courts = pgTable('courts', {
  id: serial('id').primaryKey(),
  businessId: businessIdColumn(),
  facilityGroupId: integer('facility_group_id').notNull(),
  name: text('name').notNull(),
  orderIndex: integer('order_index').notNull().default(0),
  price: integer('price').notNull().default(0),
  details: text('details').notNull().default(''),
  surface: text('surface').notNull().default(''),
  partySize: integer('party_size').notNull().default(4),
  virtualCourt: boolean('virtual_court').notNull().default(false),
  blockedCourts: integer('blocked_courts').array().notNull().default([]),
  blockCourtVerticalStep: integer('block_court_vertical_step').notNull().default(0),
  isBlockCourtVertical: boolean('is_block_court_vertical').notNull().default(false),
  // NULL in the scheduling columns below means the club's setting applies.
  bookingToStart: integer('booking_to_start'),
  minListDuration: integer('min_list_duration'),
  maxTimeForSingles: integer('max_time_for_singles'),
  maxTimeForDoubles: integer('max_time_for_doubles'),
  maxTimeForTriples: integer('max_time_for_triples'),
  maxTimeForQuadruples: integer('max_time_for_quadruples'),
  enableMaxTimeForBookings: boolean('enable_max_time_for_bookings').notNull().default(false),
  timeToStartBooking: integer('time_to_start_booking'),
  enableTimeToStartBooking: boolean('enable_time_to_start_booking').notNull().default(false),
  createdAt: createdAtColumn(),
});

export const serviceTypes = pgTable('service_types', {
  id: serial('id').primaryKey(),
  businessId: businessIdColumn(),
  displayName: text('display_name').notNull(),
  color: text('color').notNull().default('#1bb1e4'),
  hidden: boolean('hidden').notNull().default(false),
  isMinMaxEnabled: boolean('is_min_max_enabled').notNull().default(false),
  minListDuration: integer('min_list_duration'),
  maxListDuration: integer('max_list_duration'),
  allowedCount: integer('allowed_count').notNull().default(50),
  /** Members may book court time as this type (migration 0200); lesson and coaching types say false. */
  courtTime: boolean('court_time').notNull().default(true),
  createdAt: createdAtColumn(),
});
