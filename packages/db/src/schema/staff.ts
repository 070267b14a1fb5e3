import { boolean, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { businessIdColumn } from './columns.js';

/** What members are shown of a staff member: hidden from members' coach lists, a short bio and a colour. */
export const staffProfiles = pgTable(
  'staff_profiles',
  {
    businessId: businessIdColumn(),
    userId: integer('user_id').notNull(),
    hidden: boolean('hidden').notNull().default(false),
    bio: text('bio').notNull().default(''),
    color: text('color'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.businessId, table.userId] })],
);

/** The facility groups a staff member works in (composite keys keep both ends in one club). */
export const staffFacilityGroups = pgTable(
  'staff_facility_groups',
  {
    businessId: businessIdColumn(),
    userId: integer('user_id').notNull(),
    facilityGroupId: integer('facility_group_id').notNull(),
  },
  (table) => [primaryKey({ columns: [table.businessId, table.userId, table.facilityGroupId] })],
);
