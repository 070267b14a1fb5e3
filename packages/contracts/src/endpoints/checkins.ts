import { z } from 'zod';
import { checkInSchema, idParams } from '../club.js';
import { endpoint } from '../endpoint.js';

/** Check-ins at a location (the locations page's check-ins dialog). */
export const checkinEndpoints = {
  atLocation: endpoint({
    method: 'GET',
    path: '/checkin/get-by-locationid/:id',
    tag: 'checkins',
    access: { resource: 'members', action: 'read' },
    params: idParams,
    response: z.array(checkInSchema),
  }),
};
