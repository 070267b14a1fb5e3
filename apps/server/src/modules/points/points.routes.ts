import type { FastifyPluginAsync } from 'fastify';
import { POINT_MESSAGES, endpoints } from '@fairplay/contracts';
import { ok } from '../../plugins/envelope.js';
import { implement } from '../../plugins/endpoint-routes.js';
import { requireMember } from '../identity/index.js';
import type { EntitiesService } from './entities.service.js';
import type { PointsService } from './points.service.js';

const headerOf = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export function pointsRoutes(entities: EntitiesService, points: PointsService): FastifyPluginAsync {
  return async (app) =>
    implement(app, endpoints.points, {
      entities: async (request) => ok(await entities.list(requireMember(request))),
      createEntity: async (request) =>
        ok(await entities.create(requireMember(request), request.body), POINT_MESSAGES.entityCreated),
      updateEntity: async (request) =>
        ok(
          await entities.update(requireMember(request), request.params.id, request.body),
          POINT_MESSAGES.entityUpdated,
        ),
      buy: async (request) =>
        ok(
          await points.buy(requireMember(request), request.body, headerOf(request.headers['idempotency-key'])),
          request.body.gift ? POINT_MESSAGES.gifted : POINT_MESSAGES.bought,
        ),
      refundGift: async (request) =>
        ok(
          await points.refundGift(requireMember(request), request.body, headerOf(request.headers['idempotency-key'])),
          POINT_MESSAGES.giftRefunded,
        ),
      gifts: async (request) => ok(await points.gifts(requireMember(request), request.params.id)),
      memberPoints: async (request) => ok(await points.memberPoints(requireMember(request), request.params.id)),
      memberBalance: async (request) => ok(await points.memberBalance(requireMember(request), request.params.id)),
      charge: async (request) =>
        ok(
          await points.charge(
            requireMember(request),
            request.body,
            headerOf(request.headers['idempotency-key']),
            request.selection.facilityGroupId,
          ),
          POINT_MESSAGES.charged,
        ),
    });
}
