import type { Executor } from '@fairplay/db';
import { tooManyRequests } from '../../errors.js';
import {
  decrement,
  deleteExpired,
  deleteKey,
  incrementBelow,
  lockKey,
  windowCounts,
  type WindowRef,
} from './limits.repository.js';

/** At most `limit` events per key in any span of `periodMs`; a refusal answers 429 with `message`. */
export interface LimitRule {
  /** Part of every key, so two rules never share a counter. */
  name: string;
  limit: number;
  periodMs: number;
  message: string;
}

/** A counted event, to give back (`release`) when it turns out not to count, such as a successful sign-in. */
export type Reservation = WindowRef;

/**
 * Each period is split into this many windows (rows). An event is allowed while the current window and the
 * BUCKETS before it hold fewer than `limit` events: any span of one period touches at most BUCKETS + 1 windows, so
 * no span ever holds more than `limit`, and a key that reached its limit is free again within 1.2 periods.
 */
const BUCKETS = 5;
/** Expired rows are deleted at most this often per process. */
const PRUNE_EVERY_MS = 60_000;

const keyOf = (rule: LimitRule, subject: string) => `${rule.name}:${subject}`;

/**
 * The one rate limiter: counters in the database (rate_limit_counters), so limits hold across server processes
 * and restarts, and every check is also the count (one upsert under the key's lock), so parallel requests cannot
 * slip past.
 */
export function createLimiter(db: Executor, now: () => Date) {
  let nextPruneAt = 0;

  async function pruneNowAndThen(at: number): Promise<void> {
    if (at < nextPruneAt) return;
    nextPruneAt = at + PRUNE_EVERY_MS;
    await deleteExpired(db, new Date(at));
  }

  /** Seconds until one more event fits, from the windows' counts (oldest first, the current one last). */
  function retryAfterSeconds(counts: number[], limit: number, currentStart: number, bucketMs: number, at: number) {
    for (let passed = 1; passed <= counts.length; passed += 1) {
      const stillCounted = counts.slice(passed).reduce((sum, count) => sum + count, 0);
      if (stillCounted < limit) return Math.max(1, Math.ceil((currentStart + passed * bucketMs - at) / 1000));
    }
    return Math.ceil(((BUCKETS + 1) * bucketMs) / 1000);
  }

  /** Counts one event for `subject` under `rule`, or throws 429 (counting nothing) when the limit is reached. */
  async function reserve(rule: LimitRule, subject: string): Promise<Reservation> {
    const key = keyOf(rule, subject);
    const bucketMs = rule.periodMs / BUCKETS;
    // Under the key's lock: the time is read, the earlier windows summed and the try counted, so tries count in the
    // order of their times and none relies on a sum that a parallel try is about to outdate. (The upsert's row lock
    // alone settles tries within one window, not those on both sides of a window's edge.)
    const attempt = await db.transaction(async (tx) => {
      await lockKey(tx, key);
      const at = now().getTime();
      const currentStart = Math.floor(at / bucketMs) * bucketMs;
      const window = {
        key,
        windowStart: new Date(currentStart),
        expiresAt: new Date(currentStart + (BUCKETS + 1) * bucketMs),
      };
      const from = new Date(currentStart - BUCKETS * bucketMs);
      const earlier = await windowCounts(tx, { key, from, to: window.windowStart });
      const counted = await incrementBelow(tx, window, rule.limit - earlier.reduce((sum, row) => sum + row.count, 0));
      return { at, currentStart, counted };
    });
    await pruneNowAndThen(attempt.at);
    const { at, currentStart } = attempt;
    if (attempt.counted) return { key, windowStart: new Date(currentStart) };

    const rows = await windowCounts(db, {
      key,
      from: new Date(currentStart - BUCKETS * bucketMs),
      to: new Date(currentStart + 1),
    });
    const counts = Array.from({ length: BUCKETS + 1 }, (_, index) => {
      const start = currentStart - (BUCKETS - index) * bucketMs;
      return rows.find((row) => row.windowStart.getTime() === start)?.count ?? 0;
    });
    throw tooManyRequests(rule.message, retryAfterSeconds(counts, rule.limit, currentStart, bucketMs, at));
  }

  async function release(reservation: Reservation): Promise<void> {
    await decrement(db, reservation);
  }

  return {
    reserve,
    release,

    /**
     * Reserves under each rule in order; when one refuses, the ones already taken are given back (a refused
     * request counts nowhere) and its 429 is thrown.
     */
    async reserveAll(checks: [LimitRule, string][]): Promise<Reservation[]> {
      const taken: Reservation[] = [];
      try {
        for (const [rule, subject] of checks) taken.push(await reserve(rule, subject));
        return taken;
      } catch (error) {
        for (const reservation of taken) await release(reservation);
        throw error;
      }
    },

    /** Forgets every event of `subject` under `rule` (a success that resets the count). */
    async clear(rule: LimitRule, subject: string): Promise<void> {
      await deleteKey(db, keyOf(rule, subject));
    },
  };
}

export type Limiter = ReturnType<typeof createLimiter>;
