import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createFacilityGroupBody,
  envelope,
  facilityGroupSchema,
  facilityGroupStaffSchema,
  idParams,
  reorderFacilityGroupsBody,
  updateFacilityGroupBody,
} from '@fairplay/contracts';
import type { Database } from '@fairplay/db';
import { ok } from '../../plugins/envelope.js';
import { requireMember } from '../identity/index.js';
import type { FacilitiesService } from './facilities.service.js';

const tags = ['facilities'];
const read = { access: { resource: 'settings', action: 'read' } } as const;
const update = { access: { resource: 'settings', action: 'update' } } as const;
const one = { 200: envelope(facilityGroupSchema) };
const many = { 200: envelope(z.array(facilityGroupSchema)) };

export function facilitiesRoutes(service: FacilitiesService, db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/facility/group', { schema: { tags, response: many }, config: read }, async (request) =>
      ok(await service.list(requireMember(request), request.selection)),
    );
    app.post(
      '/facility/group',
      { schema: { tags, body: createFacilityGroupBody, response: one }, config: update },
      async (request) => ok(await service.create(requireMember(request), request.body), 'Facility created.'),
    );
    app.get(
      '/facility/group-staff',
      {
        schema: { tags, response: { 200: envelope(z.array(facilityGroupStaffSchema)) } },
        config: { access: 'member' },
      },
      async (request) => ok(await service.staff(requireMember(request))),
    );
    app.post(
      '/facility/group/order',
      { schema: { tags, body: reorderFacilityGroupsBody, response: many }, config: update },
      async (request) => ok(await service.reorder(requireMember(request), request.body), 'Order saved.'),
    );
    app.get(
      '/facility/group/:id',
      { schema: { tags, params: idParams, response: one }, config: read },
      async (request) => ok(await service.get(requireMember(request), request.params.id)),
    );
    app.put(
      '/facility/group/:id',
      { schema: { tags, params: idParams, body: updateFacilityGroupBody, response: one }, config: update },
      async (request) =>
        ok(await service.rename(requireMember(request), request.params.id, request.body), 'Facility updated.'),
    );
  };
}
