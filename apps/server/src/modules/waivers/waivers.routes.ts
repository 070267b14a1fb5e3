import type { FastifyError, FastifyPluginAsync } from 'fastify';
import { endpoints, WAIVER_LIMITS } from '@fairplay/contracts';
import { AppError } from '../../errors.js';
import { ok } from '../../plugins/envelope.js';
import { implement } from '../../plugins/endpoint-routes.js';
import { requireMember } from '../identity/index.js';
import type { WaiversService } from './waivers.service.js';

/**
 * The stored file is shown as a document and nothing else: should a browser ever render it as a page, it runs in
 * an opaque origin with no scripts and loads nothing.
 */
export const WAIVER_CSP = "sandbox; default-src 'none'; frame-ancestors 'none'";

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
    // Fastify stops reading an upload at the limit (at once when Content-Length says more); say which limit.
    app.setErrorHandler((error: FastifyError) => {
      if (error.code !== 'FST_ERR_CTP_BODY_TOO_LARGE') throw error;
      const message = `The waiver must be at most ${WAIVER_LIMITS.maxBytes / (1024 * 1024)} MB.`;
      throw new AppError(413, message, { errors: [{ field: 'body', message }] });
    });
    implement(app, endpoints.waivers, {
      upload: async (request) =>
        ok(await service.upload(requireMember(request), request.query.name, request.body), 'Waiver uploaded.'),
      download: async (request, reply) => {
        const waiver = await service.read(requireMember(request));
        return reply
          .type('application/pdf')
          .header('content-disposition', `inline; filename="${waiver.fileName.replace(/[^\w.\- ]/g, '_')}"`)
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', WAIVER_CSP)
          .send(waiver.content);
      },
      status: async (request) => ok(await service.status(requireMember(request))),
      sign: async (request) => ok(await service.sign(requireMember(request), request.body), 'Waiver signed.'),
      remove: async (request) => {
        await service.remove(requireMember(request));
        return ok(null, 'Waiver removed.');
      },
    });
  };
}
