import { z } from 'zod';
import { endpoint } from '../endpoint.js';
import { idParam } from '../fields.js';
import { tagBody, tagListQuery, tagSchema, tagUpdateBody } from '../tags.js';

const tag = 'tags';
// The court sheet shows tags to everyone who sees it; managing them is "Facility Tags" (settings update, spec 2 s. 6).
const read = { resource: 'court', action: 'read' } as const;
const update = { resource: 'settings', action: 'update' } as const;
const byId = z.object({ id: idParam }).strict();

/** Tags (spec 2 section 7: `GET tags/get[?status=1]`, `GET tags/get/{id}`, add, update, archive). */
export const tagEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/tags/get',
    tag,
    access: read,
    query: tagListQuery,
    response: z.array(tagSchema),
  }),
  get: endpoint({ method: 'GET', path: '/tags/get/:id', tag, access: read, params: byId, response: tagSchema }),
  create: endpoint({ method: 'POST', path: '/tags/add', tag, access: update, body: tagBody, response: tagSchema }),
  update: endpoint({
    method: 'PUT',
    path: '/tags/update/:id',
    tag,
    access: update,
    params: byId,
    body: tagUpdateBody,
    response: tagSchema,
  }),
  archive: endpoint({
    method: 'PUT',
    path: '/tags/archive/:id',
    tag,
    access: update,
    params: byId,
    response: tagSchema,
  }),
};
