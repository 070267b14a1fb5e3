import { z } from 'zod';
import { endpoint } from '../endpoint.js';
import { idParam } from '../fields.js';
import {
  addOwnFamilyMemberBody,
  familyOverviewParams,
  familyOverviewSchema,
  familyViewSchema,
  ownFamilyMemberAddedSchema,
  setFamilyMembersBody,
} from '../families.js';

const byMemberId = z.object({ id: idParam }).strict();

/**
 * Families (spec 3 section 7 "Family"). `{id}` is always a member's user id: staff open a member's family from the
 * member, and a member without a family gets one when staff save it (docs/decisions.md "Families (issue 16)").
 */
export const familyEndpoints = {
  set: endpoint({
    method: 'POST',
    path: '/members/setfamilymembers/:id',
    tag: 'members',
    access: { resource: 'members', action: 'update' },
    params: byMemberId,
    body: setFamilyMembersBody,
    response: familyViewSchema,
  }),
  get: endpoint({
    method: 'GET',
    path: '/members/getfamily/:id',
    tag: 'members',
    access: { resource: 'members', action: 'read' },
    params: byMemberId,
    response: familyViewSchema,
  }),
  /** Any member: their own family; staff with members read: any member's. `{x}`: days of upcoming bookings (0–90). */
  overview: endpoint({
    method: 'GET',
    path: '/users/getfamily/:id/:x',
    tag: 'users',
    access: 'member',
    params: familyOverviewParams,
    response: familyOverviewSchema,
  }),
};

/** A member's own family (our addition): add a child or spouse without an account. Served by the members module. */
export const ownFamilyEndpoints = {
  add: endpoint({
    method: 'POST',
    path: '/members/family/add',
    tag: 'members',
    access: 'member',
    body: addOwnFamilyMemberBody,
    response: ownFamilyMemberAddedSchema,
  }),
};
