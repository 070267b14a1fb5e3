import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  COURT_MESSAGES,
  courtListResponse,
  courtSchema,
  envelope,
  idParam,
  updateCourtBody,
} from '@fairplay/contracts';
import type { Database } from '@fairplay/db';
import { ok } from '../../plugins/envelope.js';
import { requireMember } from '../../plugins/auth.js';
import type { CourtsService } from './courts.service.js';

const tags = ['courts'];
const read = { access: { resource: 'court', action: 'read' } } as const;
/** Editing a court is a club setting (spec 2 section 2: /private/court/{courtId} needs settings update). */
const update = { access: { resource: 'settings', action: 'update' } } as const;
const byId = z.object({ id: idParam }).strict();

export function courtsRoutes(service: CourtsService, db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/court/getall',
      { schema: { tags, response: { 200: envelope(courtListResponse) } }, config: read },
      async (request) => ok(await service.list(requireMember(request, db), request.selection)),
    );
    app.get(
      '/court/get/:id',
      { schema: { tags, params: byId, response: { 200: envelope(courtSchema) } }, config: read },
      async (request) => ok(await service.get(requireMember(request, db), request.params.id)),
    );
    app.put(
      '/court/update/:id',
      {
        schema: { tags, params: byId, body: updateCourtBody, response: { 200: envelope(courtSchema) } },
        config: update,
      },
      async (request) =>
        ok(await service.update(requireMember(request, db), request.params.id, request.body), COURT_MESSAGES.saved),
    );
  };
}
