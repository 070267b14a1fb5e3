import type { FastifyInstance } from 'fastify';
import { MESSAGES, type FieldError } from '@fairplay/contracts';
import { AppError } from '../errors.js';

/** At most this many offending fields are named in one answer. */
const MAX_NAMED = 20;

/** Every path (dotted, like the envelope's field names) under `value` whose string or key holds a NUL character. */
function nulPaths(value: unknown, path: string[], found: string[]): void {
  if (found.length >= MAX_NAMED) return;
  if (typeof value === 'string') {
    if (value.includes('\u0000')) found.push(path.join('.'));
    return;
  }
  if (value === null || typeof value !== 'object') return;
  for (const [key, item] of Object.entries(value)) {
    const keyPath = [...path, key.replaceAll('\u0000', '')];
    if (key.includes('\u0000')) found.push(keyPath.join('.'));
    else nulPaths(item, keyPath, found);
    if (found.length >= MAX_NAMED) return;
  }
}

/**
 * Refuses, with a 400 naming the field, any request whose body, query or path parameters hold a NUL character
 * anywhere: PostgreSQL cannot store one in text, so it would otherwise fail deep in a query. Runs before the
 * route's validation, for every route, so no schema has to remember it.
 */
export function registerTextGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const found: string[] = [];
    for (const [where, value] of [
      ['body', request.body],
      ['query', request.query],
      ['params', request.params],
    ] as const) {
      const paths: string[] = [];
      nulPaths(value, [], paths);
      found.push(...paths.map((path) => path || where));
    }
    if (found.length === 0) return;
    const errors: FieldError[] = found.slice(0, MAX_NAMED).map((field) => ({ field, message: MESSAGES.nulCharacter }));
    throw new AppError(400, errors.map((item) => `${item.field}: ${item.message}`).join('; '), { errors });
  });
}
