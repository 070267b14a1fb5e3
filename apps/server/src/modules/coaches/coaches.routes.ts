import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@fairplay/contracts';
import { COACH_MESSAGES } from '@fairplay/domain';
import { ok } from '../../plugins/envelope.js';
import { implement } from '../../plugins/endpoint-routes.js';
import { requireMember } from '../identity/index.js';
import type { CoachesService } from './coaches.service.js';

export function coachesRoutes(service: CoachesService): FastifyPluginAsync {
  return async (app) =>
    implement(app, endpoints.coaches, {
      add: async (request) => ok(await service.add(requireMember(request), request.body), COACH_MESSAGES.created),
      update: async (request) =>
        ok(await service.update(requireMember(request), request.params.id, request.body), COACH_MESSAGES.updated),
      list: async (request) => ok(await service.list(requireMember(request), request.body)),
      listing: async (request) => ok(await service.listing(requireMember(request), request.body)),
      remove: async (request) =>
        ok({ removed: await service.remove(requireMember(request), request.body.id) }, COACH_MESSAGES.deleted),
      block: async (request) => ok(await service.block(requireMember(request), request.body), COACH_MESSAGES.blocked),
      unblock: async (request) =>
        ok(await service.unblock(requireMember(request), request.body), COACH_MESSAGES.unblocked),
      blocks: async (request) => ok(await service.blocks(requireMember(request), request.body)),
      book: async (request) => ok(await service.book(requireMember(request), request.body), COACH_MESSAGES.booked),
      bookAndPay: async (request) => {
        const { answer, message } = await service.bookAndPay(requireMember(request), request.body);
        return ok(answer, message);
      },
      bookFor: async (request) =>
        ok(await service.bookFor(requireMember(request), request.body), COACH_MESSAGES.booked),
      price: async (request) => ok(await service.price(requireMember(request), request.body)),
      coaches: async (request) => ok(await service.coaches(requireMember(request), request.params.id, request.body)),
      cancel: async (request) =>
        ok({ cancelled: await service.cancel(requireMember(request), request.params.id) }, COACH_MESSAGES.cancelled),
      schedule: async (request) => ok(await service.schedule(requireMember(request), request.body)),
    });
}
