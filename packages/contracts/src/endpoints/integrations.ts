import { z } from 'zod';
import { endpoint } from '../endpoint.js';
import { idParam } from '../fields.js';
import {
  apiKeyBody,
  apiKeySchema,
  createdApiKeySchema,
  createdWebhookEndpointSchema,
  webhookDeliveriesQuery,
  webhookDeliverySchema,
  webhookEndpointBody,
  webhookEndpointSchema,
  webhookEndpointUpdateBody,
} from '../integrations.js';

const tag = 'integrations';
// Settings → Integrations: the owner alone (checked by the service); no API key may call these (`apiKey: false`).
const access = { resource: 'settings', action: 'update' } as const;
const byId = z.object({ id: idParam }).strict();
const common = { tag, access, apiKey: false, personal: true } as const;

/** API keys and webhook endpoints of the club (issue 30.9-10; not in the spec: docs/decisions.md "API keys"). */
export const integrationEndpoints = {
  listKeys: endpoint({ ...common, method: 'GET', path: '/integrations/api-keys', response: z.array(apiKeySchema) }),
  createKey: endpoint({
    ...common,
    method: 'POST',
    path: '/integrations/api-keys',
    body: apiKeyBody,
    response: createdApiKeySchema,
  }),
  revokeKey: endpoint({
    ...common,
    method: 'POST',
    path: '/integrations/api-keys/:id/revoke',
    params: byId,
    response: apiKeySchema,
  }),
  listEndpoints: endpoint({
    ...common,
    method: 'GET',
    path: '/integrations/webhooks',
    response: z.array(webhookEndpointSchema),
  }),
  createEndpoint: endpoint({
    ...common,
    method: 'POST',
    path: '/integrations/webhooks',
    body: webhookEndpointBody,
    response: createdWebhookEndpointSchema,
  }),
  updateEndpoint: endpoint({
    ...common,
    method: 'PUT',
    path: '/integrations/webhooks/:id',
    params: byId,
    body: webhookEndpointUpdateBody,
    response: webhookEndpointSchema,
  }),
  deleteEndpoint: endpoint({
    ...common,
    method: 'DELETE',
    path: '/integrations/webhooks/:id',
    params: byId,
    response: z.object({ id: z.number().int() }),
  }),
  deliveries: endpoint({
    ...common,
    method: 'GET',
    path: '/integrations/webhooks/:id/deliveries',
    params: byId,
    query: webhookDeliveriesQuery,
    response: z.object({ rows: z.array(webhookDeliverySchema), total: z.number().int() }),
  }),
  replay: endpoint({
    ...common,
    method: 'POST',
    path: '/integrations/webhooks/deliveries/:id/replay',
    params: byId,
    response: webhookDeliverySchema,
  }),
};
