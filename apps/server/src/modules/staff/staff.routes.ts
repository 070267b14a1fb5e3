import type { FastifyPluginAsync } from 'fastify';
import { endpoints, STAFF_MESSAGES } from '@fairplay/contracts';
import { ok } from '../../plugins/envelope.js';
import { implement } from '../../plugins/endpoint-routes.js';
import { requireMember } from '../identity/index.js';
import type { StaffService } from './staff.service.js';

export function staffRoutes(service: StaffService): FastifyPluginAsync {
  return async (app) =>
    implement(app, endpoints.staff, {
      add: async (request) => ok(await service.add(requireMember(request), request.body), STAFF_MESSAGES.added),
      update: async (request) =>
        ok(await service.update(requireMember(request), request.params.id, request.body), STAFF_MESSAGES.updated),
      remove: async (request) => {
        const { name, ...removed } = await service.remove(requireMember(request), request.params.id);
        return ok(removed, STAFF_MESSAGES.removed(name));
      },
      getAll: async (request) => ok(await service.list(requireMember(request))),
      get: async (request) => ok(await service.coaches(requireMember(request), request.query)),
    });
}
