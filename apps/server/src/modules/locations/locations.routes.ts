import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@fairplay/contracts';
import { ok } from '../../plugins/envelope.js';
import { implement } from '../../plugins/endpoint-routes.js';
import { requireMember } from '../identity/index.js';
import type { CheckinDeskService } from './checkin-desk.service.js';
import type { LocationsService } from './locations.service.js';

export function locationsRoutes(service: LocationsService, desk: CheckinDeskService): FastifyPluginAsync {
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
      myCode: async (request) => ok(await desk.myCode(requireMember(request))),
      find: async (request) => ok(await desk.find(requireMember(request), request.query.search)),
      add: async (request) => {
        const member = requireMember(request);
        const result = await desk.add(member, request.selection, request.body);
        return ok(result, desk.messageOf(member, result));
      },
      today: async (request) =>
        ok(await desk.today(requireMember(request), request.selection, request.query.location_id)),
    });
  };
}
