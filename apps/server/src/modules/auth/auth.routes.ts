import type { FastifyPluginAsync } from 'fastify';
import { MESSAGES, endpoints } from '@fairplay/contracts';
import { ok } from '../../plugins/envelope.js';
import { implement } from '../../plugins/endpoint-routes.js';
import { clientMeta, requireAuth } from '../identity/index.js';
import type { AuthService } from './auth.service.js';

export function authRoutes(service: AuthService): FastifyPluginAsync {
  return async (app) =>
    implement(app, endpoints.auth, {
      login: async (request) => ok(await service.login(request.body, clientMeta(request))),
      logout: async (request) => {
        await service.logout(requireAuth(request).sessionId);
        return ok(null, 'Signed out.');
      },
      verifyUsername: async (request) => ok({ available: await service.isUsernameAvailable(request.body.username) }),
      verifyDemoCode: async (request) => ok(await service.verifyDemoCode(request.body.demo_code)),
      register: async (request) =>
        ok(await service.register(request.body, clientMeta(request)), 'Welcome to Fairplay!'),
      forgotPassword: async (request) => {
        await service.forgotPassword(request.body, clientMeta(request));
        return ok(null, MESSAGES.checkEmail);
      },
      resetPassword: async (request) => {
        await service.resetPassword(request.body, clientMeta(request));
        return ok(null, 'Your password has been changed. Please sign in.');
      },
    });
}
