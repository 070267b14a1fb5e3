import { eq, sql } from 'drizzle-orm';
import { stripeWebhookEvents, type Executor } from '@fairplay/db';

/**
 * The only reader and writer of stripe_webhook_events: Stripe's events as received, keyed by Stripe's event id
 * (platform records, no club: the club is found from the connected account when a payment is applied).
 */

export interface ReceivedEvent {
  eventId: string;
  type: string;
  accountId: string | null;
  objectId: string | null;
  livemode: boolean;
  eventCreated: Date;
}

/** Records a delivery: the first inserts the event, a repeat counts one more. Answers the deliveries so far. */
export async function recordDelivery(db: Executor, event: ReceivedEvent, now: Date): Promise<number> {
  const [row] = await db
    .insert(stripeWebhookEvents)
    .values({ ...event, receivedAt: now })
    .onConflictDoUpdate({
      target: stripeWebhookEvents.eventId,
      set: { deliveries: sql`${stripeWebhookEvents.deliveries} + 1` },
    })
    .returning({ deliveries: stripeWebhookEvents.deliveries });
  return row!.deliveries;
}

export async function isProcessed(db: Executor, eventId: string): Promise<boolean> {
  const [row] = await db
    .select({ processedAt: stripeWebhookEvents.processedAt })
    .from(stripeWebhookEvents)
    .where(eq(stripeWebhookEvents.eventId, eventId));
  return Boolean(row?.processedAt);
}

export async function markProcessed(db: Executor, eventId: string, now: Date): Promise<void> {
  await db.update(stripeWebhookEvents).set({ processedAt: now }).where(eq(stripeWebhookEvents.eventId, eventId));
}
