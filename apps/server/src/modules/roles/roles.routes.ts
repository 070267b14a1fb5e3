import type { FastifyPluginAsync } from 'fastify';
import { endpoints, STAFF_MESSAGES } from '@fairplay/contracts';
import { ok } from '../../plugins/envelope.js';
import { implement } from '../../plugins/endpoint-routes.js';
import { requireMember } from '../identity/index.js';
import type { RolesService } from './roles.service.js';

export function rolesRoutes(service: RolesService): FastifyPluginAsync {
  return async (app) => {
    implement(app, endpoints.roles, {
      memberTypes: async (request) => ok(await service.memberTypes(requireMember(request).scope)),
    });
    implement(app, endpoints.roleUpdates, {
      updateMemberType: async (request) =>
        ok(
          await service.updateMemberType(requireMember(request), request.params.id, request.body.roles),
          STAFF_MESSAGES.rolesSaved,
        ),
    });
  };
}
