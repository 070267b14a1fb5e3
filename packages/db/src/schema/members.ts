import { boolean, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { businessIdColumn, createdAtColumn } from './columns.js';
import { users } from './users.js';

export const memberTypes = pgTable('member_types', {
  id: serial('id').primaryKey(),
  businessId: businessIdColumn(),
  key: text('key', {
    enum: ['owner', 'admin', 'accountant', 'reception', 'coach', 'supercoach', 'superdupercoach', 'member', 'proshop'],
  }).notNull(),
  name: text('name').notNull(),
  manageLessons: boolean('manage_lessons').notNull().default(false),
  rolesUpdatedAt: timestamp('roles_updated_at', { withTimezone: true }),
  rolesUpdatedBy: integer('roles_updated_by').references(() => users.id, { onDelete: 'set null' }),
});

export const memberTypeRoles = pgTable(
  'member_type_roles',
  {
    businessId: integer('business_id').notNull(),
    memberTypeId: integer('member_type_id').notNull(),
    resource: text('resource', {
      enum: [
        'court',
        'lesson',
        'members',
        'notifications',
        'payments',
        'pos_backoffice',
        'settings',
        'analytics',
        'groups',
      ],
    }).notNull(),
    canRead: boolean('can_read').notNull().default(false),
    canUpdate: boolean('can_update').notNull().default(false),
  },
  (table) => [primaryKey({ columns: [table.memberTypeId, table.resource, table.businessId] })],
);

export const families = pgTable('families', {
  id: serial('id').primaryKey(),
  businessId: businessIdColumn(),
  name: text('name').notNull(),
  payerUserId: integer('payer_user_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAtColumn(),
});

export const businessMembers = pgTable('business_members', {
  id: serial('id').primaryKey(),
  businessId: businessIdColumn(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  memberTypeId: integer('member_type_id').notNull(),
  familyId: integer('family_id'),
  /** Only an active membership gives member access; pending waits for staff, declined was refused by them. */
  status: text('status', { enum: ['active', 'pending', 'declined'] })
    .notNull()
    .default('active'),
  decidedAt: timestamp('decided_at', { withTimezone: true }),
  decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAtColumn(),
});

/** An invitation to join a club, sent to an e-mail address (lowercased); the link's token is kept as its SHA-256. */
export const clubInvitations = pgTable('club_invitations', {
  id: serial('id').primaryKey(),
  businessId: businessIdColumn(),
  email: text('email').notNull(),
  tokenHash: text('token_hash').notNull(),
  invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAtColumn(),
  acceptedAt: timestamp('accepted_at', { withTimezone: true }),
  acceptedUserId: integer('accepted_user_id').references(() => users.id, { onDelete: 'set null' }),
  /** The member type the invitation gives (staff invitations); null: a member. */
  memberTypeId: integer('member_type_id'),
});
