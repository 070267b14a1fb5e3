import { bigserial, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { businesses } from './businesses.js';

/** The job queue (migration 0024): named job types with a JSON payload, run by the server processes. */
export const jobs = pgTable('jobs', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  /** The club the job works for; null for the system's own jobs. */
  businessId: integer('business_id').references(() => businesses.id, { onDelete: 'cascade' }),
  type: text('type').notNull(),
  key: text('key'),
  payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
  status: text('status', { enum: ['pending', 'done', 'dead'] })
    .notNull()
    .default('pending'),
  runAt: timestamp('run_at', { withTimezone: true }).notNull(),
  attempts: integer('attempts').notNull().default(0),
  maxAttempts: integer('max_attempts').notNull().default(5),
  lastError: text('last_error'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
});
