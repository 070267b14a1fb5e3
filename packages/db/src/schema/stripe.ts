import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Stripe's webhook events as received (migrations 0055, 0100): the event id is the key that makes duplicates no-ops. */
export const stripeWebhookEvents = pgTable(
  'stripe_webhook_events',
  {
    eventId: text('event_id').primaryKey(),
    type: text('type').notNull(),
    accountId: text('account_id'),
    objectId: text('object_id'),
    livemode: boolean('livemode').notNull(),
    eventCreated: instant('event_created').notNull(),
    receivedAt: instant('received_at').notNull().defaultNow(),
    deliveries: integer('deliveries').notNull().default(1),
    processedAt: instant('processed_at'),
  },
  (table) => [
    index('stripe_webhook_events_pending')
      .on(table.eventCreated)
      .where(sql`processed_at IS NULL`),
  ],
);
