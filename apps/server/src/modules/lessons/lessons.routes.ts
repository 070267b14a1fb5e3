import type { FastifyPluginAsync } from 'fastify';
import { BOOKING_PAYMENT_MESSAGES, endpoints, LESSON_MESSAGES } from '@fairplay/contracts';
import { ok } from '../../plugins/envelope.js';
import { implement } from '../../plugins/endpoint-routes.js';
import { requireMember } from '../identity/index.js';
import type { LessonsService } from './lessons.service.js';

export function lessonsRoutes(service: LessonsService): FastifyPluginAsync {
  return async (app) =>
    implement(app, endpoints.lessons, {
      add: async (request) => ok(await service.add(requireMember(request), request.body), LESSON_MESSAGES.created),
      update: async (request) =>
        ok(
          await service.update(requireMember(request), request.params.lessonId, request.body),
          LESSON_MESSAGES.updated,
        ),
      get: async (request) => ok(await service.get(requireMember(request), request.params.id, request.query.by)),
      updateOccurrence: async (request) =>
        ok(
          await service.updateOccurrence(requireMember(request), request.params.id, request.body),
          LESSON_MESSAGES.updated,
        ),
      remove: async (request) =>
        ok(
          await service.remove(requireMember(request), request.params.lessonId, request.params.aptId, {
            keepBooked: request.query.keep_booked === '1',
            following: request.query.mode === '1',
          }),
          LESSON_MESSAGES.deleted,
        ),
      search: async (request) =>
        ok(await service.search(requireMember(request), request.params.businessId, request.body)),
      book: async (request) => {
        const result = await service.book(requireMember(request), request.params.lesson_id, request.body);
        const paid = result.payment?.status === 'paid' || result.points_balance !== null;
        const held = result.payment?.status === 'authorized' || result.payment?.status === 'scheduled';
        return ok(
          result,
          result.booked.length === 0
            ? result.pay_method === 'authorize' && result.waitlisted.length > 0
              ? BOOKING_PAYMENT_MESSAGES.waitlistedWithCard
              : LESSON_MESSAGES.waitlisted
            : held
              ? result.payment?.status === 'authorized'
                ? BOOKING_PAYMENT_MESSAGES.bookedAndAuthorized
                : BOOKING_PAYMENT_MESSAGES.bookedAndScheduled
              : paid
                ? BOOKING_PAYMENT_MESSAGES.lessonPaid
                : LESSON_MESSAGES.booked,
        );
      },
      cancel: async (request) =>
        ok(
          await service.cancel(requireMember(request), request.params.id, undefined, request.body.cancel_for),
          LESSON_MESSAGES.cancelled,
        ),
      cancelUser: async (request) =>
        ok(
          await service.cancel(
            requireMember(request),
            request.params.id,
            request.params.userId,
            request.body.cancel_for,
          ),
          LESSON_MESSAGES.cancelled,
        ),
      price: async (request) =>
        ok(await service.price(requireMember(request), request.body.lesson_id, request.body.user_id)),
      campPrice: async (request) =>
        ok(
          await service.campPrice(
            requireMember(request),
            request.body.lesson_id,
            request.body.user_id,
            request.body.start_time,
          ),
        ),
    });
}
