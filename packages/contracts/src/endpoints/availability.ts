import { z } from 'zod';
import { courtSheetEventSchema, createAppointmentResponse } from '../appointments.js';
import {
  addFromSheetBody,
  businessListingBody,
  courtAvailabilityBody,
  courtAvailabilitySchema,
  freezeListResponse,
  moveSingleBody,
  ruleBody,
  ruleDeleteQuery,
  ruleListQuery,
  ruleListResponse,
  rulePreviewBody,
  rulePreviewSchema,
  ruleSchema,
  ruleStarBody,
  ruleUpdateBody,
  whoCanBookOptionsSchema,
} from '../availability.js';
import { endpoint } from '../endpoint.js';
import { idParam } from '../fields.js';

const tag = 'availability';
// Coaches and members open rules (coaches see the form disabled); settings update changes them (spec 2 section 6).
const read = { resource: 'court', action: 'read' } as const;
const update = { resource: 'settings', action: 'update' } as const;
const byId = z.object({ id: idParam }).strict();

/** Availability rules ("micro-settings", spec 2 section 7). */
export const availabilityEndpoints = {
  whoCanBook: endpoint({
    method: 'GET',
    path: '/microsettings/whocanbook',
    tag,
    access: read,
    response: whoCanBookOptionsSchema,
  }),
  list: endpoint({
    method: 'GET',
    path: '/microsettings/all',
    tag,
    access: read,
    summary: 'The rules, 30 a page; with freeze=1 the freezes instead.',
    query: ruleListQuery,
    response: z.union([ruleListResponse, freezeListResponse]),
  }),
  expiring: endpoint({
    method: 'GET',
    path: '/microsettings/expiring',
    tag,
    summary: 'Rules whose repeat ends within a month, soonest first (the renewal banner; not for members).',
    access: read,
    response: z.array(ruleSchema),
  }),
  get: endpoint({ method: 'GET', path: '/microsettings/:id', tag, access: read, params: byId, response: ruleSchema }),
  add: endpoint({
    method: 'POST',
    path: '/microsettings/add',
    tag,
    access: update,
    body: ruleBody,
    response: ruleSchema,
  }),
  update: endpoint({
    method: 'POST',
    path: '/microsettings/update/:id',
    tag,
    access: update,
    params: byId,
    body: ruleUpdateBody,
    response: ruleSchema,
  }),
  preview: endpoint({
    method: 'POST',
    path: '/microsettings/preview',
    tag,
    summary:
      'Before saving a rule (add, or update with id, mode and date): the upcoming bookings on its courts the rules would no longer admit. Saves nothing.',
    access: update,
    body: rulePreviewBody,
    response: rulePreviewSchema,
  }),
  star: endpoint({
    method: 'POST',
    path: '/microsettings/star/:id',
    tag,
    access: update,
    params: byId,
    body: ruleStarBody,
    response: ruleSchema,
  }),
  delete: endpoint({
    method: 'DELETE',
    path: '/microsettings/delete/:id',
    tag,
    summary: 'Deletes a rule; with freeze=1 the id is a freeze, and deleting it unfreezes its days.',
    access: update,
    params: byId,
    query: ruleDeleteQuery,
    response: z.object({ removed: z.number().int() }),
  }),
  moveSingle: endpoint({
    method: 'POST',
    path: '/microsettings/movesingle',
    tag,
    access: update,
    body: moveSingleBody,
    response: ruleSchema,
  }),
  addFromSheet: endpoint({
    method: 'POST',
    path: '/appointment/add_complex_microsettings',
    tag,
    summary:
      "Creates a rule from a selection on the court sheet (the rule payload), or a booking from the spec's appointment fields.",
    access: update,
    body: addFromSheetBody,
    response: z.union([ruleSchema, createAppointmentResponse]),
  }),
  courtAvailability: endpoint({
    method: 'POST',
    path: '/court/availability',
    tag,
    access: read,
    body: courtAvailabilityBody,
    response: z.array(courtAvailabilitySchema),
  }),
  businessListing: endpoint({
    method: 'POST',
    path: '/appointment/businesslisting',
    tag,
    summary: "The club's availability rules on the selected courts as court-sheet events.",
    access: read,
    body: businessListingBody,
    response: z.array(courtSheetEventSchema),
  }),
};
