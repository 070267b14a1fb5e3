import { z } from 'zod';
import { endpoint } from '../endpoint.js';
import { idParam } from '../fields.js';
import {
  addToGroupBody,
  addToGroupQuery,
  addToGroupResultSchema,
  groupArchiveBody,
  groupDetailSchema,
  groupListQuery,
  groupMembersBody,
  groupNameBody,
  groupReportQuery,
  groupSchema,
  memberGroupsQuery,
  memberGroupsSchema,
} from '../groups.js';

const tag = 'groups';
const read = { resource: 'groups', action: 'read' } as const;
const update = { resource: 'groups', action: 'update' } as const;
const byId = z.object({ id: idParam }).strict();

/**
 * Groups (spec 3: `POST members/addtogroup[?keep_others=1]`, `GET reports/group?group_id`; the group CRUD paths are
 * ours, in the spec's style: docs/decisions.md "Groups (issue 16)").
 */
export const groupEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/groups/get',
    tag,
    access: read,
    query: groupListQuery,
    response: z.array(groupSchema),
  }),
  get: endpoint({
    method: 'GET',
    path: '/groups/get/:id',
    tag,
    access: read,
    params: byId,
    response: groupDetailSchema,
  }),
  create: endpoint({
    method: 'POST',
    path: '/groups/add',
    tag,
    access: update,
    body: groupNameBody,
    response: groupSchema,
  }),
  rename: endpoint({
    method: 'PUT',
    path: '/groups/update/:id',
    tag,
    access: update,
    params: byId,
    body: groupNameBody,
    response: groupSchema,
  }),
  archive: endpoint({
    method: 'PUT',
    path: '/groups/archive/:id',
    tag,
    access: update,
    params: byId,
    body: groupArchiveBody,
    response: groupSchema,
  }),
  addMembers: endpoint({
    method: 'POST',
    path: '/groups/addmembers/:id',
    tag,
    access: update,
    params: byId,
    body: groupMembersBody,
    response: groupDetailSchema,
  }),
  removeMembers: endpoint({
    method: 'POST',
    path: '/groups/removemembers/:id',
    tag,
    access: update,
    params: byId,
    body: groupMembersBody,
    response: groupDetailSchema,
  }),
  memberGroups: endpoint({
    method: 'GET',
    path: '/groups/member/:id',
    tag,
    access: read,
    params: byId,
    query: memberGroupsQuery,
    response: memberGroupsSchema,
  }),
  addToGroup: endpoint({
    method: 'POST',
    path: '/members/addtogroup',
    tag,
    access: update,
    query: addToGroupQuery,
    body: addToGroupBody,
    response: addToGroupResultSchema,
  }),
  report: endpoint({
    method: 'GET',
    path: '/reports/group',
    tag,
    access: read,
    query: groupReportQuery,
    response: 'file',
  }),
};
