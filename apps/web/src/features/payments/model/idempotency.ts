/**
 * One Idempotency-Key per attempt to charge: a retry of the same request (the answer was lost, the button pressed
 * twice) sends the same key, so the server charges once; a changed request or a new charge gets a new key.
 */
export function newIdempotencyKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Keeps the key while the same body is sent again; hands out a new one for another body or after an answer. */
export class AttemptKeys {
  private key = newIdempotencyKey();
  private body: string | null = null;

  keyFor(body: unknown): string {
    const text = JSON.stringify(body);
    if (this.body !== null && this.body !== text) this.key = newIdempotencyKey();
    this.body = text;
    return this.key;
  }

  /** The server answered (charged, declined or refused): the next attempt is a new request. */
  answered(): void {
    this.key = newIdempotencyKey();
    this.body = null;
  }
}
