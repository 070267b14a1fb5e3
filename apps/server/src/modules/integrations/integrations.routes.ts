import type { FastifyPluginAsync } from 'fastify';
import { endpoints, INTEGRATION_MESSAGES } from '@fairplay/contracts';
import { ok } from '../../plugins/envelope.js';
import { implement } from '../../plugins/endpoint-routes.js';
import { requireMember } from '../identity/index.js';
import type { ApiKeysService } from './api-keys.service.js';
import type { WebhooksService } from './webhooks.service.js';

export function integrationsRoutes(keys: ApiKeysService, webhooks: WebhooksService): FastifyPluginAsync {
  return async (app) =>
    implement(app, endpoints.integrations, {
      listKeys: async (request) => ok(await keys.list(requireMember(request))),
      createKey: async (request) =>
        ok(await keys.create(requireMember(request), request.body), INTEGRATION_MESSAGES.keyCreated),
      revokeKey: async (request) =>
        ok(await keys.revoke(requireMember(request), request.params.id), INTEGRATION_MESSAGES.keyRevoked),
      listEndpoints: async (request) => ok(await webhooks.list(requireMember(request))),
      createEndpoint: async (request) =>
        ok(await webhooks.create(requireMember(request), request.body), INTEGRATION_MESSAGES.endpointCreated),
      updateEndpoint: async (request) =>
        ok(
          await webhooks.update(requireMember(request), request.params.id, request.body),
          INTEGRATION_MESSAGES.endpointUpdated,
        ),
      deleteEndpoint: async (request) =>
        ok(await webhooks.remove(requireMember(request), request.params.id), INTEGRATION_MESSAGES.endpointDeleted),
      deliveries: async (request) =>
        ok(await webhooks.deliveries(requireMember(request), request.params.id, request.query.page)),
      replay: async (request) =>
        ok(await webhooks.replay(requireMember(request), request.params.id), INTEGRATION_MESSAGES.replayQueued),
    });
}
