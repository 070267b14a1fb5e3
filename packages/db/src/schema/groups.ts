import { index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { businessIdColumn, createdAtColumn } from './columns.js';
import { users } from './users.js';

/**
 * A club's group of members (issue 16): customers-list filter, who-can-book and messaging target. Names are unique
 * among the club's active groups (groups_active_name_unique, any letter case); an archived group keeps its members.
 */
export const groups = pgTable('groups', {
  id: serial('id').primaryKey(),
  businessId: businessIdColumn(),
  name: text('name').notNull(),
  archivedAt: timestamp('archived_at', { withTimezone: true }),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAtColumn(),
});

/** Who is in which group; a member who leaves the club leaves its groups (FK to business_members). */
export const groupMembers = pgTable(
  'group_members',
  {
    businessId: businessIdColumn(),
    groupId: integer('group_id').notNull(),
    userId: integer('user_id').notNull(),
    addedBy: integer('added_by').references(() => users.id, { onDelete: 'set null' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.businessId, table.groupId, table.userId] }),
    index('group_members_user_idx').on(table.businessId, table.userId),
  ],
);
