import type { FastifyPluginAsync } from 'fastify';
import { READER_MESSAGES, endpoints } from '@fairplay/contracts';
import { ok } from '../../plugins/envelope.js';
import { implement } from '../../plugins/endpoint-routes.js';
import { requireMember } from '../identity/index.js';
import type { ReadersService } from './readers.service.js';
import type { TerminalService } from './terminal.service.js';

const headerOf = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** Card readers and the terminal flow (endpoints.readers). */
export function readersRoutes(readers: ReadersService, terminal: TerminalService): FastifyPluginAsync {
  return async (app) =>
    implement(app, endpoints.readers, {
      terminalToken: async (request) => ok(await readers.terminalToken(requireMember(request), request.body.location)),
      create: async (request) =>
        ok(await readers.create(requireMember(request), request.body), READER_MESSAGES.registered),
      list: async (request) => ok(await readers.list(requireMember(request))),
      remove: async (request) =>
        ok(await readers.remove(requireMember(request), request.params.id), READER_MESSAGES.removed),
      createIntent: async (request) =>
        ok(
          await terminal.createIntent(
            requireMember(request),
            request.body,
            headerOf(request.headers['idempotency-key']),
          ),
          READER_MESSAGES.continueOnTerminal,
        ),
      capture: async (request) => {
        const charge = await terminal.capture(requireMember(request), request.body.payment_intent_id);
        return ok(
          charge,
          charge.status === 'processing' ? READER_MESSAGES.continueOnTerminal : READER_MESSAGES.captured,
        );
      },
      cancel: async (request) =>
        ok(await terminal.cancel(requireMember(request), request.body.payment_intent_id), READER_MESSAGES.canceled),
    });
}
