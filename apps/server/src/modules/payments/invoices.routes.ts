import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@fairplay/contracts';
import { ok } from '../../plugins/envelope.js';
import { implement } from '../../plugins/endpoint-routes.js';
import { requireMember } from '../identity/index.js';
import type { InvoicesService } from './invoices.service.js';

export function invoicesRoutes(invoices: InvoicesService): FastifyPluginAsync {
  return async (app) =>
    implement(app, endpoints.invoices, {
      history: async (request) => ok(await invoices.history(requireMember(request), request.params.id)),
    });
}
