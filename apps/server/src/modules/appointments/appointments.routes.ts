import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { APPOINTMENT_MESSAGES, endpoints, type removePartlyQuery } from '@fairplay/contracts';
import { FREEZE_MESSAGES } from '@fairplay/domain';
import type { z } from 'zod';
import { ok } from '../../plugins/envelope.js';
import { implement, type EndpointRequest } from '../../plugins/endpoint-routes.js';
import { requireMember, type MemberContext } from '../identity/index.js';
import type { AppointmentsService } from './appointments.service.js';
import { readIdempotencyKey } from './idempotency.js';
import { StreamSlots, streamChanges } from './live-stream.js';
import type { SessionEnds } from './ports.js';

const table = endpoints.appointments;

export function appointmentsRoutes(service: AppointmentsService, sessions: SessionEnds): FastifyPluginAsync {
  return async (app) => {
    // The relay between processes listens from the start, and stops after the streams have ended.
    app.addHook('onReady', async () => service.live.start());
    app.addHook('preClose', async () => service.live.closeAll());
    app.addHook('onClose', async () => service.live.stop());
    const streams = { live: service.live, sessions, slots: new StreamSlots() };

    const create =
      (kind: 'complex' | 'book', path: string) => async (request: EndpointRequest<typeof table.addBook>) => {
        const key = readIdempotencyKey(request.headers['idempotency-key']);
        const result = await service.create(requireMember(request), kind, [request.body], request.body.force, {
          key,
          route: path,
          body: request.body,
        });
        return ok(result, APPOINTMENT_MESSAGES.booked);
      };
    const removePartlyFor = async (
      member: MemberContext,
      target: { id: number; recurrence: number; global?: number },
      query: z.output<typeof removePartlyQuery>,
    ) => {
      const { scope, keep_booked, automatically_refund_payment } = query;
      const chosen = keep_booked ? 4 : (scope ?? 2);
      const removed = await service.removePartly(
        member,
        { id: target.id, recurrenceId: target.recurrence, globalId: target.global ?? null },
        { scope: chosen, refund: automatically_refund_payment },
      );
      return ok(removed, 'Deleted.');
    };
    const cancel = async (
      member: MemberContext,
      body: z.output<typeof table.cancel.body>,
      id: number,
      userId: number | null,
    ) => ok(await service.cancel(member, body.apt_id ?? id, userId, body.cancel_for === 'all'), 'Cancelled.');
    const update = async (member: MemberContext, id: number, body: z.output<typeof table.update.body>) =>
      ok(
        body.recurrence !== undefined
          ? await service.updateComplex(member, id, body)
          : await service.update(member, id, body),
        'Saved.',
      );

    implement(
      app,
      table,
      {
        listing: async (request) => ok(await service.listing(requireMember(request), request.selection, request.body)),
        stream: async (request, reply) => {
          const member = requireMember(request);
          const owner = { businessId: member.business.id, sessionId: member.sessionId, userId: member.user.id };
          streamChanges(streams, owner, request as FastifyRequest, reply);
          return reply;
        },
        people: async (request) =>
          ok(await service.people(requireMember(request), request.query.search, request.query.limit)),
        get: async (request) => ok(await service.get(requireMember(request), request.params.id)),
        price: async (request) => ok(await service.price(requireMember(request), request.body)),
        freeSlots: async (request) => ok(await service.freeSlots(requireMember(request), request.query)),
        addComplex: create('complex', table.addComplex.path),
        addBook: create('book', table.addBook.path),
        addMany: async (request) => {
          const key = readIdempotencyKey(request.headers['idempotency-key']);
          const { appointments, force } = request.body;
          const result = await service.create(
            requireMember(request),
            'complex',
            appointments,
            force,
            {
              key,
              route: table.addMany.path,
              body: request.body,
            },
            'appointments',
          );
          return ok(result, APPOINTMENT_MESSAGES.booked);
        },
        update: async (request) => update(requireMember(request), request.params.id, request.body),
        updateComplex: async (request) => update(requireMember(request), request.params.id, request.body),
        dragAndDrop: async (request) =>
          ok(await service.move(requireMember(request), request.params.id, request.body), APPOINTMENT_MESSAGES.moved),
        delete: async (request) =>
          ok(
            await service.delete(requireMember(request), request.params.id, request.query.automatically_refund_payment),
            'Deleted.',
          ),
        removePartly: async (request) => removePartlyFor(requireMember(request), request.params, request.query),
        removePartlyGlobal: async (request) => removePartlyFor(requireMember(request), request.params, request.query),
        deleteRule: async (request) => ok(await service.deleteWindow(requireMember(request), request.body), 'Deleted.'),
        freeze: async (request) =>
          ok(await service.freeze(requireMember(request), request.body), FREEZE_MESSAGES.created),
        block: async (request) => ok(await service.block(requireMember(request), request.params.id)),
        cancel: async (request) => cancel(requireMember(request), request.body, request.params.id, null),
        cancelUser: async (request) =>
          cancel(requireMember(request), request.body, request.params.id, request.params.userId),
        cancelFor: async (request) => {
          const following = request.body.cancel_for === 'following' || request.query.cancel_from !== undefined;
          return ok(
            await service.cancelFor(
              requireMember(request),
              request.params.aptId,
              request.body.user_id,
              following,
              request.query.automatically_refund_payment,
            ),
            'Cancelled.',
          );
        },
        bookFor: async (request) =>
          ok(
            await service.bookFor(requireMember(request), request.params.id, request.body),
            APPOINTMENT_MESSAGES.booked,
          ),
        messages: async (request) => ok(await service.messages(requireMember(request), request.body.appointment_id)),
        mine: async (request) => ok(await service.mine(requireMember(request), request.query)),
        sendMessage: async (request) =>
          ok(
            await service.sendMessage(requireMember(request), request.body.appointment_id, request.body.message),
            APPOINTMENT_MESSAGES.sent,
          ),
      },
      // The court sheet's hot path: its answer (hundreds of events) is built field by field by windowEvents and its
      // shape is proven by the API tests, so it is written out without re-validating every event per request,
      // which took a tenth of the call. The table's schema still documents it.
      { listing: { unvalidatedResponse: true } },
    );
  };
}
