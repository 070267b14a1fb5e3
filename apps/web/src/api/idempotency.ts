import { useState } from 'react';

/** A version 4 UUID, also where crypto.randomUUID is missing (a page not served over HTTPS or localhost). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * One Idempotency-Key per attempt to move money or book: a retry of the same request (the answer was lost, the
 * button pressed twice) sends the same key, so the server acts once; a changed request or a new one gets a new key.
 */
export class AttemptKeys {
  private key = newIdempotencyKey();
  private body: string | null = null;

  keyFor(body: unknown): string {
    const text = JSON.stringify(body);
    if (this.body !== null && this.body !== text) this.key = newIdempotencyKey();
    this.body = text;
    return this.key;
  }

  /** The server answered (done, declined or refused): the next attempt is a new request. */
  answered(): void {
    this.key = newIdempotencyKey();
    this.body = null;
  }
}

/** A mutation's AttemptKeys, made once and kept across renders (the object changes inside, never its identity). */
export function useAttemptKeys(): AttemptKeys {
  const [keys] = useState(() => new AttemptKeys());
  return keys;
}
