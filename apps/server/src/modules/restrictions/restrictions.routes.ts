import type { FastifyPluginAsync } from 'fastify';
import { endpoints, RESTRICTION_MESSAGES } from '@fairplay/contracts';
import { ok } from '../../plugins/envelope.js';
import { implement } from '../../plugins/endpoint-routes.js';
import { requireMember } from '../identity/index.js';
import type { RestrictionsService } from './restrictions.service.js';

export function restrictionsRoutes(service: RestrictionsService): FastifyPluginAsync {
  return async (app) =>
    implement(app, endpoints.restrictions, {
      add: async (request) => ok(await service.add(requireMember(request), request.body), RESTRICTION_MESSAGES.created),
      update: async (request) =>
        ok(await service.update(requireMember(request), request.params.id, request.body), RESTRICTION_MESSAGES.updated),
      all: async (request) => ok(await service.all(requireMember(request))),
      delete: async (request) =>
        ok(await service.delete(requireMember(request), request.params.id), RESTRICTION_MESSAGES.deleted),
      overrides: async (request) => ok(await service.overrides(requireMember(request), request.query)),
      override: async (request) => ok(await service.override(requireMember(request), request.params.id)),
      addOverride: async (request) =>
        ok(await service.addOverride(requireMember(request), request.body), RESTRICTION_MESSAGES.overrideSaved),
      updateOverride: async (request) =>
        ok(
          await service.updateOverride(requireMember(request), request.params.id, request.body),
          RESTRICTION_MESSAGES.overrideSaved,
        ),
      deleteOverride: async (request) =>
        ok(
          await service.deleteOverride(requireMember(request), request.params.id),
          RESTRICTION_MESSAGES.overrideDeleted,
        ),
      statistics: async (request) =>
        ok(await service.statistics(requireMember(request), request.params.id, request.body)),
    });
}
