import fastifySwagger, { type FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { WEBHOOK_EVENT_LABELS, WEBHOOK_EVENTS, WEBHOOK_PAYLOADS } from '@fairplay/contracts';

const signatureHeaders = [
  { name: 'webhook-id', description: 'The message id: the same on every retry and replay of one message.' },
  { name: 'webhook-timestamp', description: 'When this try was sent, in seconds since 1970 (UTC).' },
  {
    name: 'webhook-signature',
    description:
      '`v1,` and the base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}`, keyed with the base64-decoded ' +
      'part of the endpoint secret after `whsec_`. Refuse a message whose timestamp is more than 5 minutes away.',
  },
].map((header) => ({ in: 'header' as const, required: true, schema: { type: 'string' as const }, ...header }));

/**
 * The webhooks a club's endpoints receive (issue 30.10), one POST per event, signed by the Standard Webhooks scheme
 * (https://www.standardwebhooks.com). Answer 2xx within 10 seconds; anything else is retried for 3 days.
 */
type Webhooks = NonNullable<
  Extract<NonNullable<FastifyDynamicSwaggerOptions['openapi']>, { webhooks?: unknown }>['webhooks']
>;

function webhooksSection(): Webhooks {
  // The JSON schemas zod writes are OpenAPI schema objects; the library's types do not know zod's.
  return Object.fromEntries(
    WEBHOOK_EVENTS.map((type) => [
      type,
      {
        post: {
          tags: ['webhooks'],
          summary: WEBHOOK_EVENT_LABELS[type],
          description:
            `Sent to the endpoints subscribed to \`${type}\` once the change has committed. ` +
            'Payloads carry `version`; a change that is not backwards compatible raises it.',
          parameters: signatureHeaders,
          requestBody: {
            required: true,
            content: {
              'application/json': { schema: z.toJSONSchema(WEBHOOK_PAYLOADS[type], { target: 'openapi-3.0' }) },
            },
          },
          responses: {
            '200': { description: 'Received. Any 2xx answer counts; others are retried with backoff for 3 days.' },
          },
        },
      },
    ]),
  ) as unknown as Webhooks;
}

/** The OpenAPI document is generated from the contracts' zod schemas and served at /api/docs. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      // 3.1 for the `webhooks` section; the schemas stay in the 3.0 form both versions read.
      openapi: '3.1.0',
      info: {
        title: 'Fairplay API',
        description:
          'Every answer is {code, payload, message}; code equals the HTTP status. Send the session token in the ' +
          'access-token header, and the selected location and facility group in location-id and facility-group-id. ' +
          'Programs use an API key instead of a session: `Authorization: Bearer fp_live_...`, created by the club’s ' +
          'owner in Settings → Integrations. A key acts as the staff member chosen for it, within its scope (a ' +
          'read-only key makes GET calls only), and is rate limited to 300 calls a minute.',
        version: '1',
      },
      components: {
        securitySchemes: {
          accessToken: { type: 'apiKey', in: 'header', name: 'access-token' },
          apiKey: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'fp_live_<club id>_<43 characters>',
            description:
              'A club API key (Settings → Integrations): acts as its staff member, read-only keys for GET calls only. ' +
              'Keys cannot manage keys or webhooks, nor the account of their staff member.',
          },
        },
      },
      security: [{ accessToken: [] }, { apiKey: [] }],
      webhooks: webhooksSection(),
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
}
