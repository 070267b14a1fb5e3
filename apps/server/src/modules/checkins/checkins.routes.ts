import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checkInSchema, envelope, idParams, type CheckIn } from '@fairplay/contracts';
import type { Database } from '@fairplay/db';
import { notFound } from '../../errors.js';
import { ok } from '../../plugins/envelope.js';
import { requireMember } from '../identity/index.js';
import { findLocation } from '../locations/locations.repository.js';
import { listCheckInsAt } from './checkins.repository.js';

export function checkinsRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/checkin/get-by-locationid/:id',
      {
        schema: { tags: ['checkins'], params: idParams, response: { 200: envelope(z.array(checkInSchema)) } },
        config: { access: { resource: 'members', action: 'read' } },
      },
      async (request) => {
        const { scope } = requireMember(request);
        if (!(await findLocation(scope, request.params.id))) throw notFound('Location');
        const rows = await listCheckInsAt(scope, request.params.id);
        const payload: CheckIn[] = rows.map((row) => ({
          id: row.id,
          location_id: row.locationId,
          user_id: row.userId,
          first_name: row.firstName,
          last_name: row.lastName,
          username: row.username,
          checked_in_at: row.checkedInAt.toISOString(),
        }));
        return ok(payload);
      },
    );
  };
}
