import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** Session tokens are random; only their SHA-256 is stored, so a database leak does not leak sessions. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

export function newResetCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}
