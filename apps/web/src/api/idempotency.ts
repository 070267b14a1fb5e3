import { useRef } from 'react';

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
 * The Idempotency-Key of a mutation's attempts: the same key while the very same body is sent again (after a lost
 * answer or a double click), a new key for another body or once an attempt succeeded, so a retry never moves money
 * twice and a second, deliberate one is not taken for a retry.
 */
export function useRetryKey(): { keyFor: (body: unknown) => string; succeeded: () => void } {
  const last = useRef<{ body: string; key: string } | null>(null);
  return {
    keyFor: (body) => {
      const json = JSON.stringify(body);
      const key = last.current?.body === json ? last.current.key : newIdempotencyKey();
      last.current = { body: json, key };
      return key;
    },
    succeeded: () => {
      last.current = null;
    },
  };
}
