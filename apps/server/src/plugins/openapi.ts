import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The OpenAPI document is generated from the contracts' zod schemas and served at /api/docs. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Fairplay API',
        description:
          'Every answer is {code, payload, message}; code equals the HTTP status. Send the session token in the ' +
          'access-token header, and the selected location and facility group in location-id and facility-group-id.',
        version: '1',
      },
      components: {
        securitySchemes: { accessToken: { type: 'apiKey', in: 'header', name: 'access-token' } },
      },
      security: [{ accessToken: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
}
