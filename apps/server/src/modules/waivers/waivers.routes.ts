import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, WAIVER_LIMITS, waiverInfo, waiverUploadQuery } from '@fairplay/contracts';
import type { Database } from '@fairplay/db';
import { ok } from '../../plugins/envelope.js';
import { requireMember } from '../identity/index.js';
import type { WaiversService } from './waivers.service.js';

const tags = ['settings'];

export function waiversRoutes(service: WaiversService, db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    // The upload's body is the PDF itself; this parser only exists inside this plugin.
    app.addContentTypeParser(
      'application/pdf',
      { parseAs: 'buffer', bodyLimit: WAIVER_LIMITS.maxBytes },
      (_request, body, done) => {
        done(null, body);
      },
    );

    app.put(
      '/business/waiver',
      {
        bodyLimit: WAIVER_LIMITS.maxBytes,
        schema: { tags, querystring: waiverUploadQuery, response: { 200: envelope(waiverInfo) } },
        config: { access: { resource: 'settings', action: 'update' } },
      },
      async (request) =>
        ok(await service.upload(requireMember(request), request.query.name, request.body), 'Waiver uploaded.'),
    );
    app.get('/business/waiver', { schema: { tags }, config: { access: 'member' } }, async (request, reply) => {
      const waiver = await service.read(requireMember(request));
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${waiver.fileName.replace(/[^\w.\- ]/g, '_')}"`)
        .send(waiver.content);
    });
    app.delete(
      '/business/waiver',
      {
        schema: { tags, response: { 200: envelope(z.null()) } },
        config: { access: { resource: 'settings', action: 'update' } },
      },
      async (request) => {
        await service.remove(requireMember(request));
        return ok(null, 'Waiver removed.');
      },
    );
  };
}
