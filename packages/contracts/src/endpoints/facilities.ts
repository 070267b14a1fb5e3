import { z } from 'zod';
import {
  createFacilityGroupBody,
  facilityGroupSchema,
  facilityGroupStaffSchema,
  idParams,
  reorderFacilityGroupsBody,
  updateFacilityGroupBody,
} from '../club.js';
import { endpoint } from '../endpoint.js';

const tag = 'facilities';
const read = { resource: 'settings', action: 'read' } as const;
const update = { resource: 'settings', action: 'update' } as const;
const many = z.array(facilityGroupSchema);

/** Facility groups (settings: Facilities) and their staff. */
export const facilityEndpoints = {
  list: endpoint({ method: 'GET', path: '/facility/group', tag, access: read, response: many }),
  create: endpoint({
    method: 'POST',
    path: '/facility/group',
    tag,
    access: update,
    body: createFacilityGroupBody,
    response: facilityGroupSchema,
  }),
  staff: endpoint({
    method: 'GET',
    path: '/facility/group-staff',
    tag,
    access: 'member',
    personal: true,
    response: z.array(facilityGroupStaffSchema),
  }),
  reorder: endpoint({
    method: 'POST',
    path: '/facility/group/order',
    tag,
    access: update,
    body: reorderFacilityGroupsBody,
    response: many,
  }),
  get: endpoint({
    method: 'GET',
    path: '/facility/group/:id',
    tag,
    access: read,
    params: idParams,
    response: facilityGroupSchema,
  }),
  rename: endpoint({
    method: 'PUT',
    path: '/facility/group/:id',
    tag,
    access: update,
    params: idParams,
    body: updateFacilityGroupBody,
    response: facilityGroupSchema,
  }),
};
