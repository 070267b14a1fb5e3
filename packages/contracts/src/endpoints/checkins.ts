import { z } from 'zod';
import { checkInSchema, idParams } from '../club.js';
import {
  addCheckinBody,
  addCheckinResponse,
  checkinFindQuery,
  checkinPersonSchema,
  checkinTodayQuery,
  deskCheckinSchema,
  myCheckinCodeSchema,
} from '../checkins.js';
import { endpoint } from '../endpoint.js';

// Staff who may read the club's members run the front desk (docs/decisions.md, issue 16).
const desk = { resource: 'members', action: 'read' } as const;

/** Check-ins at a location (the locations page's check-ins dialog) and the front desk. */
export const checkinEndpoints = {
  atLocation: endpoint({
    method: 'GET',
    path: '/checkin/get-by-locationid/:id',
    tag: 'checkins',
    access: { resource: 'members', action: 'read' },
    params: idParams,
    response: z.array(checkInSchema),
  }),
  myCode: endpoint({
    method: 'GET',
    path: '/checkin/my-code',
    tag: 'checkins',
    summary: "The signed-in member's personal check-in code in the current club, made on first use.",
    access: 'member',
    response: myCheckinCodeSchema,
  }),
  find: endpoint({
    method: 'GET',
    path: '/checkin/find',
    tag: 'checkins',
    summary: 'Members by name, or the one member whose check-in code was typed or scanned.',
    access: desk,
    query: checkinFindQuery,
    response: z.array(checkinPersonSchema),
  }),
  add: endpoint({
    method: 'POST',
    path: '/checkin/add',
    tag: 'checkins',
    summary: 'Records a check-in at the location (body or location-id header); a repeat scan answers the first.',
    access: desk,
    body: addCheckinBody,
    response: addCheckinResponse,
  }),
  today: endpoint({
    method: 'GET',
    path: '/checkin/today',
    tag: 'checkins',
    summary:
      "Today's check-ins (club time zone) at the location asked for, else the header's, else all; newest first, each with its booking.",
    access: desk,
    query: checkinTodayQuery,
    response: z.array(deskCheckinSchema),
  }),
};
