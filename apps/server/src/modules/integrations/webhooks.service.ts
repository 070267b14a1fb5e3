import {
  INTEGRATION_LIMITS,
  INTEGRATION_MESSAGES,
  type CreatedWebhookEndpoint,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookEndpointBody,
  type WebhookEndpointUpdateBody,
  type WebhookEventType,
  type webhookEndpointBody,
  type webhookEndpointUpdateBody,
} from '@fairplay/contracts';
import type { Database } from '@fairplay/db';
import type { z } from 'zod';
import { AppError, notFound } from '../../errors.js';
import { enqueueJob } from '../jobs/index.js';
import type { MemberContext } from '../identity/index.js';
import {
  attemptsOf,
  countEndpoints,
  deleteEndpoint,
  deliveriesPage,
  findDelivery,
  findEndpoint,
  insertEndpoint,
  listEndpoints,
  updateEndpoint,
  type WebhookAttemptRow,
  type WebhookDeliveryRow,
  type WebhookEndpointRow,
} from './integrations.repository.js';
import { lockClubIntegrations } from './api-keys.service.js';
import { requireOwner } from './owner.js';
import { REPLAY_JOB } from './webhook-delivery.js';
import { newWebhookSecret } from './webhook-signing.js';

const toEndpoint = (row: WebhookEndpointRow): WebhookEndpoint => ({
  id: row.id,
  url: row.url,
  description: row.description,
  events: row.events as WebhookEventType[],
  enabled: row.enabled,
  disabled_reason: row.disabledReason,
  created_at: row.createdAt.toISOString(),
  last_success_at: row.lastSuccessAt?.toISOString() ?? null,
});

const toDelivery = (row: WebhookDeliveryRow, log: WebhookAttemptRow[]): WebhookDelivery => ({
  id: row.id,
  message_id: row.messageId,
  event_type: row.eventType,
  status: row.status,
  attempts: row.attempts,
  created_at: row.createdAt.toISOString(),
  next_attempt_at: row.nextAttemptAt?.toISOString() ?? null,
  body: row.body,
  log: log
    .filter((attempt) => attempt.deliveryId === row.id)
    .map((attempt) => ({
      attempt: attempt.attempt,
      replay: attempt.replay,
      at: attempt.at.toISOString(),
      status_code: attempt.statusCode,
      response_body: attempt.responseBody,
      error: attempt.error,
      duration_ms: attempt.durationMs,
    })),
});

export function createWebhooksService(db: Database, now: () => Date) {
  async function owned(member: MemberContext, id: number): Promise<WebhookEndpointRow> {
    requireOwner(member);
    const row = await findEndpoint(member.scope, id);
    if (!row) throw notFound('Webhook endpoint');
    return row;
  }

  return {
    async list(member: MemberContext): Promise<WebhookEndpoint[]> {
      requireOwner(member);
      return (await listEndpoints(member.scope)).map(toEndpoint);
    },

    async create(member: MemberContext, body: z.output<typeof webhookEndpointBody>): Promise<CreatedWebhookEndpoint> {
      requireOwner(member);
      const secret = newWebhookSecret();
      const row = await db.transaction(async (tx) => {
        const scope = member.scope.within(tx);
        await lockClubIntegrations(tx, member.business.id);
        if ((await countEndpoints(scope)) >= INTEGRATION_LIMITS.endpointsMax)
          throw new AppError(409, INTEGRATION_MESSAGES.tooManyEndpoints, {
            errors: [{ field: 'url', message: INTEGRATION_MESSAGES.tooManyEndpoints }],
          });
        return insertEndpoint(scope, { ...body, secret, createdBy: member.user.id });
      });
      return { ...toEndpoint(row), secret };
    },

    async update(
      member: MemberContext,
      id: number,
      body: z.output<typeof webhookEndpointUpdateBody>,
    ): Promise<WebhookEndpoint> {
      await owned(member, id);
      const { enabled, ...rest } = body;
      const changes = {
        ...rest,
        // Turned on again: the reason it was turned off goes; turned off by the owner: that is the reason.
        ...(enabled === undefined ? {} : { enabled, disabledReason: enabled ? null : 'Turned off by the owner.' }),
      };
      const row = Object.keys(changes).length > 0 ? await updateEndpoint(member.scope, id, changes) : undefined;
      return toEndpoint(row ?? (await owned(member, id)));
    },

    async remove(member: MemberContext, id: number): Promise<{ id: number }> {
      await owned(member, id);
      if (!(await deleteEndpoint(member.scope, id))) throw notFound('Webhook endpoint');
      return { id };
    },

    async deliveries(member: MemberContext, id: number, page: number) {
      await owned(member, id);
      const { rows, total } = await deliveriesPage(member.scope, id, page, INTEGRATION_LIMITS.deliveriesPage);
      const log = await attemptsOf(
        member.scope,
        rows.map((row) => row.id),
      );
      return { rows: rows.map((row) => toDelivery(row, log)), total };
    },

    /** Sends a logged delivery again (a job, right away): the same message id and body, signed anew. */
    async replay(member: MemberContext, deliveryId: number): Promise<WebhookDelivery> {
      requireOwner(member);
      const row = await findDelivery(member.scope, deliveryId);
      if (!row) throw notFound('Delivery');
      const at = now();
      await enqueueJob(db, {
        type: REPLAY_JOB,
        businessId: member.business.id,
        key: `replay:${deliveryId}:${at.getTime()}`,
        payload: { deliveryId },
        runAt: at,
        maxAttempts: 1,
      });
      return toDelivery(row, await attemptsOf(member.scope, [row.id]));
    },
  };
}

export type WebhooksService = ReturnType<typeof createWebhooksService>;
export type { WebhookEndpointBody, WebhookEndpointUpdateBody };
