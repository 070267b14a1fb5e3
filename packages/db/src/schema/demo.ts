import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Codes handed out with a private demo; they unlock /sign-up with a plan. Provider-wide, not club-owned. */
export const demoCodes = pgTable('demo_codes', {
  code: text('code').primaryKey(),
  plan: text('plan', {
    enum: ['courtandlessonproviderplan', 'enterprisecourtandlessonproviderplan', 'lessonproviderplan'],
  }).notNull(),
  /** The discount the club's first months carry when it signs up with the code (migration 0094). */
  percentOff: integer('percent_off').notNull().default(0),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
