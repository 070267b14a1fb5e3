import { z } from 'zod';
import {
  addOnAvailabilityBody,
  addOnAvailabilitySchema,
  addOnBody,
  addOnListQuery,
  addOnSchema,
  addOnUpdateBody,
} from '../add-ons.js';
import { endpoint } from '../endpoint.js';
import { idParam } from '../fields.js';

const tag = 'add-ons';
// Whoever sees the court sheet may see what is sold with court time; selling it is a club setting.
const read = { resource: 'court', action: 'read' } as const;
const update = { resource: 'settings', action: 'update' } as const;
const byId = z.object({ id: idParam }).strict();

/** Add-ons (spec 2 section 7: `GET add_on`, add, update, remove, `POST add_on/list/{id}`). */
export const addOnEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/add_on',
    tag,
    access: read,
    query: addOnListQuery,
    response: z.array(addOnSchema),
  }),
  create: endpoint({
    method: 'POST',
    path: '/add_on/add',
    tag,
    access: update,
    body: addOnBody,
    response: addOnSchema,
  }),
  update: endpoint({
    method: 'POST',
    path: '/add_on/update/:id',
    tag,
    access: update,
    params: byId,
    body: addOnUpdateBody,
    response: addOnSchema,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/add_on/remove/:id',
    tag,
    access: update,
    params: byId,
    response: addOnSchema,
  }),
  forCourt: endpoint({
    method: 'POST',
    path: '/add_on/list/:id',
    tag,
    summary: 'The add-ons offered on court {id} for a booking at the times given, with the units left and the price.',
    access: read,
    params: byId,
    body: addOnAvailabilityBody,
    response: z.array(addOnAvailabilitySchema),
  }),
};
