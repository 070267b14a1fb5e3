import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MESSAGES, fieldErrorsMessage, type Envelope, type FieldError } from '@fairplay/contracts';
import { AppError } from '../errors.js';
import { BARE_ANSWER_HEADERS } from './headers.js';
import { databaseRefusal } from '../database-errors.js';
import { encodePage, type PageRenderer } from './static-web.js';

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
  // No route, so no route hooks: the request id and the security headers are set here.
  void reply
    .headers(BARE_ANSWER_HEADERS)
    .header('x-request-id', request.id)
    .status(status)
    .send({ code: status, payload: null, message });
}

/** How deep an error's `cause` chain is followed in the log. */
const CAUSE_DEPTH = 3;

/**
 * The log form of an error: its class, code, constraint, message and stack frames, and the same of its cause;
 * never the query parameters that driver errors carry (`params`, drizzle's "params:" line), which hold personal
 * data such as e-mails and password hashes.
 */
export function serializeError(error: unknown): LoggedError {
  return logged(error, 0);
}

export interface LoggedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

function logged(error: unknown, depth: number): LoggedError {
  if (error === null || typeof error !== 'object') return { type: typeof error, message: String(error), stack: '' };
  const source = error as {
    name?: unknown;
    code?: unknown;
    constraint?: unknown;
    message?: unknown;
    stack?: unknown;
    cause?: unknown;
    statusCode?: unknown;
  };
  const type = error.constructor?.name && error.constructor !== Object ? error.constructor.name : source.name;
  const fullMessage = typeof source.message === 'string' ? source.message : '';
  const message = fullMessage.split(/\nparams:/)[0] ?? '';
  // The stack opens with the full message; keep only the frames.
  const stack =
    typeof source.stack === 'string'
      ? source.stack
          .split('\n')
          .filter((line) => /^\s+at /.test(line))
          .join('\n')
      : '';
  const out: LoggedError = { type: typeof type === 'string' ? type : 'Error', message, stack };
  if (typeof source.code === 'string' || typeof source.code === 'number') out.code = source.code;
  if (typeof source.constraint === 'string') out.constraint = source.constraint;
  if (typeof source.statusCode === 'number') out.statusCode = source.statusCode;
  if (source.cause !== undefined && depth < CAUSE_DEPTH) out.cause = logged(source.cause, depth + 1);
  return out;
}

/**
 * Turns every failure into the `{code, payload, message}` envelope with the matching HTTP status (a database's
 * refusal by databaseRefusal), and keeps stack traces in the log only.
 */
export function registerEnvelope(app: FastifyInstance, pages: PageRenderer | null): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      // A rate limit's refusal tells HTTP clients and proxies when to retry, as its payload tells ours.
      const retryAfter = error.payload?.retry_after;
      if (error.statusCode === 429 && typeof retryAfter === 'number') reply.header('retry-after', String(retryAfter));
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
      const message = fieldErrorsMessage(errors);
      return reply.status(400).send({ code: 400, payload: { errors }, message });
    }
    // Fastify's own errors carry a status; a database's never do.
    const refusal = error.statusCode === undefined ? databaseRefusal(error) : null;
    if (refusal) {
      // A lost database is the operator's concern; a refused write is an everyday race or bad value.
      if (refusal.statusCode === 503) request.log.warn({ err: error }, 'database unavailable');
      else request.log.info({ err: error }, 'database refused the request');
      return reply
        .status(refusal.statusCode)
        .send({ code: refusal.statusCode, payload: refusal.payload, message: refusal.message });
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
    const isPageRequest = (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api/');
    if (pages && isPageRequest) {
      const page = pages(request.url.split('?')[0] ?? '/');
      const encoded = encodePage(page.html, request.headers['accept-encoding']);
      if (encoded.encoding) reply.header('content-encoding', encoded.encoding);
      return reply
        .status(page.status)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('vary', 'accept-encoding')
        .send(encoded.body);
    }
    return reply
      .status(404)
      .send({ code: 404, payload: null, message: `Route ${request.method} ${request.url.split('?')[0]} not found.` });
  });
}
