import type { FastifyInstance } from 'fastify';
import { endpoints, type EndpointDefinition } from '@fairplay/contracts';
import { API_PREFIX } from '../../app.js';
import type { JsonSchema } from './schema-arbitrary.js';

/** One operation of the OpenAPI document, joined with its row of the endpoint table. */
export interface SweptRoute {
  method: string;
  /** The OpenAPI path, e.g. `/api/v1/court/get/{id}`. */
  path: string;
  tag: string;
  pathParams: { name: string; schema: JsonSchema }[];
  query: { name: string; schema: JsonSchema; required: boolean }[];
  /** The JSON body's schema; 'binary' for a raw upload; null when the route takes no body. */
  body: JsonSchema | 'binary' | null;
  /** Request headers the route reads beyond the session's and the selection's. */
  headers: readonly string[];
  definition: EndpointDefinition;
}

interface OpenApiOperation {
  tags?: string[];
  parameters?: { in: string; name: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

const toOpenApiPath = (path: string) => `${API_PREFIX}${path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}')}`;

/**
 * Every operation of the OpenAPI document the app serves (`/api/docs/json`), each matched to its endpoint-table row.
 * Throws when the two disagree, so a route cannot slip out of the sweep unnoticed.
 */
export async function sweptRoutes(app: FastifyInstance): Promise<SweptRoute[]> {
  const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
  const document = response.json() as { paths: Record<string, Record<string, OpenApiOperation>> };
  const table = new Map<string, EndpointDefinition>();
  for (const group of Object.values(endpoints)) {
    for (const definition of Object.values(group) as EndpointDefinition[]) {
      table.set(`${definition.method} ${toOpenApiPath(definition.path)}`, definition);
    }
  }
  const routes: SweptRoute[] = [];
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const key = `${method.toUpperCase()} ${path}`;
      const definition = table.get(key);
      if (!definition) throw new Error(`${key} is in the OpenAPI document but not in the endpoint table`);
      table.delete(key);
      const parameters = operation.parameters ?? [];
      const jsonBody = operation.requestBody?.content?.['application/json']?.schema;
      routes.push({
        method: method.toUpperCase(),
        path,
        tag: operation.tags?.[0] ?? definition.tag,
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => ({ name: p.name, schema: p.schema ?? {} })),
        query: parameters
          .filter((p) => p.in === 'query')
          .map((p) => ({ name: p.name, schema: p.schema ?? {}, required: p.required === true })),
        body: definition.body === 'binary' ? 'binary' : (jsonBody ?? null),
        headers: definition.headers ?? [],
        definition,
      });
    }
  }
  if (table.size > 0) throw new Error(`not in the OpenAPI document: ${[...table.keys()].join(', ')}`);
  return routes;
}
