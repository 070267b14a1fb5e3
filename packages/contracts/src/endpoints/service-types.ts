import { z } from 'zod';
import { endpoint } from '../endpoint.js';
import { idParam } from '../fields.js';
import {
  createServiceTypeBody,
  serviceTypeHiddenBody,
  serviceTypeListQuery,
  serviceTypeListResponse,
  serviceTypeSchema,
  updateServiceTypeBody,
} from '../service-types.js';

const tag = 'service types';
const read = { resource: 'lesson', action: 'read' } as const;
const update = { resource: 'lesson', action: 'update' } as const;
const byId = z.object({ id: idParam }).strict();

/** Service types (lesson types): the kinds of appointment a club offers. */
export const serviceTypeEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/lesson/getalltypes',
    tag,
    access: read,
    query: serviceTypeListQuery,
    response: serviceTypeListResponse,
  }),
  listOfClub: endpoint({
    method: 'GET',
    path: '/lesson/getalltypes/:x',
    tag,
    access: 'signedIn',
    params: z.object({ x: idParam }).strict(),
    query: serviceTypeListQuery,
    response: serviceTypeListResponse,
  }),
  get: endpoint({
    method: 'GET',
    path: '/lesson/type/:id',
    tag,
    access: read,
    params: byId,
    response: serviceTypeSchema,
  }),
  create: endpoint({
    method: 'POST',
    path: '/lesson/type/add',
    tag,
    access: update,
    body: createServiceTypeBody,
    response: serviceTypeSchema,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/lesson/type/edit/:id',
    tag,
    access: update,
    params: byId,
    body: updateServiceTypeBody,
    response: serviceTypeSchema,
  }),
  setHidden: endpoint({
    method: 'PUT',
    path: '/lesson/type/edit/hidden/:id',
    tag,
    access: update,
    params: byId,
    body: serviceTypeHiddenBody,
    response: serviceTypeSchema,
  }),
};
