import { sql } from 'drizzle-orm';
import { date, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { businesses } from './businesses.js';

/** People are global: one account may belong to several clubs through business_members. */
export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  uid: text('uid').notNull().unique(),
  username: text('username').notNull().unique(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  dob: date('dob', { mode: 'string' }),
  phone: text('phone'),
  profileImage: text('profile_image'),
  userType: text('user_type', { enum: ['bu', 'nbu'] }).notNull(),
  status: text('status', { enum: ['active', 'blocked', 'paused'] })
    .notNull()
    .default('active'),
  blockMessage: text('block_message'),
  currentBusinessId: integer('current_business_id').references(() => businesses.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  /** Kept by the database (migration 0013): what the customers search matches, lowercased. */
  searchText: text('search_text').generatedAlwaysAs(
    sql`lower(first_name || ' ' || last_name || ' ' || email || ' ' || last_name || ' ' || first_name)`,
  ),
});

export const authSessions = pgTable('auth_sessions', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  userAgent: text('user_agent'),
  ip: text('ip'),
});

export const passwordResets = pgTable('password_resets', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  codeHash: text('code_hash').notNull(),
  attempts: integer('attempts').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});
