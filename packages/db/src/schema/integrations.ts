import { bigserial, bigint, boolean, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { businessIdColumn, createdAtColumn } from './columns.js';
import { users } from './users.js';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const API_KEY_SCOPES = ['read', 'write'] as const;
export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'succeeded', 'failed'] as const;

/** A club's API key (migration 0400), acting as one of its staff; only the key's SHA-256 is kept. */
export const apiKeys = pgTable('api_keys', {
  id: serial('id').primaryKey(),
  businessId: businessIdColumn(),
  name: text('name').notNull(),
  scope: text('scope', { enum: API_KEY_SCOPES }).notNull(),
  actsAsUserId: integer('acts_as_user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  keyHash: text('key_hash').notNull(),
  /** The key's last characters, so people can tell their keys apart. */
  keyHint: text('key_hint').notNull(),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAtColumn(),
  lastUsedAt: instant('last_used_at'),
  revokedAt: instant('revoked_at'),
});

/** A club's webhook endpoint (migration 0400): a URL, the events it wants, and its signing secret. */
export const webhookEndpoints = pgTable('webhook_endpoints', {
  id: serial('id').primaryKey(),
  businessId: businessIdColumn(),
  url: text('url').notNull(),
  description: text('description').notNull().default(''),
  events: text('events').array().notNull(),
  secret: text('secret').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  disabledReason: text('disabled_reason'),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAtColumn(),
  lastSuccessAt: instant('last_success_at'),
});

/** One message to one endpoint, with the exact body sent (migration 0400). */
export const webhookDeliveries = pgTable('webhook_deliveries', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  businessId: businessIdColumn(),
  endpointId: integer('endpoint_id')
    .notNull()
    .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
  messageId: text('message_id').notNull(),
  eventType: text('event_type').notNull(),
  body: text('body').notNull(),
  status: text('status', { enum: WEBHOOK_DELIVERY_STATUSES }).notNull().default('pending'),
  attempts: integer('attempts').notNull().default(0),
  createdAt: instant('created_at').notNull(),
  nextAttemptAt: instant('next_attempt_at'),
  lastAttemptAt: instant('last_attempt_at'),
});

/** Every try of a delivery, with the receiver's answer (migration 0400): the delivery log. */
export const webhookAttempts = pgTable('webhook_attempts', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  businessId: businessIdColumn(),
  deliveryId: bigint('delivery_id', { mode: 'number' })
    .notNull()
    .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
  attempt: integer('attempt').notNull(),
  replay: boolean('replay').notNull().default(false),
  at: instant('at').notNull(),
  statusCode: integer('status_code'),
  responseBody: text('response_body').notNull().default(''),
  error: text('error'),
  durationMs: integer('duration_ms').notNull(),
});
