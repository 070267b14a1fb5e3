import { INTEGRATION_MESSAGES, WEBHOOK_PAYLOAD_VERSION, type WebhookEventType } from '@fairplay/contracts';
import { TenantScope, type Database, type Executor } from '@fairplay/db';
import { enqueueJob, type JobType } from '../jobs/index.js';
import {
  attemptCount,
  disableFailing,
  findDeliveryToSend,
  insertAttempt,
  insertDelivery,
  noteSuccess,
  subscribedEndpoints,
  updateDelivery,
} from './integrations.repository.js';
import { postWebhook } from './outbound.js';
import { newMessageId, signedHeaders } from './webhook-signing.js';

export const DELIVER_JOB = 'webhook.deliver';
export const REPLAY_JOB = 'webhook.replay';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
/**
 * The wait after the n-th failed try (Standard Webhooks' suggested schedule, stretched to 3 days): 5 s, 5 min,
 * 30 min, 2 h, 5 h, 10 h, 14 h, 20 h, 20 h. Ten tries over 71.6 hours; then the delivery has failed.
 */
export const RETRY_DELAYS_MS = [
  5 * SECOND,
  5 * MINUTE,
  30 * MINUTE,
  2 * HOUR,
  5 * HOUR,
  10 * HOUR,
  14 * HOUR,
  20 * HOUR,
  20 * HOUR,
];
export const MAX_TRIES = RETRY_DELAYS_MS.length + 1;

/** Tells the club's owners that an endpoint was turned off (the outbox, in the caller's transaction). */
export type EndpointDisabledNotice = (db: Executor, businessId: number, url: string) => Promise<void>;

export interface DeliveryNeeds {
  db: Database;
  allowPrivate: boolean;
  endpointDisabled: EndpointDisabledNotice;
}

/**
 * Writes an event for every enabled endpoint of the club that wants it, in the caller's transaction (the event's
 * cause): a delivery row with the exact body, and its first try as a job due at once. A rolled-back cause leaves
 * neither, so nothing is sent for what did not happen.
 */
export async function emitWebhookEvent(
  db: Executor,
  businessId: number,
  type: WebhookEventType,
  data: Record<string, unknown>,
  now: Date,
): Promise<number> {
  const scope = new TenantScope(db, businessId);
  const endpoints = await subscribedEndpoints(scope, type);
  if (endpoints.length === 0) return 0;
  const body = JSON.stringify({ type, timestamp: now.toISOString(), version: WEBHOOK_PAYLOAD_VERSION, data });
  const messageId = newMessageId();
  for (const endpoint of endpoints) {
    const delivery = await insertDelivery(scope, {
      endpointId: endpoint.id,
      messageId,
      eventType: type,
      body,
      createdAt: now,
      nextAttemptAt: now,
    });
    await scheduleTry(db, businessId, delivery.id, 1, now);
  }
  return endpoints.length;
}

async function scheduleTry(db: Executor, businessId: number, deliveryId: number, attempt: number, at: Date) {
  await enqueueJob(db, {
    type: DELIVER_JOB,
    businessId,
    key: `delivery:${deliveryId}:${attempt}`,
    payload: { deliveryId, attempt },
    runAt: at,
    // A try is one call: its failure is handled by the next try's job, not by the queue's own retries.
    maxAttempts: 1,
  });
}

interface TryPayload {
  deliveryId: number;
  attempt: number;
}

/**
 * The delivery job. Its transaction plans the next try before the call is made (so a process that stops after the
 * commit still leaves the delivery to its next try) and the call runs after the commit, outside any transaction;
 * its outcome is written in a transaction of its own.
 */
export function deliveryJob(needs: DeliveryNeeds): JobType {
  return {
    type: DELIVER_JOB,
    maxAttempts: 1,
    async run({ db, job, now }) {
      const { deliveryId, attempt } = job.payload as unknown as TryPayload;
      const found = await findDeliveryToSend(db, job.businessId!, deliveryId);
      if (!found || found.delivery.status !== 'pending' || !found.endpoint.enabled) return;
      const delay = RETRY_DELAYS_MS[attempt - 1];
      const next = delay === undefined ? null : new Date(now.getTime() + delay);
      if (next) await scheduleTry(db, job.businessId!, deliveryId, attempt + 1, next);
      const scope = new TenantScope(db, job.businessId!);
      await updateDelivery(scope, deliveryId, { attempts: attempt, nextAttemptAt: next, lastAttemptAt: now });
    },
    async afterCommit({ job, now }) {
      const { deliveryId, attempt } = job.payload as unknown as TryPayload;
      await send(needs, job.businessId!, deliveryId, attempt, false, now);
    },
  };
}

/** A replay from the log: the same message sent again now, once, logged beside the delivery's own tries. */
export function replayJob(needs: DeliveryNeeds): JobType {
  return {
    type: REPLAY_JOB,
    maxAttempts: 1,
    async run() {
      // Nothing to write before the call: a replay lost to a stopped process is asked for again from the log.
    },
    async afterCommit({ job, now }) {
      const { deliveryId } = job.payload as { deliveryId: number };
      await send(needs, job.businessId!, deliveryId, null, true, now);
    },
  };
}

/** Calls the endpoint and records the answer; a last failed try fails the delivery and may turn the endpoint off. */
async function send(
  needs: DeliveryNeeds,
  businessId: number,
  deliveryId: number,
  attempt: number | null,
  replay: boolean,
  now: Date,
): Promise<void> {
  const found = await findDeliveryToSend(needs.db, businessId, deliveryId);
  if (!found) return;
  const { delivery, endpoint } = found;
  if (!replay && (delivery.status !== 'pending' || !endpoint.enabled)) return;
  const headers = signedHeaders(endpoint.secret, delivery.messageId, now, delivery.body);
  const outcome = await postWebhook(endpoint.url, headers, delivery.body, needs.allowPrivate);
  const succeeded = outcome.error === null;
  await needs.db.transaction(async (tx) => {
    const scope = new TenantScope(tx, businessId);
    await insertAttempt(scope, {
      deliveryId,
      attempt: (await attemptCount(scope, deliveryId)) + 1,
      replay,
      at: now,
      statusCode: outcome.statusCode,
      responseBody: outcome.responseBody,
      error: outcome.error,
      durationMs: outcome.durationMs,
    });
    if (succeeded) {
      await updateDelivery(scope, deliveryId, { status: 'succeeded', nextAttemptAt: null });
      await noteSuccess(scope, endpoint.id, now);
      return;
    }
    if (replay || attempt === null || attempt < MAX_TRIES) return;
    await updateDelivery(scope, deliveryId, { status: 'failed', nextAttemptAt: null });
    // Every try of this delivery failed for 3 days and nothing reached the endpoint since it began: turned off, and
    // the owners told. A later success (a replay, another delivery) in the meantime keeps it on.
    if (await disableFailing(scope, endpoint.id, delivery.createdAt, INTEGRATION_MESSAGES.disabledAfterFailures))
      await needs.endpointDisabled(tx, businessId, endpoint.url);
  });
}
