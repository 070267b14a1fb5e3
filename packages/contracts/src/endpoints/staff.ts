import { z } from 'zod';
import { endpoint } from '../endpoint.js';
import { idParam } from '../fields.js';
import { memberTypeWithAuditSchema } from '../roles.js';
import {
  addStaffBody,
  coachesQuery,
  coachSchema,
  staffRemovedSchema,
  staffSchema,
  updateMemberTypeRolesBody,
  updateStaffBody,
} from '../staff.js';

const tag = 'coaches';
const byId = z.object({ id: idParam }).strict();

/**
 * Staff and coaches (spec 3 section 7 "Coaches"). get-all is the staff screen's list (settings read); get is the
 * coaches a member may book (any member of the club; hidden coaches left out). docs/decisions.md.
 */
export const staffEndpoints = {
  add: endpoint({
    method: 'POST',
    path: '/coaches/add',
    tag,
    access: { resource: 'settings', action: 'update' },
    body: addStaffBody,
    response: staffSchema,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/coaches/update/:id',
    tag,
    access: { resource: 'settings', action: 'update' },
    params: byId,
    body: updateStaffBody,
    response: staffSchema,
  }),
  /** Our addition: takes the person off the staff; they stay a member (docs/decisions.md "Removing staff"). */
  remove: endpoint({
    method: 'POST',
    path: '/coaches/remove/:id',
    tag,
    access: { resource: 'settings', action: 'update' },
    params: byId,
    response: staffRemovedSchema,
  }),
  getAll: endpoint({
    method: 'GET',
    path: '/coaches/get-all',
    tag,
    access: { resource: 'settings', action: 'read' },
    response: z.array(staffSchema),
  }),
  get: endpoint({
    method: 'GET',
    path: '/coaches/get',
    tag,
    access: 'member',
    query: coachesQuery,
    response: z.array(coachSchema),
  }),
};

/** Changing a member type's roles (our addition beside the spec's GET roles/member-types). */
export const roleUpdateEndpoints = {
  updateMemberType: endpoint({
    method: 'PUT',
    path: '/roles/member-types/:id',
    tag: 'roles',
    access: { resource: 'settings', action: 'update' },
    params: byId,
    body: updateMemberTypeRolesBody,
    response: memberTypeWithAuditSchema,
  }),
};
