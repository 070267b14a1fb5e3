import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MESSAGES, type Envelope, type FieldError } from '@fairplay/contracts';
import { AppError } from '../errors.js';

export function ok<T>(payload: T, message: string = MESSAGES.success): Envelope<T> {
  return { code: 200, payload, message };
}

function fieldName(path: string, fallback: string): string {
  const trimmed = path.replace(/^\//, '').replace(/\//g, '.');
  return trimmed || fallback;
}

/**
 * Errors Fastify answers before any route is found (an over-long path parameter, a malformed URL), in the
 * envelope and without echoing the address.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : (error.statusCode ?? 400);
  const message =
    status === 414 ? MESSAGES.urlTooLong : error.code === 'FST_ERR_BAD_URL' ? MESSAGES.badUrl : error.message;
  // No route, so no route hooks: the request id is set here.
  void reply.header('x-request-id', request.id).status(status).send({ code: status, payload: null, message });
}

/**
 * Turns every failure into the `{code, payload, message}` envelope with the matching HTTP status, and
 * keeps stack traces in the log only.
 */
export function registerEnvelope(app: FastifyInstance, servesWeb: boolean): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return reply
        .status(error.statusCode)
        .send({ code: error.statusCode, payload: error.payload, message: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const where = error.validationContext ?? 'body';
      const errors: FieldError[] = error.validation.flatMap((issue) => {
        // An unknown key is the caller's mistake in that key, so name the key rather than its parent object.
        const unknownKeys =
          issue.keyword === 'unrecognized_keys' ? (issue.params as { keys?: string[] }).keys : undefined;
        if (unknownKeys?.length) {
          const parent = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
          return unknownKeys.map((key) => ({
            field: parent ? `${parent}.${key}` : key,
            message: 'Unrecognized field.',
          }));
        }
        return [{ field: fieldName(issue.instancePath, where), message: issue.message ?? 'is invalid' }];
      });
      const message = errors.map((item) => `${item.field}: ${item.message}`).join('; ');
      return reply.status(400).send({ code: 400, payload: { errors }, message });
    }
    const status = error.statusCode ?? 500;
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || (status === 400 && error instanceof SyntaxError)) {
      return reply.status(400).send({ code: 400, payload: null, message: MESSAGES.malformedJson });
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.status(413).send({ code: 413, payload: null, message: MESSAGES.bodyTooLarge });
    }
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ code: status, payload: null, message: error.message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ code: 500, payload: null, message: MESSAGES.serverError });
  });

  app.setNotFoundHandler((request, reply) => {
    const isPageRequest = request.method === 'GET' && !request.url.startsWith('/api/');
    if (servesWeb && isPageRequest) return reply.type('text/html').sendFile('index.html');
    return reply
      .status(404)
      .send({ code: 404, payload: null, message: `Route ${request.method} ${request.url.split('?')[0]} not found.` });
  });
}
