import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  appointmentMessageSchema,
  bookForBody,
  cancelBody,
  cancelForBody,
  cancelForQuery,
  conflictSchema,
  courtSheetEventSchema,
  createAppointmentBody,
  createAppointmentResponse,
  createManyAppointmentsBody,
  deleteRuleBody,
  dragAndDropBody,
  envelope,
  getMessagesBody,
  idParam,
  listingBody,
  listingResponse,
  peopleSearchQuery,
  personOptionSchema,
  refundQuery,
  removePartlyQuery,
  sendMessageBody,
  updateAppointmentBody,
  APPOINTMENT_MESSAGES,
} from '@fairplay/contracts';
import type { Database } from '@fairplay/db';
import { ok } from '../../plugins/envelope.js';
import { requireMember } from '../identity/index.js';
import type { AppointmentsService } from './appointments.service.js';
import { readIdempotencyKey } from './idempotency.js';
import { streamChanges } from './live-stream.js';

const tags = ['appointments'];
const read = { access: { resource: 'court', action: 'read' } } as const;
// Spec 2 section 6: without court update the court sheet answers 'Your Assigned Role Is View Only'.
const update = { access: { resource: 'court', action: 'update', denied: APPOINTMENT_MESSAGES.viewOnly } } as const;
const byId = z.object({ id: idParam }).strict();
const created = { 200: envelope(createAppointmentResponse) };
const oneEvent = { 200: envelope(courtSheetEventSchema) };
const counted = (field: string) => ({ 200: envelope(z.record(z.string(), z.number().int()).describe(field)) });
const updatedResponse = { 200: envelope(z.object({ updated: listingResponse, skipped: z.array(conflictSchema) })) };

export function appointmentsRoutes(service: AppointmentsService, db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('preClose', async () => service.live.closeAll());
    app.post(
      '/appointment/listing',
      // The court sheet's hot path: its answer (hundreds of events) is built field by field by toEvents and its
      // shape is proven by the API tests, so it is written out without re-validating every event per request,
      // which took a tenth of the call. The schema still documents it.
      {
        schema: { tags, body: listingBody, response: { 200: envelope(listingResponse) } },
        serializerCompiler: () => JSON.stringify,
        config: read,
      },
      async (request) => ok(await service.listing(requireMember(request), request.selection, request.body)),
    );
    app.get(
      '/appointment/stream',
      {
        schema: { tags, description: 'Server-sent events: `changed` whenever the club schedule changes.' },
        config: read,
      },
      (request, reply) => streamChanges(service.live, requireMember(request).business.id, request, reply),
    );
    app.get(
      '/appointment/people',
      {
        schema: { tags, querystring: peopleSearchQuery, response: { 200: envelope(z.array(personOptionSchema)) } },
        config: update,
      },
      async (request) => ok(await service.people(requireMember(request), request.query.search, request.query.limit)),
    );
    app.get(
      '/appointment/get/:id',
      { schema: { tags, params: byId, response: oneEvent }, config: read },
      async (request) => ok(await service.get(requireMember(request), request.params.id)),
    );

    for (const [path, kind] of [
      ['/appointment/add_complex', 'complex'],
      ['/appointment/add_book', 'book'],
    ] as const) {
      app.post(
        path,
        { schema: { tags, body: createAppointmentBody, response: created }, config: update },
        async (request) => {
          const key = readIdempotencyKey(request.headers['idempotency-key']);
          const result = await service.create(requireMember(request), kind, [request.body], request.body.force, {
            key,
            route: path,
            body: request.body,
          });
          return ok(result, APPOINTMENT_MESSAGES.booked);
        },
      );
    }
    app.post(
      '/appointment/add_many',
      { schema: { tags, body: createManyAppointmentsBody, response: created }, config: update },
      async (request) => {
        const key = readIdempotencyKey(request.headers['idempotency-key']);
        const { appointments, force } = request.body;
        const result = await service.create(requireMember(request), 'complex', appointments, force, {
          key,
          route: '/appointment/add_many',
          body: request.body,
        });
        return ok(result, APPOINTMENT_MESSAGES.booked);
      },
    );

    for (const path of ['/appointment/update/:id', '/appointment/update_complex/:id'] as const) {
      app.put(
        path,
        { schema: { tags, params: byId, body: updateAppointmentBody, response: updatedResponse }, config: update },
        async (request) => {
          const member = requireMember(request);
          const { id } = request.params;
          const result =
            request.body.recurrence !== undefined
              ? await service.updateComplex(member, id, request.body)
              : await service.update(member, id, request.body);
          return ok(result, 'Saved.');
        },
      );
    }
    app.put(
      '/appointment/drag_and_drop/:id',
      { schema: { tags, params: byId, body: dragAndDropBody, response: oneEvent }, config: update },
      async (request) =>
        ok(await service.move(requireMember(request), request.params.id, request.body), APPOINTMENT_MESSAGES.moved),
    );
    app.delete(
      '/appointment/delete/:id',
      { schema: { tags, params: byId, querystring: refundQuery, response: counted('removed') }, config: update },
      async (request) =>
        ok(
          await service.delete(requireMember(request), request.params.id, request.query.automatically_refund_payment),
          'Deleted.',
        ),
    );
    const partly = { tags, querystring: removePartlyQuery, response: counted('removed') };
    app.delete(
      '/appointment/remove_partly/:id/:recurrence',
      { schema: { ...partly, params: z.object({ id: idParam, recurrence: idParam }).strict() }, config: update },
      async (request) =>
        ok(await removePartlyFor(request.params.id, request.params.recurrence, null, request), 'Deleted.'),
    );
    app.delete(
      '/appointment/remove_partly/:id/:recurrence/:global',
      {
        schema: { ...partly, params: z.object({ id: idParam, recurrence: idParam, global: idParam }).strict() },
        config: update,
      },
      async (request) =>
        ok(
          await removePartlyFor(request.params.id, request.params.recurrence, request.params.global, request),
          'Deleted.',
        ),
    );
    async function removePartlyFor(
      id: number,
      recurrenceId: number,
      globalId: number | null,
      request: { query: z.output<typeof removePartlyQuery> } & Parameters<typeof requireMember>[0],
    ) {
      const { scope, keep_booked, automatically_refund_payment } = request.query;
      const chosen = keep_booked ? 4 : (scope ?? 2);
      return service.removePartly(
        requireMember(request),
        { id, recurrenceId, globalId },
        { scope: chosen, refund: automatically_refund_payment },
      );
    }
    app.delete(
      '/appointment/delete_rule',
      { schema: { tags, body: deleteRuleBody, response: counted('removed') }, config: update },
      async (request) => ok(await service.deleteWindow(requireMember(request), request.body), 'Deleted.'),
    );
    app.put(
      '/appointment/block/:id',
      { schema: { tags, params: byId, response: oneEvent }, config: update },
      async (request) => ok(await service.block(requireMember(request), request.params.id)),
    );

    const cancel = async (
      request: Parameters<typeof requireMember>[0] & { body: z.output<typeof cancelBody> },
      id: number,
      userId: number | null,
    ) =>
      ok(
        await service.cancel(
          requireMember(request),
          request.body.apt_id ?? id,
          userId,
          request.body.cancel_for === 'all',
        ),
        'Cancelled.',
      );
    app.post(
      '/appointment/cancel/:id',
      { schema: { tags, params: byId, body: cancelBody, response: counted('cancelled') }, config: update },
      async (request) => cancel(request, request.params.id, null),
    );
    app.post(
      '/appointment/cancel/:id/:userId',
      {
        schema: {
          tags,
          params: z.object({ id: idParam, userId: idParam }).strict(),
          body: cancelBody,
          response: counted('cancelled'),
        },
        config: update,
      },
      async (request) => cancel(request, request.params.id, request.params.userId),
    );
    app.put(
      '/appointment/cancel_for/:aptId',
      {
        schema: {
          tags,
          params: z.object({ aptId: idParam }).strict(),
          querystring: cancelForQuery,
          body: cancelForBody,
          response: counted('cancelled'),
        },
        config: update,
      },
      async (request) => {
        const following = request.body.cancel_for === 'following' || request.query.cancel_from !== undefined;
        const member = requireMember(request);
        return ok(
          await service.cancelFor(
            member,
            request.params.aptId,
            request.body.user_id,
            following,
            request.query.automatically_refund_payment,
          ),
          'Cancelled.',
        );
      },
    );
    app.post(
      '/appointment/book_for/:id',
      {
        schema: { tags, params: byId, body: bookForBody, response: { 200: envelope(listingResponse) } },
        config: update,
      },
      async (request) =>
        ok(await service.bookFor(requireMember(request), request.params.id, request.body), APPOINTMENT_MESSAGES.booked),
    );
    app.post(
      '/appointment/getmsgs',
      {
        schema: { tags, body: getMessagesBody, response: { 200: envelope(z.array(appointmentMessageSchema)) } },
        config: read,
      },
      async (request) => ok(await service.messages(requireMember(request), request.body.appointment_id)),
    );
    app.post(
      '/user/court/sendmessagetoparticipantcp',
      { schema: { tags, body: sendMessageBody, response: counted('recipients') }, config: update },
      async (request) =>
        ok(
          await service.sendMessage(requireMember(request), request.body.appointment_id, request.body.message),
          APPOINTMENT_MESSAGES.sent,
        ),
    );
  };
}
