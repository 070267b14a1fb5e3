import type { FastifyPluginAsync } from 'fastify';
import { ADD_ON_MESSAGES, endpoints } from '@fairplay/contracts';
import { ok } from '../../plugins/envelope.js';
import { implement } from '../../plugins/endpoint-routes.js';
import { requireMember } from '../identity/index.js';
import type { AddOnsService } from './add-ons.service.js';

export function addOnsRoutes(service: AddOnsService): FastifyPluginAsync {
  return async (app) =>
    implement(app, endpoints.addOns, {
      list: async (request) => ok(await service.list(requireMember(request), request.query.status === '1')),
      create: async (request) =>
        ok(await service.create(requireMember(request), request.body), ADD_ON_MESSAGES.created),
      update: async (request) =>
        ok(await service.update(requireMember(request), request.params.id, request.body), ADD_ON_MESSAGES.updated),
      remove: async (request) =>
        ok(await service.remove(requireMember(request), request.params.id), ADD_ON_MESSAGES.removed),
      forCourt: async (request) => ok(await service.forCourt(requireMember(request), request.params.id, request.body)),
    });
}
