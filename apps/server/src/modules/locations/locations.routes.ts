import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createLocationBody,
  envelope,
  idParams,
  locationListQuery,
  locationListSchema,
  locationSchema,
  updateLocationBody,
} from '@fairplay/contracts';
import type { Database } from '@fairplay/db';
import { ok } from '../../plugins/envelope.js';
import { requireMember } from '../identity/index.js';
import { locationsService as service } from './locations.service.js';

const tags = ['locations'];
const read = { access: { resource: 'settings', action: 'read' } } as const;
const update = { access: { resource: 'settings', action: 'update' } } as const;
const one = { 200: envelope(locationSchema) };

export function locationsRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/location/entity',
      {
        schema: { tags, querystring: locationListQuery, response: { 200: envelope(locationListSchema) } },
        config: read,
      },
      async (request) => ok(await service.list(requireMember(request), request.query)),
    );
    app.post(
      '/location/entity',
      { schema: { tags, body: createLocationBody, response: one }, config: update },
      async (request) => ok(await service.create(requireMember(request), request.body), 'Location created.'),
    );
    app.get(
      '/location/entity/:id',
      { schema: { tags, params: idParams, response: one }, config: read },
      async (request) => ok(await service.get(requireMember(request), request.params.id)),
    );
    app.put(
      '/location/entity/:id',
      { schema: { tags, params: idParams, body: updateLocationBody, response: one }, config: update },
      async (request) =>
        ok(await service.rename(requireMember(request), request.params.id, request.body), 'Location updated.'),
    );
  };
}
