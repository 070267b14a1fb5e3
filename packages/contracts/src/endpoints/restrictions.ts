import { z } from 'zod';
import { endpoint } from '../endpoint.js';
import { idParam } from '../fields.js';
import {
  overrideBody,
  overrideListQuery,
  overrideSchema,
  overrideUpdateBody,
  restrictionBody,
  restrictionSchema,
  statisticsBody,
  statisticsSchema,
} from '../restrictions.js';

const tag = 'restrictions';
const read = { resource: 'settings', action: 'read' } as const;
const update = { resource: 'settings', action: 'update' } as const;
const byId = z.object({ id: idParam }).strict();

/**
 * Restrictions and overrides (spec 2 section 7, spec 3 "Overrides" and "statistics"; the spelling `overides` is
 * the spec's). Restrictions and overrides are club settings (resource settings); a member's statistics are for the
 * member themselves, their family, or staff who may read members.
 */
export const restrictionEndpoints = {
  add: endpoint({
    method: 'POST',
    path: '/restrictions/add',
    tag,
    access: update,
    body: restrictionBody,
    response: restrictionSchema,
  }),
  update: endpoint({
    method: 'POST',
    path: '/restrictions/update/:id',
    tag,
    access: update,
    params: byId,
    body: restrictionBody,
    response: restrictionSchema,
  }),
  all: endpoint({ method: 'GET', path: '/restrictions/all', tag, access: read, response: z.array(restrictionSchema) }),
  delete: endpoint({
    method: 'DELETE',
    path: '/restrictions/delete/:id',
    tag,
    access: update,
    params: byId,
    response: z.object({ id: z.number().int() }),
  }),
  overrides: endpoint({
    method: 'GET',
    path: '/restrictions/overides',
    tag,
    access: read,
    query: overrideListQuery,
    response: z.array(overrideSchema),
  }),
  override: endpoint({
    method: 'GET',
    path: '/restrictions/overides/:id',
    tag,
    access: read,
    params: byId,
    response: overrideSchema,
  }),
  addOverride: endpoint({
    method: 'POST',
    path: '/restrictions/overides',
    tag,
    access: update,
    body: overrideBody,
    response: overrideSchema,
  }),
  updateOverride: endpoint({
    method: 'PUT',
    path: '/restrictions/overides/:id',
    tag,
    access: update,
    params: byId,
    body: overrideUpdateBody,
    response: overrideSchema,
  }),
  deleteOverride: endpoint({
    method: 'DELETE',
    path: '/restrictions/overides/:id',
    tag,
    access: update,
    params: byId,
    response: z.object({ id: z.number().int() }),
  }),
  statistics: endpoint({
    method: 'POST',
    path: '/restrictions/statistics/:id',
    tag,
    access: 'member',
    params: byId,
    body: statisticsBody,
    response: statisticsSchema,
  }),
};
