import type { FastifyPluginAsync } from 'fastify';
import { endpoints, WAIVER_LIMITS } from '@fairplay/contracts';
import { ok } from '../../plugins/envelope.js';
import { implement } from '../../plugins/endpoint-routes.js';
import { requireMember } from '../identity/index.js';
import type { WaiversService } from './waivers.service.js';

export function waiversRoutes(service: WaiversService): FastifyPluginAsync {
  return async (app) => {
    // The upload's body is the PDF itself; this parser (and its size limit) only exists inside this plugin.
    app.addContentTypeParser(
      'application/pdf',
      { parseAs: 'buffer', bodyLimit: WAIVER_LIMITS.maxBytes },
      (_request, body, done) => {
        done(null, body);
      },
    );
    // A route's own limit wins over the parser's, and the app's is far smaller: the upload route takes the PDF's.
    app.addHook('onRoute', (options) => {
      if (options.method === endpoints.waivers.upload.method) options.bodyLimit = WAIVER_LIMITS.maxBytes;
    });
    implement(app, endpoints.waivers, {
      upload: async (request) =>
        ok(await service.upload(requireMember(request), request.query.name, request.body), 'Waiver uploaded.'),
      download: async (request, reply) => {
        const waiver = await service.read(requireMember(request));
        return reply
          .type('application/pdf')
          .header('content-disposition', `inline; filename="${waiver.fileName.replace(/[^\w.\- ]/g, '_')}"`)
          .send(waiver.content);
      },
      remove: async (request) => {
        await service.remove(requireMember(request));
        return ok(null, 'Waiver removed.');
      },
    });
  };
}
