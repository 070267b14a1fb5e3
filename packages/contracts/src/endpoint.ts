import type { z } from 'zod';
import type { RoleResource } from './constants.js';

/**
 * One row of the endpoint table: everything the server, the OpenAPI document, the web client and the API tests
 * need to know about a call. Paths are relative to the API base (/api/v1) and name their parameters Fastify's
 * way (`/court/get/:id`).
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may call: anyone, any signed-in user, any member of the selected club, or a member whose member type grants
 * `action` on `resource` (refused with `denied`, or the general message).
 */
export type EndpointAccess =
  'public' | 'signedIn' | 'member' | { resource: RoleResource; action: 'read' | 'update'; denied?: string };

/**
 * What a successful call answers: a payload schema (sent inside the `{code, payload, message}` envelope), or a
 * body that is not JSON: a server-sent event stream or a file.
 */
export type EndpointResponse = z.ZodType | 'event-stream' | 'file';

export interface EndpointDefinition {
  method: HttpMethod;
  path: string;
  access: EndpointAccess;
  /** Groups the call in the OpenAPI document. */
  tag: string;
  summary?: string;
  params?: z.ZodType;
  query?: z.ZodType;
  /**
   * A JSON body's schema, 'binary' for a raw upload typed by its own content type, or 'multipart' for a form upload
   * (multipart/form-data) that the handler reads part by part.
   */
  body?: z.ZodType | 'binary' | 'multipart';
  response: EndpointResponse;
  /** Request headers the call reads beyond the session's (documented, not validated here). */
  headers?: readonly string[];
  /**
   * Whether the answer carries personal data, so no browser or proxy may keep it (`Cache-Control: no-store`).
   * Left out, the tag decides (PERSONAL_DATA_TAGS); set it on a row whose tag says otherwise.
   */
  personal?: boolean;
  /**
   * false: an API key may not make this call (managing keys and webhooks, the account's own calls); a key is refused
   * with 403. Left out, keys may call it within their scope.
   */
  apiKey?: false;
}

/**
 * The OpenAPI groups whose answers carry people's data (members, payments, bookings, families, staff, mail sent
 * to people, sessions): every answer of theirs is sent with `Cache-Control: no-store` (issue 26).
 */
export const PERSONAL_DATA_TAGS: ReadonlySet<string> = new Set([
  'appointments',
  'auth',
  'booking-payments',
  'checkins',
  'class-packs',
  'club-billing',
  'coaches',
  'groups',
  'lessons',
  'members',
  'notifications',
  'payments',
  'plans',
  'points',
  'reports',
  'restrictions',
  'users',
]);

/** Whether a call's answers must not be stored by a browser or proxy: its own flag, else its tag's. */
export function carriesPersonalData(definition: Pick<EndpointDefinition, 'tag' | 'personal'>): boolean {
  return definition.personal ?? PERSONAL_DATA_TAGS.has(definition.tag);
}

/** Declares one endpoint; `const` keeps the literal path and schemas in the type, so clients are typed by it. */
export function endpoint<const E extends EndpointDefinition>(definition: E): E {
  return definition;
}

/** The names in a path's `:name` segments. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** What a client passes for the path's parameters: each one as a number or a string (sent URI-encoded). */
export type PathParams<E extends EndpointDefinition> = [PathParamNames<E['path']>] extends [never]
  ? never
  : Record<PathParamNames<E['path']>, string | number>;

export type QueryInput<E extends EndpointDefinition> = E['query'] extends z.ZodType ? z.input<E['query']> : never;
export type BodyInput<E extends EndpointDefinition> = E['body'] extends z.ZodType
  ? z.input<E['body']>
  : E['body'] extends 'binary'
    ? Blob
    : E['body'] extends 'multipart'
      ? FormData
      : never;

type Part<Key extends string, T> = [T] extends [never] ? { [K in Key]?: never } : { [K in Key]: T };

/** The input of a call: `params`, `query` and `body`, each required exactly when the endpoint has it. */
export type EndpointInput<E extends EndpointDefinition> = Part<'params', PathParams<E>> &
  Part<'query', QueryInput<E>> &
  Part<'body', BodyInput<E>>;

/** The payload a successful JSON call answers. */
export type EndpointPayload<E extends EndpointDefinition> = E['response'] extends z.ZodType
  ? z.output<E['response']>
  : never;

/** The server's view of a call's validated input. */
export type ParamsOutput<E extends EndpointDefinition> = E['params'] extends z.ZodType
  ? z.output<E['params']>
  : Record<string, never>;
export type QueryOutput<E extends EndpointDefinition> = E['query'] extends z.ZodType
  ? z.output<E['query']>
  : Record<string, never>;
export type BodyOutput<E extends EndpointDefinition> = E['body'] extends z.ZodType
  ? z.output<E['body']>
  : E['body'] extends 'binary'
    ? Uint8Array
    : undefined;

/**
 * The path of one call, with its parameters filled in and URI-encoded, and its query string. Used by the web
 * client and the API tests, so neither writes a path by hand.
 */
export function pathOf(
  definition: Pick<EndpointDefinition, 'path'>,
  params?: Record<string, string | number>,
  query?: Record<string, unknown>,
): string {
  const path = definition.path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`${definition.path}: missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) search.append(key, String(item));
    else search.append(key, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}
