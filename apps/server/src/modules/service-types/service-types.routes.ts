import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createServiceTypeBody,
  envelope,
  idParam,
  serviceTypeHiddenBody,
  serviceTypeListQuery,
  serviceTypeListResponse,
  serviceTypeSchema,
  updateServiceTypeBody,
} from '@fairplay/contracts';
import type { Database } from '@fairplay/db';
import { ok } from '../../plugins/envelope.js';
import { requireAuth, requireMember } from '../identity/index.js';
import type { ServiceTypesService } from './service-types.service.js';

const tags = ['service types'];
const read = { access: { resource: 'lesson', action: 'read' } } as const;
const update = { access: { resource: 'lesson', action: 'update' } } as const;
const one = { 200: envelope(serviceTypeSchema) };
const many = { 200: envelope(serviceTypeListResponse) };
const byId = z.object({ id: idParam }).strict();

export function serviceTypesRoutes(service: ServiceTypesService, db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/lesson/getalltypes',
      { schema: { tags, querystring: serviceTypeListQuery, response: many }, config: read },
      async (request) => ok(await service.list(requireMember(request), request.query.hidden === 'true')),
    );
    app.get(
      '/lesson/getalltypes/:x',
      {
        schema: { tags, params: z.object({ x: idParam }).strict(), querystring: serviceTypeListQuery, response: many },
        config: { access: 'signedIn' },
      },
      async (request) =>
        ok(await service.listOfClub(requireAuth(request), request.params.x, request.query.hidden === 'true')),
    );
    app.get('/lesson/type/:id', { schema: { tags, params: byId, response: one }, config: read }, async (request) =>
      ok(await service.get(requireMember(request), request.params.id)),
    );
    app.post(
      '/lesson/type/add',
      { schema: { tags, body: createServiceTypeBody, response: one }, config: update },
      async (request) => ok(await service.create(requireMember(request), request.body), 'Service type created.'),
    );
    app.put(
      '/lesson/type/edit/:id',
      { schema: { tags, params: byId, body: updateServiceTypeBody, response: one }, config: update },
      async (request) =>
        ok(await service.update(requireMember(request), request.params.id, request.body), 'Service type saved.'),
    );
    app.put(
      '/lesson/type/edit/hidden/:id',
      { schema: { tags, params: byId, body: serviceTypeHiddenBody, response: one }, config: update },
      async (request) => ok(await service.setHidden(requireMember(request), request.params.id, request.body.hidden)),
    );
  };
}
