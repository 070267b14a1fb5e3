import { z } from 'zod';

/**
 * API keys and webhooks (issue 30.9-10; docs/decisions.md "API keys" and "Webhooks"). A key is sent as
 * `Authorization: Bearer fp_live_...` and acts as the staff member the owner chose, within its scope; webhooks are
 * signed by the Standard Webhooks scheme (https://www.standardwebhooks.com).
 */
export const API_KEY_HEADER = 'authorization';
export const API_KEY_PREFIX = 'fp_live_';
export const WEBHOOK_SECRET_PREFIX = 'whsec_';

export const INTEGRATION_LIMITS = {
  nameMax: 60,
  descriptionMax: 200,
  urlMax: 2000,
  /** Keys and endpoints a club may have (revoked keys do not count). */
  keysMax: 25,
  endpointsMax: 10,
  /** Deliveries one page of the log shows. */
  deliveriesPage: 50,
  /** Characters of a receiver's answer kept in the log. */
  responseKept: 2000,
} as const;

export const API_KEY_SCOPES = ['read', 'write'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/**
 * The events a webhook endpoint may subscribe to, each sent as `{type, timestamp, version, data}`. Only events the
 * server emits are listed here (docs/decisions.md, "Webhooks").
 */
export const WEBHOOK_EVENTS = [
  'booking.created',
  'booking.changed',
  'booking.cancelled',
  'payment.succeeded',
  'payment.refunded',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENTS)[number];
/** The payloads' version: a change that is not backwards compatible raises it. */
export const WEBHOOK_PAYLOAD_VERSION = 1;

export const WEBHOOK_EVENT_LABELS: Record<WebhookEventType, string> = {
  'booking.created': 'Booking created',
  'booking.changed': 'Booking changed',
  'booking.cancelled': 'Booking cancelled',
  'payment.succeeded': 'Payment succeeded',
  'payment.refunded': 'Payment refunded',
};

export const INTEGRATION_MESSAGES = {
  ownerOnly: 'Only the club’s owner can manage API keys and webhooks.',
  keyCreated: 'API key created. Copy it now: it will not be shown again.',
  keyRevoked: 'API key revoked.',
  keyNotFound: 'API key not found.',
  keyAlreadyRevoked: 'This API key is already revoked.',
  tooManyKeys: `A club can have at most ${INTEGRATION_LIMITS.keysMax} active API keys.`,
  notStaff: 'must be a staff member of this club.',
  invalidKey: 'This API key is not valid or has been revoked.',
  readOnlyKey: 'This API key is read-only: it can only make GET calls.',
  notWithKey: 'This call cannot be made with an API key; sign in instead.',
  endpointCreated: 'Webhook endpoint created. Copy its signing secret now: it will not be shown again.',
  endpointUpdated: 'Webhook endpoint updated.',
  endpointDeleted: 'Webhook endpoint deleted.',
  endpointNotFound: 'Webhook endpoint not found.',
  tooManyEndpoints: `A club can have at most ${INTEGRATION_LIMITS.endpointsMax} webhook endpoints.`,
  deliveryNotFound: 'Delivery not found.',
  replayQueued: 'The delivery will be sent again in a moment.',
  badUrl: 'must be an http or https address without a user name or password.',
  disabledAfterFailures: 'Disabled after every delivery failed for 3 days.',
} as const;

const nameField = z
  .string('Name is required.')
  .trim()
  .min(1, 'Name is required.')
  .max(INTEGRATION_LIMITS.nameMax, `Name must be at most ${INTEGRATION_LIMITS.nameMax} characters.`);

export const apiKeyBody = z
  .object({
    name: nameField,
    scope: z.enum(API_KEY_SCOPES, 'Scope must be read or write.'),
    acts_as_user_id: z.number('Choose the staff member the key acts as.').int().positive(),
  })
  .strict();
export type ApiKeyBody = z.input<typeof apiKeyBody>;

export const apiKeySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  scope: z.enum(API_KEY_SCOPES),
  acts_as: z.object({ user_id: z.number().int(), full_name: z.string() }),
  /** The key's last four characters. */
  hint: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

/** The answer of creating a key: the key itself, this once. */
export const createdApiKeySchema = apiKeySchema.extend({ key: z.string() });
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;

const urlField = z
  .string('URL is required.')
  .trim()
  .min(1, 'URL is required.')
  .max(INTEGRATION_LIMITS.urlMax, `URL must be at most ${INTEGRATION_LIMITS.urlMax} characters.`)
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'http:' || url.protocol === 'https:') && url.username === '' && url.password === '';
    } catch {
      return false;
    }
  }, `URL ${INTEGRATION_MESSAGES.badUrl}`);

const eventsField = z
  .array(z.enum(WEBHOOK_EVENTS, 'Events must be among the events offered.'), 'Choose at least one event.')
  .min(1, 'Choose at least one event.')
  .transform((events) => [...new Set(events)]);

export const webhookEndpointBody = z
  .object({
    url: urlField,
    description: z
      .string()
      .trim()
      .max(
        INTEGRATION_LIMITS.descriptionMax,
        `Description must be at most ${INTEGRATION_LIMITS.descriptionMax} characters.`,
      )
      .default(''),
    events: eventsField,
  })
  .strict();
export type WebhookEndpointBody = z.input<typeof webhookEndpointBody>;

/** A change of an endpoint: its address, events, or turning it on again (or off). */
export const webhookEndpointUpdateBody = z
  .object({
    url: urlField.optional(),
    description: z.string().trim().max(INTEGRATION_LIMITS.descriptionMax).optional(),
    events: eventsField.optional(),
    enabled: z.boolean('Enabled must be true or false.').optional(),
  })
  .strict();
export type WebhookEndpointUpdateBody = z.input<typeof webhookEndpointUpdateBody>;

export const webhookEndpointSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  description: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  enabled: z.boolean(),
  disabled_reason: z.string().nullable(),
  created_at: z.string(),
  last_success_at: z.string().nullable(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

/** The answer of creating an endpoint: its signing secret, this once. */
export const createdWebhookEndpointSchema = webhookEndpointSchema.extend({ secret: z.string() });
export type CreatedWebhookEndpoint = z.infer<typeof createdWebhookEndpointSchema>;

export const webhookAttemptSchema = z.object({
  attempt: z.number().int(),
  replay: z.boolean(),
  at: z.string(),
  status_code: z.number().int().nullable(),
  response_body: z.string(),
  error: z.string().nullable(),
  duration_ms: z.number().int(),
});

export const webhookDeliverySchema = z.object({
  id: z.number().int(),
  message_id: z.string(),
  event_type: z.string(),
  status: z.enum(['pending', 'succeeded', 'failed']),
  attempts: z.number().int(),
  created_at: z.string(),
  next_attempt_at: z.string().nullable(),
  body: z.string(),
  log: z.array(webhookAttemptSchema),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookDeliveriesQuery = z
  .object({ page: z.coerce.number('Page must be a number.').int().min(1).max(10_000).default(1) })
  .strict();

/** What every webhook sends: the event, when it happened, the payload version and the event's data. */
export const bookingWebhookData = z.object({
  appointment_id: z.number().int(),
  court_id: z.number().int(),
  start_time: z.string(),
  member_ids: z.array(z.number().int()),
  by_user_id: z.number().int(),
});
export type BookingWebhookData = z.infer<typeof bookingWebhookData>;

/** A charge paid (card, terminal, saved card, captured hold, invoice, cash or check); amounts in cents. */
export const paymentWebhookData = z.object({
  charge_id: z.number().int(),
  type: z.string(),
  amount: z.number().int(),
  tax: z.number().int(),
  total: z.number().int(),
  currency: z.string(),
  description: z.string(),
  member_user_id: z.number().int().nullable(),
  payer_user_id: z.number().int().nullable(),
});

/** A refund paid out (all or part of a charge); amounts in cents. */
export const refundWebhookData = z.object({
  refund_id: z.number().int(),
  charge_id: z.number().int(),
  amount: z.number().int(),
  tax: z.number().int(),
  currency: z.string(),
  member_user_id: z.number().int().nullable(),
  payer_user_id: z.number().int().nullable(),
});

export const webhookPayloadSchema = <T extends z.ZodType>(type: string, data: T) =>
  z.object({
    type: z.literal(type),
    timestamp: z.string(),
    version: z.literal(WEBHOOK_PAYLOAD_VERSION),
    data,
  });

/** The payload schema of each event, documented in the OpenAPI document's `webhooks` section. */
export const WEBHOOK_PAYLOADS: Record<WebhookEventType, z.ZodType> = {
  'booking.created': webhookPayloadSchema('booking.created', bookingWebhookData),
  'booking.changed': webhookPayloadSchema('booking.changed', bookingWebhookData),
  'booking.cancelled': webhookPayloadSchema('booking.cancelled', bookingWebhookData),
  'payment.succeeded': webhookPayloadSchema('payment.succeeded', paymentWebhookData),
  'payment.refunded': webhookPayloadSchema('payment.refunded', refundWebhookData),
};
