import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { businessIdColumn, createdAtColumn } from './columns.js';
import { users } from './users.js';

/** The automatic e-mails a club can customise and switch off (migration 0018). */
const NOTIFICATION_KINDS = [
  'booking_created',
  'booking_changed',
  'booking_cancelled',
  'staff_message',
  'booking_reminder',
] as const;

export const notificationTemplates = pgTable(
  'notification_templates',
  {
    businessId: businessIdColumn(),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    enabled: boolean('enabled').notNull().default(true),
    subject: text('subject'),
    body: text('body'),
    /** The reminder's hours before the start (migration 0024); null means the default. */
    hoursBefore: integer('hours_before'),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.businessId, table.kind] })],
);

export const emailCampaigns = pgTable('email_campaigns', {
  id: serial('id').primaryKey(),
  businessId: businessIdColumn(),
  senderId: integer('sender_id').references(() => users.id, { onDelete: 'set null' }),
  audience: text('audience', { enum: ['all', 'picked', 'member', 'groups'] }).notNull(),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  recipients: integer('recipients').notNull(),
  skipped: integer('skipped').notNull().default(0),
  createdAt: createdAtColumn(),
});

export const mailPreferences = pgTable(
  'mail_preferences',
  {
    businessId: businessIdColumn(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mutedKinds: text('muted_kinds').array().notNull().default([]),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    unsubscribeToken: text('unsubscribe_token')
      .notNull()
      .default(sql`replace(gen_random_uuid()::text, '-', '')`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.businessId, table.userId] })],
);

export const inAppNotifications = pgTable('in_app_notifications', {
  id: serial('id').primaryKey(),
  businessId: businessIdColumn(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
  title: text('title').notNull(),
  body: text('body').notNull(),
  link: text('link'),
  createdAt: createdAtColumn(),
  readAt: timestamp('read_at', { withTimezone: true }),
});
