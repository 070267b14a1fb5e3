import { createHash } from 'node:crypto';
import { APPOINTMENT_LIMITS, APPOINTMENT_MESSAGES } from '@fairplay/contracts';
import type { Executor } from '@fairplay/db';
import { AppError, fieldError } from '../../errors.js';
import { claimKey, deleteExpiredKey, findKey, storeAnswer, type KeyOwner } from './idempotency.repository.js';

const KEY_LIFETIME_HOURS = 24;

export function readIdempotencyKey(header: string | string[] | undefined): string | null {
  const value = Array.isArray(header) ? header[0] : header;
  if (value === undefined || value === '') return null;
  if (value.length > APPOINTMENT_LIMITS.idempotencyKeyMax || !/^[\x21-\x7e]+$/.test(value)) {
    throw fieldError(
      'idempotency-key',
      `must be 1 to ${APPOINTMENT_LIMITS.idempotencyKeyMax} visible ASCII characters.`,
    );
  }
  return value;
}

/**
 * Runs `work` once per key. The key row is inserted in the same transaction as the booking, so a concurrent
 * retry waits on it and then replays the stored answer; a failed attempt rolls back and may be retried.
 */
export async function withIdempotency<T>(
  db: Executor,
  owner: KeyOwner,
  key: string | null,
  request: { route: string; body: unknown },
  work: (tx: Executor) => Promise<T>,
  now: Date,
): Promise<T> {
  if (!key) return db.transaction((tx) => work(tx));
  const requestHash = createHash('sha256').update(JSON.stringify(request.body)).digest('hex');
  await deleteExpiredKey(db, owner, key, new Date(now.getTime() - KEY_LIFETIME_HOURS * 3600_000));
  return db.transaction(async (tx) => {
    if (!(await claimKey(tx, owner, key, { route: request.route, requestHash, now }))) {
      const previous = await findKey(tx, owner, key);
      if (!previous || previous.route !== request.route || previous.requestHash !== requestHash) {
        throw new AppError(422, APPOINTMENT_MESSAGES.idempotencyMismatch);
      }
      return previous.response as T;
    }
    const result = await work(tx);
    await storeAnswer(tx, owner, key, result);
    return result;
  });
}
