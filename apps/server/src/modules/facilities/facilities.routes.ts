import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@fairplay/contracts';
import { ok } from '../../plugins/envelope.js';
import { implement } from '../../plugins/endpoint-routes.js';
import { requireMember } from '../identity/index.js';
import type { FacilitiesService } from './facilities.service.js';

export function facilitiesRoutes(service: FacilitiesService): FastifyPluginAsync {
  return async (app) =>
    implement(app, endpoints.facilities, {
      list: async (request) => ok(await service.list(requireMember(request), request.selection)),
      create: async (request) => ok(await service.create(requireMember(request), request.body), 'Facility created.'),
      staff: async (request) => ok(await service.staff(requireMember(request))),
      reorder: async (request) => ok(await service.reorder(requireMember(request), request.body), 'Order saved.'),
      get: async (request) => ok(await service.get(requireMember(request), request.params.id)),
      rename: async (request) =>
        ok(await service.rename(requireMember(request), request.params.id, request.body), 'Facility updated.'),
    });
}
