import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema, RouteHandlerMethod } from 'fastify';
import {
  carriesPersonalData,
  envelope,
  type BodyOutput,
  type EndpointDefinition,
  type EndpointPayload,
  type Envelope,
  type ParamsOutput,
  type QueryOutput,
} from '@fairplay/contracts';

/** A request as the handler of `E` sees it: params, query and body already validated by E's schemas. */
export type EndpointRequest<E extends EndpointDefinition> = Omit<FastifyRequest, 'params' | 'query' | 'body'> & {
  params: ParamsOutput<E>;
  query: QueryOutput<E>;
  body: BodyOutput<E>;
};

/** JSON endpoints answer their envelope; streams and files answer through the reply. */
export type EndpointAnswer<E extends EndpointDefinition> = E['response'] extends 'event-stream' | 'file'
  ? FastifyReply | void
  : Envelope<EndpointPayload<E>>;

export type EndpointHandler<E extends EndpointDefinition> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<EndpointAnswer<E>>;

/** A handler for every endpoint of a group of the table: leaving one out is a type error. */
export type EndpointHandlers<G extends Record<string, EndpointDefinition>> = {
  [K in keyof G]: EndpointHandler<G[K]>;
};

function schemaOf(definition: EndpointDefinition): FastifySchema {
  const schema: FastifySchema & { tags: string[]; summary?: string } = { tags: [definition.tag] };
  if (definition.summary) schema.summary = definition.summary;
  if (definition.params) schema.params = definition.params;
  if (definition.query) schema.querystring = definition.query;
  if (definition.body && typeof definition.body !== 'string') schema.body = definition.body;
  if (typeof definition.response !== 'string') schema.response = { 200: envelope(definition.response) };
  return schema;
}

/** How the server treats one route beyond what the table says (never visible to a client). */
export interface RouteOptions {
  /**
   * Writes the answer with plain JSON.stringify instead of validating it against the response schema first. For a
   * hot path whose shape the API tests prove (docs/decisions.md, "The listing's answer is checked by the tests, not
   * on every call"); the schema still documents the answer.
   */
  unvalidatedResponse?: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The answer carries personal data: sent with `Cache-Control: no-store` (security-headers plugin). */
    noStore?: boolean;
    /** false: an API key may not make this call (the endpoint table's `apiKey: false`). */
    apiKey?: boolean;
  }
}

/**
 * Registers one endpoint of the table: its method, path, schemas, access rule and whether its answers may be
 * stored (`carriesPersonalData`) all come from the definition.
 */
export function route<E extends EndpointDefinition>(
  app: FastifyInstance,
  definition: E,
  handler: EndpointHandler<E>,
  options: RouteOptions = {},
): void {
  app.route({
    method: definition.method,
    url: definition.path,
    schema: schemaOf(definition),
    ...(options.unvalidatedResponse ? { serializerCompiler: () => JSON.stringify } : {}),
    config: {
      access: definition.access,
      noStore: carriesPersonalData(definition),
      apiKey: definition.apiKey !== false,
    },
    handler: handler as unknown as RouteHandlerMethod,
  });
}

/** Registers every endpoint of a group of the table with its handler. */
export function implement<G extends Record<string, EndpointDefinition>>(
  app: FastifyInstance,
  group: G,
  handlers: EndpointHandlers<G>,
  options: { [K in keyof G]?: RouteOptions } = {},
): void {
  for (const key of Object.keys(group) as (keyof G & string)[]) {
    route(app, group[key] as EndpointDefinition, handlers[key] as EndpointHandler<EndpointDefinition>, options[key]);
  }
}
