import { sql } from 'drizzle-orm';
import { bigserial, index, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';

/**
 * Live updates across server processes (migration 0240), owned by the appointments module: one row per change the
 * open court sheets of a club must hear, announced by NOTIFY and read again by id after a lost listener connection.
 */
export const liveEvents = pgTable(
  'live_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    businessId: integer('business_id').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (table) => [index('live_events_created_at_idx').on(table.createdAt)],
);
