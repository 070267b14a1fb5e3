import { integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { businesses } from './businesses.js';

const OUTBOX_KINDS = [
  'account',
  'booking_created',
  'booking_changed',
  'booking_cancelled',
  'staff_message',
  'marketing',
  'parent_message',
  'booking_reminder',
] as const;

export const emailOutbox = pgTable('email_outbox', {
  id: serial('id').primaryKey(),
  businessId: integer('business_id').references(() => businesses.id, { onDelete: 'set null' }),
  toAddress: text('to_address').notNull(),
  subject: text('subject').notNull(),
  textBody: text('text_body').notNull(),
  htmlBody: text('html_body'),
  status: text('status', { enum: ['pending', 'sent', 'failed'] })
    .notNull()
    .default('pending'),
  attempts: integer('attempts').notNull().default(0),
  lastError: text('last_error'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  /** What the e-mail is (migration 0018): the log and the monthly marketing count read it. */
  kind: text('kind', { enum: OUTBOX_KINDS }).notNull().default('account'),
  campaignId: integer('campaign_id'),
  /** Extra headers, e.g. List-Unsubscribe on marketing. */
  headers: jsonb('headers').$type<Record<string, string>>(),
});
