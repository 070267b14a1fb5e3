import { z } from 'zod';
import { courtListResponse, courtSchema, updateCourtBody } from '../courts.js';
import { endpoint } from '../endpoint.js';
import { idParam } from '../fields.js';

const tag = 'courts';
const read = { resource: 'court', action: 'read' } as const;
/** Editing a court is a club setting (spec 2 section 2: /private/court/{courtId} needs settings update). */
const update = { resource: 'settings', action: 'update' } as const;
const byId = z.object({ id: idParam }).strict();

/** Courts (spec 2 sections 3, 5 and 7). */
export const courtEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/court/getall',
    tag,
    summary: "The club's courts in the header's location / facility-group selection, in sheet order.",
    access: read,
    response: courtListResponse,
  }),
  get: endpoint({ method: 'GET', path: '/court/get/:id', tag, access: read, params: byId, response: courtSchema }),
  update: endpoint({
    method: 'PUT',
    path: '/court/update/:id',
    tag,
    access: update,
    params: byId,
    body: updateCourtBody,
    response: courtSchema,
  }),
};
