import { z } from 'zod';
import { endpoint } from '../endpoint.js';
import {
  bookDemoSlotBody,
  bookedDemoResponse,
  contactUsBody,
  demoSlotsQuery,
  demoSlotsResponse,
  requestDemoBody,
  requestDemoResponse,
} from '../marketing.js';

const tag = 'public site';

/** The public site's calls: contact us, demo requests and the demo scheduling step. */
export const marketingEndpoints = {
  contactUs: endpoint({
    method: 'POST',
    path: '/contactus',
    tag,
    access: 'public',
    body: contactUsBody,
    response: z.null(),
  }),
  requestDemo: endpoint({
    method: 'POST',
    path: '/auth/requestdemo',
    tag,
    access: 'public',
    body: requestDemoBody,
    response: requestDemoResponse,
  }),
  demoSlots: endpoint({
    method: 'GET',
    path: '/demo/slots',
    tag,
    access: 'public',
    query: demoSlotsQuery,
    response: demoSlotsResponse,
  }),
  bookDemoSlot: endpoint({
    method: 'POST',
    path: '/demo/slots/book',
    tag,
    access: 'public',
    body: bookDemoSlotBody,
    response: bookedDemoResponse,
  }),
};
