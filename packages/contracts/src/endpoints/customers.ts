import { z } from 'zod';
import { endpoint } from '../endpoint.js';
import { idParam } from '../fields.js';
import {
  addMemberBody,
  addVisitorBody,
  directoryConsentBody,
  directoryConsentSchema,
  directoryPageSchema,
  directoryQuery,
  memberCountSchema,
  memberFilterQuery,
  memberListQuery,
  memberPageSchema,
  memberRowSchema,
  removeVisitorBody,
  updateMemberBody,
  visitorDetailSchema,
  visitorListQuery,
  visitorToMemberBody,
} from '../members.js';

const tag = 'members';
const read = { resource: 'members', action: 'read' } as const;
const update = { resource: 'members', action: 'update' } as const;
const byId = z.object({ id: idParam }).strict();

/**
 * The customers list and member maintenance (spec 3 section 7, "Customer counts and list", "Member maintenance",
 * "Reports"), and the member directory (our addition; docs/decisions.md "The member directory"). Ids are user ids.
 */
export const customerEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/members/get',
    tag,
    access: read,
    query: memberListQuery,
    response: memberPageSchema,
  }),
  count: endpoint({
    method: 'GET',
    path: '/members/getCount',
    tag,
    access: read,
    query: memberFilterQuery,
    response: memberCountSchema,
  }),
  visitors: endpoint({
    method: 'GET',
    path: '/members/get-visitor',
    tag,
    access: read,
    query: visitorListQuery,
    response: memberPageSchema,
  }),
  visitor: endpoint({
    method: 'GET',
    path: '/members/visitor/:id',
    tag,
    access: read,
    params: byId,
    response: visitorDetailSchema,
  }),
  removeVisitor: endpoint({
    method: 'POST',
    path: '/members/remove-visitor',
    tag,
    access: update,
    body: removeVisitorBody,
    response: z.null(),
  }),
  /** Our addition (spec 3 lists no call for it): staff add a visitor by hand from the visitors list. */
  addVisitor: endpoint({
    method: 'POST',
    path: '/members/add-visitor',
    tag,
    access: update,
    body: addVisitorBody,
    response: memberRowSchema,
  }),
  visitorToMember: endpoint({
    method: 'POST',
    path: '/members/visitor-to-member',
    tag,
    access: update,
    body: visitorToMemberBody,
    response: memberRowSchema,
  }),
  add: endpoint({
    method: 'POST',
    path: '/members/add',
    tag,
    access: update,
    body: addMemberBody,
    response: memberRowSchema,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/members/update/:id',
    tag,
    access: update,
    params: byId,
    body: updateMemberBody,
    response: memberRowSchema,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/members/delete/:id',
    tag,
    access: update,
    params: byId,
    response: z.null(),
  }),
  exportCsv: endpoint({
    method: 'GET',
    path: '/reports/members',
    tag: 'reports',
    access: read,
    query: memberFilterQuery,
    response: 'file',
  }),
  directory: endpoint({
    method: 'GET',
    path: '/members/directory',
    tag,
    // Spec 1 section 2: /private/public-members needs members read, as /private/members does (issue 26).
    access: read,
    query: directoryQuery,
    response: directoryPageSchema,
  }),
  /** The signed-in member's own consent, read where they switch it (their profile): any member, as the PUT. */
  myDirectoryConsent: endpoint({
    method: 'GET',
    path: '/members/directory/consent',
    tag,
    access: 'member',
    response: directoryConsentSchema,
  }),
  directoryConsent: endpoint({
    method: 'PUT',
    path: '/members/directory/consent',
    tag,
    access: 'member',
    body: directoryConsentBody,
    response: directoryConsentSchema,
  }),
};
