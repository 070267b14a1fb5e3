import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@fairplay/contracts';
import { ok } from '../../plugins/envelope.js';
import { implement } from '../../plugins/endpoint-routes.js';
import { requireMember } from '../identity/index.js';
import type { LocationsService } from './locations.service.js';

export function locationsRoutes(service: LocationsService): FastifyPluginAsync {
  return async (app) => {
    implement(app, endpoints.locations, {
      list: async (request) => ok(await service.list(requireMember(request), request.query)),
      create: async (request) => ok(await service.create(requireMember(request), request.body), 'Location created.'),
      get: async (request) => ok(await service.get(requireMember(request), request.params.id)),
      rename: async (request) =>
        ok(await service.rename(requireMember(request), request.params.id, request.body), 'Location updated.'),
    });
    implement(app, endpoints.checkins, {
      atLocation: async (request) => ok(await service.checkIns(requireMember(request), request.params.id)),
    });
  };
}
