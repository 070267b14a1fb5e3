import type { FastifyPluginAsync } from 'fastify';
import { CLUB_BILLING_MESSAGES, endpoints } from '@fairplay/contracts';
import { ok } from '../../plugins/envelope.js';
import { implement } from '../../plugins/endpoint-routes.js';
import { requireMember } from '../identity/index.js';
import type { ClubBillingService } from './club-billing.service.js';

export function clubBillingRoutes(service: ClubBillingService): FastifyPluginAsync {
  return async (app) =>
    implement(app, endpoints.clubBilling, {
      subscription: async (request) => ok(await service.subscription(requireMember(request))),
      verifyPromo: async (request) => ok(await service.verifyPromo(request.body.promo)),
      upgrade: async (request) => {
        const result = await service.upgrade(requireMember(request), request.body);
        return ok(result.subscription, result.message);
      },
      create: async (request) => {
        const result = await service.create(requireMember(request), request.body);
        return ok(result.subscription, result.message);
      },
      cancel: async (request) => ok(await service.cancel(requireMember(request)), CLUB_BILLING_MESSAGES.setToEnd),
      reactivate: async (request) =>
        ok(
          await service.reactivate(requireMember(request), request.body.subscription_id),
          CLUB_BILLING_MESSAGES.reactivated,
        ),
    });
}
