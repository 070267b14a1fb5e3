import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  changePasswordBody,
  envelope,
  membershipSchema,
  sessionUserSchema,
  setBusinessBody,
  tokenResponse,
  updateProfileBody,
} from '@fairplay/contracts';
import { ok } from '../../plugins/envelope.js';
import { requireAuth } from '../identity/index.js';
import { clientMeta } from '../auth/auth.routes.js';
import type { UsersService } from './users.service.js';

const tags = ['users'];
const sessionUser = { 200: envelope(sessionUserSchema) };

export function usersRoutes(service: UsersService, tokenTtlHours: number): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/users/info', { schema: { tags, response: sessionUser } }, async (request) =>
      ok(await service.sessionUserOf(requireAuth(request).user.id)),
    );
    app.get(
      '/users/memberships',
      { schema: { tags, response: { 200: envelope(z.array(membershipSchema)) } } },
      async (request) => ok((await service.sessionUserOf(requireAuth(request).user.id)).memberships),
    );
    app.put(
      '/users/set_business',
      { schema: { tags, body: setBusinessBody, response: sessionUser } },
      async (request) => ok(await service.setBusiness(requireAuth(request), request.body.business_id)),
    );
    app.put('/users/update', { schema: { tags, body: updateProfileBody, response: sessionUser } }, async (request) =>
      ok(await service.updateProfile(requireAuth(request), request.body), 'Profile saved.'),
    );
    app.post(
      '/users/changepassword',
      { schema: { tags, body: changePasswordBody, response: { 200: envelope(tokenResponse) } } },
      async (request) =>
        ok(
          await service.changePassword(requireAuth(request), request.body, {
            ...clientMeta(request),
            ttlHours: tokenTtlHours,
          }),
          'Password changed.',
        ),
    );
    app.post(
      '/users/subscription/reactivate',
      { schema: { tags, response: sessionUser }, config: { access: { resource: 'settings', action: 'update' } } },
      async (request) => ok(await service.reactivateSubscription(requireAuth(request)), 'Subscription re-activated.'),
    );
  };
}
