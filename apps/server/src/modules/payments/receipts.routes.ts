import type { FastifyPluginAsync } from 'fastify';
import { RECEIPT_MESSAGES, endpoints } from '@fairplay/contracts';
import { ok } from '../../plugins/envelope.js';
import { implement } from '../../plugins/endpoint-routes.js';
import { requireMember } from '../identity/index.js';
import type { ReceiptsService } from './receipts.service.js';

export function receiptsRoutes(receipts: ReceiptsService): FastifyPluginAsync {
  return async (app) =>
    implement(app, endpoints.receipts, {
      pdf: async (request, reply) => {
        const { pdf, fileName } = await receipts.pdf(request.params.token);
        return reply
          .type('application/pdf')
          .header('content-disposition', `inline; filename="${fileName}"`)
          .header('cache-control', 'private, no-store')
          .send(pdf);
      },
      send: async (request) =>
        ok(await receipts.send(requireMember(request), request.params.id, request.body.email), RECEIPT_MESSAGES.sent),
    });
}
