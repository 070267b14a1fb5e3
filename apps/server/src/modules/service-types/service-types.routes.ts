import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@fairplay/contracts';
import { ok } from '../../plugins/envelope.js';
import { implement } from '../../plugins/endpoint-routes.js';
import { requireAuth, requireMember } from '../identity/index.js';
import type { ServiceTypesService } from './service-types.service.js';

export function serviceTypesRoutes(service: ServiceTypesService): FastifyPluginAsync {
  return async (app) =>
    implement(app, endpoints.serviceTypes, {
      list: async (request) => ok(await service.list(requireMember(request), request.query.hidden === 'true')),
      listOfClub: async (request) =>
        ok(await service.listOfClub(requireAuth(request), request.params.x, request.query.hidden === 'true')),
      get: async (request) => ok(await service.get(requireMember(request), request.params.id)),
      create: async (request) =>
        ok(await service.create(requireMember(request), request.body), 'Service type created.'),
      update: async (request) =>
        ok(await service.update(requireMember(request), request.params.id, request.body), 'Service type saved.'),
      setHidden: async (request) =>
        ok(await service.setHidden(requireMember(request), request.params.id, request.body.hidden)),
    });
}
