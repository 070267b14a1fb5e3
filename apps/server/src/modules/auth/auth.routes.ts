import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MESSAGES,
  envelope,
  forgotPasswordBody,
  loginBody,
  loginResponse,
  registerBody,
  resetPasswordBody,
  verifyDemoCodeBody,
  verifyDemoCodeResponse,
  verifyUsernameBody,
  verifyUsernameResponse,
} from '@fairplay/contracts';
import type { FastifyRequest } from 'fastify';
import { ok } from '../../plugins/envelope.js';
import { requireAuth } from '../identity/index.js';
import type { AuthService, ClientMeta } from './auth.service.js';

const tags = ['auth'];
const done = envelope(z.null());

export function clientMeta(request: FastifyRequest): ClientMeta {
  return { ip: request.ip, userAgent: request.headers['user-agent'] ?? null };
}

export function authRoutes(service: AuthService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/auth/login',
      { schema: { tags, body: loginBody, response: { 200: envelope(loginResponse) } }, config: { access: 'public' } },
      async (request) => ok(await service.login(request.body, clientMeta(request))),
    );
    app.post(
      '/auth/logout',
      { schema: { tags, response: { 200: done } }, config: { access: 'signedIn' } },
      async (request) => {
        await service.logout(requireAuth(request).sessionId);
        return ok(null, 'Signed out.');
      },
    );
    app.post(
      '/auth/verifyusername',
      {
        schema: { tags, body: verifyUsernameBody, response: { 200: envelope(verifyUsernameResponse) } },
        config: { access: 'public' },
      },
      async (request) => ok({ available: await service.isUsernameAvailable(request.body.username) }),
    );
    app.post(
      '/auth/verifydemocode',
      {
        schema: { tags, body: verifyDemoCodeBody, response: { 200: envelope(verifyDemoCodeResponse) } },
        config: { access: 'public' },
      },
      async (request) => ok(await service.verifyDemoCode(request.body.demo_code)),
    );
    app.post(
      '/auth/register',
      {
        schema: { tags, body: registerBody, response: { 200: envelope(loginResponse) } },
        config: { access: 'public' },
      },
      async (request) => ok(await service.register(request.body, clientMeta(request)), 'Welcome to Fairplay!'),
    );
    app.post(
      '/auth/forgotpassword',
      { schema: { tags, body: forgotPasswordBody, response: { 200: done } }, config: { access: 'public' } },
      async (request) => {
        await service.forgotPassword(request.body, clientMeta(request));
        return ok(null, MESSAGES.checkEmail);
      },
    );
    app.post(
      '/auth/resetpassword',
      { schema: { tags, body: resetPasswordBody, response: { 200: done } }, config: { access: 'public' } },
      async (request) => {
        await service.resetPassword(request.body);
        return ok(null, 'Your password has been changed. Please sign in.');
      },
    );
  };
}
