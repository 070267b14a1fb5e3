import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { businesses } from './businesses.js';

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
});
