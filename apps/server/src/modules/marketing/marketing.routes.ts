import type { FastifyPluginAsync } from 'fastify';
import { MARKETING_MESSAGES, endpoints } from '@fairplay/contracts';
import { ok } from '../../plugins/envelope.js';
import { implement } from '../../plugins/endpoint-routes.js';
import type { MarketingService } from './marketing.service.js';

/** The public site's API calls: contact us, demo requests and the demo scheduling step. */
export function marketingApiRoutes(service: MarketingService): FastifyPluginAsync {
  return async (app) =>
    implement(app, endpoints.marketing, {
      contactUs: async (request) => {
        await service.contactUs(request.body, request.ip);
        return ok(null, MARKETING_MESSAGES.contactSuccess);
      },
      requestDemo: async (request) =>
        ok(await service.requestDemo(request.body, request.ip), MARKETING_MESSAGES.demoRequested),
      demoSlots: async (request) => ok(await service.listSlots(request.query.from)),
      bookDemoSlot: async (request) => ok(await service.bookSlot(request.body), MARKETING_MESSAGES.demoBooked),
    });
}
