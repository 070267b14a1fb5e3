import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@fairplay/contracts';
import { ok } from '../../plugins/envelope.js';
import { implement } from '../../plugins/endpoint-routes.js';
import { listMemberTypes } from '../clubs/index.js';
import { requireMember } from '../identity/index.js';

export function rolesRoutes(): FastifyPluginAsync {
  return async (app) =>
    implement(app, endpoints.roles, {
      memberTypes: async (request) => ok(await listMemberTypes(requireMember(request).scope)),
    });
}
