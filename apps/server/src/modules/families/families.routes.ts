import type { FastifyPluginAsync } from 'fastify';
import { endpoints, FAMILY_MESSAGES } from '@fairplay/contracts';
import { ok } from '../../plugins/envelope.js';
import { implement } from '../../plugins/endpoint-routes.js';
import { requireMember } from '../identity/index.js';
import type { FamiliesService } from './families.service.js';

export function familiesRoutes(service: FamiliesService): FastifyPluginAsync {
  return async (app) =>
    implement(app, endpoints.families, {
      set: async (request) => {
        const view = await service.set(requireMember(request), request.params.id, request.body);
        return ok(view, view.family ? FAMILY_MESSAGES.saved : FAMILY_MESSAGES.dissolved);
      },
      get: async (request) => ok(await service.get(requireMember(request), request.params.id)),
      overview: async (request) =>
        ok(await service.overview(requireMember(request), request.params.id, request.params.x)),
    });
}
