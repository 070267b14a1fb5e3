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
  /**
   * Who pays for the family (the payments issue charges them). The database keeps them one of the family's
   * members in its club (families_payer_in_family, migration 0016, deferred to the end of the transaction).
   */
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
  /** The family role: a child or the spouse (neither: the family's primary person); only within a family. */
  isChild: boolean('is_child').notNull().default(false),
  isSpouse: boolean('is_spouse').notNull().default(false),
  /** Only an active membership gives member access; pending waits for staff, declined was refused by them. */
  status: text('status', { enum: ['active', 'pending', 'declined', 'visitor'] })
    .notNull()
    .default('active'),
  decidedAt: timestamp('decided_at', { withTimezone: true }),
  decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAtColumn(),
  /** The member agreed to be listed in the club's member directory (name, picture and level only). */
  directoryListed: boolean('directory_listed').notNull().default(false),
  /** Staff's short note about the member (the member record's "about"). */
  about: text('about'),
  /** The member's gender as the club records it, for the availability rules' gender filter; null: not recorded. */
  gender: text('gender', { enum: ['male', 'female'] }),
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
