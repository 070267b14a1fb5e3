import { boolean, date, integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { businessIdColumn, createdAtColumn } from './columns.js';
import { users } from './users.js';

/**
 * A club's booking restriction (issue 10, migration 0021): bookings or minutes per day or week, or upcoming
 * bookings held at once; optionally in a prime-time window (prime_days: weekday bit mask, Monday = bit 0), for one
 * sport or facility group; for all members or the member types and groups in restriction_targets.
 */
export const restrictions = pgTable('restrictions', {
  id: serial('id').primaryKey(),
  businessId: businessIdColumn(),
  name: text('name').notNull(),
  unit: text('unit').$type<'bookings' | 'minutes'>().notNull(),
  period: text('period').$type<'day' | 'week' | 'upcoming'>().notNull(),
  maxValue: integer('max_value').notNull(),
  weekStart: smallint('week_start').notNull().default(0),
  primeDays: smallint('prime_days'),
  primeStartMinute: smallint('prime_start_minute'),
  primeEndMinute: smallint('prime_end_minute'),
  sportId: integer('sport_id'),
  facilityGroupId: integer('facility_group_id'),
  allMembers: boolean('all_members').notNull().default(true),
  appliesToStaff: boolean('applies_to_staff').notNull().default(false),
  active: boolean('active').notNull().default(true),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAtColumn(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Who a restriction holds for when not all members: one member type or one group per row. */
export const restrictionTargets = pgTable('restriction_targets', {
  id: serial('id').primaryKey(),
  businessId: businessIdColumn(),
  restrictionId: integer('restriction_id').notNull(),
  memberTypeId: integer('member_type_id'),
  groupId: integer('group_id'),
});

/** One member's exception to a restriction: another limit or an exemption, optionally until a date. */
export const restrictionOverrides = pgTable('restriction_overrides', {
  id: serial('id').primaryKey(),
  businessId: businessIdColumn(),
  restrictionId: integer('restriction_id').notNull(),
  userId: integer('user_id').notNull(),
  exempt: boolean('exempt').notNull().default(false),
  maxValue: integer('max_value'),
  endsOn: date('ends_on', { mode: 'string' }),
  note: text('note').notNull().default(''),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAtColumn(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
