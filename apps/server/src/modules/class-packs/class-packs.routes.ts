import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@fairplay/contracts';
import { ok } from '../../plugins/envelope.js';
import { implement } from '../../plugins/endpoint-routes.js';
import { requireMember } from '../identity/index.js';
import type { ClassPacksService } from './class-packs.service.js';

export function classPacksRoutes(packs: ClassPacksService): FastifyPluginAsync {
  return async (app) =>
    implement(app, endpoints.classPacks, {
      memberPacks: async (request) => ok(await packs.memberPacks(requireMember(request), request.params.id)),
    });
}
