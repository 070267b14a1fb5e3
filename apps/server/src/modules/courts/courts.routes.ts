import type { FastifyPluginAsync } from 'fastify';
import { COURT_MESSAGES, endpoints } from '@fairplay/contracts';
import { ok } from '../../plugins/envelope.js';
import { implement } from '../../plugins/endpoint-routes.js';
import { requireMember } from '../identity/index.js';
import type { CourtsService } from './courts.service.js';

export function courtsRoutes(service: CourtsService): FastifyPluginAsync {
  return async (app) =>
    implement(app, endpoints.courts, {
      list: async (request) => ok(await service.list(requireMember(request), request.selection)),
      get: async (request) => ok(await service.get(requireMember(request), request.params.id)),
      update: async (request) =>
        ok(await service.update(requireMember(request), request.params.id, request.body), COURT_MESSAGES.saved),
    });
}
