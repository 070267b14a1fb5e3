import { createHmac, randomBytes } from 'node:crypto';
import { WEBHOOK_SECRET_PREFIX } from '@fairplay/contracts';

/** A new endpoint secret: `whsec_` and 32 random bytes in base64, as Standard Webhooks has it. */
export function newWebhookSecret(): string {
  return `${WEBHOOK_SECRET_PREFIX}${randomBytes(32).toString('base64')}`;
}

/** A message id, the same on every try of one message so receivers can drop repeats. */
export function newMessageId(): string {
  return `msg_${randomBytes(16).toString('base64url')}`;
}

/**
 * The Standard Webhooks headers of one send: `webhook-signature` is `v1,` and the base64 HMAC-SHA256 of
 * `id.timestamp.body`, keyed with the secret's bytes (the base64 after `whsec_`).
 */
export function signedHeaders(secret: string, messageId: string, at: Date, body: string): Record<string, string> {
  const timestamp = String(Math.floor(at.getTime() / 1000));
  const key = Buffer.from(secret.slice(WEBHOOK_SECRET_PREFIX.length), 'base64');
  const signature = createHmac('sha256', key).update(`${messageId}.${timestamp}.${body}`).digest('base64');
  return { 'webhook-id': messageId, 'webhook-timestamp': timestamp, 'webhook-signature': `v1,${signature}` };
}
