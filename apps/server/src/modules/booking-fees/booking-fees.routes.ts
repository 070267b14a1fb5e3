import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@fairplay/contracts';
import { ok } from '../../plugins/envelope.js';
import { implement } from '../../plugins/endpoint-routes.js';
import { requireMember } from '../identity/index.js';
import type { BookingFeesService } from './booking-fees.service.js';

export function bookingFeesRoutes(fees: BookingFeesService): FastifyPluginAsync {
  return async (app) =>
    implement(app, endpoints.bookingFees, {
      memberFees: async (request) => ok(await fees.memberFees(requireMember(request), request.params.id)),
      appointmentFees: async (request) => ok(await fees.appointmentFees(requireMember(request), request.params.id)),
      waive: async (request) => ok(await fees.waive(requireMember(request), request.params.id), 'Fee waived.'),
    });
}
