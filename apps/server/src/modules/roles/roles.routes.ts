import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, memberTypesResponse } from '@fairplay/contracts';
import type { Database } from '@fairplay/db';
import { ok } from '../../plugins/envelope.js';
import { requireMember } from '../identity/index.js';
import { listMemberTypes } from './roles.repository.js';

export function rolesRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/roles/member-types',
      {
        schema: { tags: ['roles'], response: { 200: envelope(memberTypesResponse) } },
        config: { access: { resource: 'settings', action: 'read' } },
      },
      async (request) => ok(await listMemberTypes(requireMember(request).scope)),
    );
  };
}
