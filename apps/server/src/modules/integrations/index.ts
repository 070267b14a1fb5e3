import { TenantScope, type Executor } from '@fairplay/db';
import type { AppDeps } from '../../deps.js';
import type { AppModule } from '../../module.js';
import { listStaff } from '../clubs/index.js';
import { findContacts } from '../identity/index.js';
import type { JobRunner } from '../jobs/index.js';
import { createLimiter } from '../limits/index.js';
import { enqueueEmail } from '../mail/index.js';
import { createApiKeysService } from './api-keys.service.js';
import { integrationsRoutes } from './integrations.routes.js';
import { deliveryJob, replayJob } from './webhook-delivery.js';
import { createWebhooksService } from './webhooks.service.js';

export { emitWebhookEvent, MAX_TRIES, RETRY_DELAYS_MS, DELIVER_JOB, REPLAY_JOB } from './webhook-delivery.js';
export { signedHeaders } from './webhook-signing.js';
export type { AuthenticatedKey } from './api-keys.service.js';

/** The owners hear that an endpoint was turned off (through the outbox, in the caller's transaction). */
async function tellOwners(db: Executor, businessId: number, url: string, publicUrl: string): Promise<void> {
  const staff = await listStaff(new TenantScope(db, businessId));
  const owners = await findContacts(
    db,
    staff.filter((person) => person.member_type === 'owner').map((person) => person.user_id),
  );
  for (const owner of owners)
    await enqueueEmail(db, {
      businessId,
      to: owner.email,
      subject: 'A webhook endpoint was turned off',
      text:
        `Hello ${owner.firstName},\n\nEvery delivery to your webhook endpoint ${url} failed for 3 days, so Fairplay ` +
        `has turned it off and sends it nothing more. Once the receiver works again, turn the endpoint back on in ` +
        `Settings → Integrations (${publicUrl}/private/settings?tab=integrations) and replay the deliveries it missed ` +
        `from its delivery log.\n`,
    });
}

/**
 * Integrations (issue 30.9-11; tables api_keys, webhook_endpoints, webhook_deliveries, webhook_attempts): the
 * club's API keys, which the identity plugin accepts as `Authorization: Bearer fp_live_...` through
 * `authenticateKey`, and its webhook endpoints, fed by `emitWebhookEvent` in the transaction of each event's cause
 * and delivered by the job queue.
 */
export function integrationsModule(deps: AppDeps, jobs: JobRunner) {
  const limiter = createLimiter(deps.db, deps.now);
  const keys = createApiKeysService(deps.db, deps.now, limiter);
  const webhooks = createWebhooksService(deps.db, deps.now);
  const needs = {
    db: deps.db,
    allowPrivate: deps.config.webhooksAllowPrivate,
    endpointDisabled: (db: Executor, businessId: number, url: string) =>
      tellOwners(db, businessId, url, deps.config.publicUrl),
  };
  jobs.register(deliveryJob(needs));
  jobs.register(replayJob(needs));
  const module: AppModule = { name: 'integrations', routes: integrationsRoutes(keys, webhooks) };
  return { ...module, authenticateKey: keys.authenticate };
}
