import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@fairplay/contracts';
import { ok } from '../../plugins/envelope.js';
import { implement } from '../../plugins/endpoint-routes.js';
import { clientMeta, requireAuth } from '../identity/index.js';
import type { UsersService } from './users.service.js';

export function usersRoutes(service: UsersService, tokenTtlHours: number): FastifyPluginAsync {
  return async (app) =>
    implement(app, endpoints.users, {
      info: async (request) => ok(await service.sessionUserOf(requireAuth(request).user.id)),
      memberships: async (request) => ok((await service.sessionUserOf(requireAuth(request).user.id)).memberships),
      setBusiness: async (request) => {
        const { user, message } = await service.setBusiness(requireAuth(request), request.body.business_id);
        return ok(user, message);
      },
      update: async (request) => ok(await service.updateProfile(requireAuth(request), request.body), 'Profile saved.'),
      changePassword: async (request) =>
        ok(
          await service.changePassword(requireAuth(request), request.body, {
            ...clientMeta(request),
            ttlHours: tokenTtlHours,
          }),
          'Password changed.',
        ),
    });
}
