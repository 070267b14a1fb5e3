import type { FastifyInstance } from 'fastify';
import { MESSAGES, type FieldError } from '@fairplay/contracts';
import { fieldErrors, type AppError } from '../errors.js';

/** At most this many offending fields are named in one answer. */
const MAX_NAMED = 20;
/**
 * How deep a request's arrays and objects may nest. The deepest call of the API (add_many's dates) nests five
 * levels; a body of 256 KiB can nest over 100,000, which would overflow the stack of anything that walks it.
 */
export const MAX_NESTING = 32;

/**
 * Every path (dotted, like the envelope's field names) under `root` whose string or key holds a NUL character, in
 * document order; `tooDeep` when it nests beyond MAX_NESTING. Walked with a stack of its own, not recursion.
 */
function scan(root: unknown): { nulPaths: string[]; tooDeep: boolean } {
  const nulPaths: string[] = [];
  const stack: { value: unknown; path: string[] }[] = [{ value: root, path: [] }];
  while (stack.length > 0 && nulPaths.length < MAX_NAMED) {
    const { value, path } = stack.pop()!;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) nulPaths.push(path.join('.'));
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (path.length >= MAX_NESTING) return { nulPaths, tooDeep: true };
    const children: { value: unknown; path: string[] }[] = [];
    for (const [key, item] of Object.entries(value)) {
      const keyPath = [...path, key.replaceAll('\u0000', '')];
      if (key.includes('\u0000')) nulPaths.push(keyPath.join('.'));
      else children.push({ value: item, path: keyPath });
    }
    stack.push(...children.reverse());
  }
  return { nulPaths, tooDeep: false };
}

function refusal(errors: FieldError[]): AppError {
  return fieldErrors(errors);
}

/**
 * Refuses, with a 400 naming the field, any request whose body, query or path parameters hold a NUL character
 * anywhere: PostgreSQL cannot store one in text, so it would otherwise fail deep in a query. Refuses a body nested
 * deeper than MAX_NESTING too, before validation or anything else walks it. Runs before the route's validation,
 * for every route, so no schema has to remember either.
 */
export function registerTextGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const found: string[] = [];
    for (const [where, value] of [
      ['body', request.body],
      ['query', request.query],
      ['params', request.params],
    ] as const) {
      const { nulPaths, tooDeep } = scan(value);
      if (tooDeep) throw refusal([{ field: where, message: MESSAGES.nestedTooDeeply }]);
      found.push(...nulPaths.map((path) => path || where));
    }
    if (found.length === 0) return;
    throw refusal(found.slice(0, MAX_NAMED).map((field) => ({ field, message: MESSAGES.nulCharacter })));
  });
}
