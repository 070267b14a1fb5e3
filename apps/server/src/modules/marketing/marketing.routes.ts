import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MARKETING_MESSAGES,
  bookDemoSlotBody,
  bookedDemoResponse,
  contactUsBody,
  demoSlotsQuery,
  demoSlotsResponse,
  envelope,
  requestDemoBody,
  requestDemoResponse,
} from '@fairplay/contracts';
import { ok } from '../../plugins/envelope.js';
import type { MarketingService } from './marketing.service.js';

const tags = ['public site'];

/** The public site's API calls: contact us, demo requests and the demo scheduling step. */
export function marketingApiRoutes(service: MarketingService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/contactus',
      { schema: { tags, body: contactUsBody, response: { 200: envelope(z.null()) } }, config: { access: 'public' } },
      async (request) => {
        await service.contactUs(request.body, request.ip);
        return ok(null, MARKETING_MESSAGES.contactSuccess);
      },
    );
    app.post(
      '/auth/requestdemo',
      {
        schema: { tags, body: requestDemoBody, response: { 200: envelope(requestDemoResponse) } },
        config: { access: 'public' },
      },
      async (request) => ok(await service.requestDemo(request.body, request.ip), MARKETING_MESSAGES.demoRequested),
    );
    app.get(
      '/demo/slots',
      {
        schema: { tags, querystring: demoSlotsQuery, response: { 200: envelope(demoSlotsResponse) } },
        config: { access: 'public' },
      },
      async (request) => ok(await service.listSlots(request.query.from)),
    );
    app.post(
      '/demo/slots/book',
      {
        schema: { tags, body: bookDemoSlotBody, response: { 200: envelope(bookedDemoResponse) } },
        config: { access: 'public' },
      },
      async (request) => ok(await service.bookSlot(request.body), MARKETING_MESSAGES.demoBooked),
    );
  };
}
