import type { FastifyPluginAsync } from 'fastify';
import { APPOINTMENT_MESSAGES, endpoints, SHEET_SPOT_NOTE } from '@fairplay/contracts';
import { FREEZE_MESSAGES, RULE_FORM_MESSAGES } from '@fairplay/domain';
import { ok } from '../../plugins/envelope.js';
import { implement } from '../../plugins/endpoint-routes.js';
import { requireMember } from '../identity/index.js';
import type { AvailabilityService } from './availability.service.js';
import type { AvailabilityNeeds } from './ports.js';

export function availabilityRoutes(
  service: AvailabilityService,
  bookFromSheet: AvailabilityNeeds['bookFromSheet'],
): FastifyPluginAsync {
  return async (app) =>
    implement(app, endpoints.availability, {
      whoCanBook: async (request) => ok(await service.whoCanBook(requireMember(request))),
      list: async (request) => ok(await service.list(requireMember(request), request.query)),
      expiring: async (request) => ok(await service.expiring(requireMember(request))),
      get: async (request) => ok(await service.get(requireMember(request), request.params.id)),
      add: async (request) => ok(await service.add(requireMember(request), request.body), RULE_FORM_MESSAGES.created),
      addFromSheet: async (request) => {
        const body = request.body;
        // The spec's appointment fields (start_time, end_time, courts, …) book; the rule payload makes a rule.
        if (!('start_time' in body))
          return ok(await service.add(requireMember(request), body), RULE_FORM_MESSAGES.created);
        const booked = await bookFromSheet(requireMember(request), { ...body, note: body.note ?? SHEET_SPOT_NOTE });
        return ok(booked, APPOINTMENT_MESSAGES.booked);
      },
      update: async (request) =>
        ok(await service.update(requireMember(request), request.params.id, request.body), RULE_FORM_MESSAGES.updated),
      star: async (request) => ok(await service.star(requireMember(request), request.params.id, request.body.stared)),
      delete: async (request) =>
        ok(
          await service.delete(
            requireMember(request),
            request.params.id,
            request.query.group_by,
            request.query.freeze === '1',
          ),
          request.query.freeze === '1' ? FREEZE_MESSAGES.unfrozen : undefined,
        ),
      moveSingle: async (request) =>
        ok(await service.moveSingle(requireMember(request), request.body), RULE_FORM_MESSAGES.updated),
      courtAvailability: async (request) =>
        ok(await service.courtAvailability(requireMember(request), request.selection, request.body)),
      preview: async (request) => ok(await service.preview(requireMember(request), request.body)),
      businessListing: async (request) =>
        ok(await service.businessListing(requireMember(request), request.selection, request.body)),
    });
}
