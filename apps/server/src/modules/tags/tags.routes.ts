import type { FastifyPluginAsync } from 'fastify';
import { endpoints, TAG_MESSAGES } from '@fairplay/contracts';
import { ok } from '../../plugins/envelope.js';
import { implement } from '../../plugins/endpoint-routes.js';
import { requireMember } from '../identity/index.js';
import type { TagsService } from './tags.service.js';

export function tagsRoutes(service: TagsService): FastifyPluginAsync {
  return async (app) =>
    implement(app, endpoints.tags, {
      list: async (request) => ok(await service.list(requireMember(request), request.query.status === '1')),
      get: async (request) => ok(await service.get(requireMember(request), request.params.id)),
      create: async (request) => ok(await service.create(requireMember(request), request.body), TAG_MESSAGES.created),
      update: async (request) =>
        ok(await service.update(requireMember(request), request.params.id, request.body), TAG_MESSAGES.updated),
      archive: async (request) =>
        ok(await service.archive(requireMember(request), request.params.id), TAG_MESSAGES.archived),
    });
}
