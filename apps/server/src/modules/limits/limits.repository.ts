import { and, eq, gt, gte, lt, lte, sql } from 'drizzle-orm';
import { rateLimitCounters, type Executor } from '@fairplay/db';

/** One key's count in one window. */
export interface WindowRef {
  key: string;
  windowStart: Date;
}

/**
 * Holds the key until the caller's transaction ends, so that one try at a time reads a key's earlier windows and
 * counts itself (a try at a window's edge cannot count on a read that a parallel try is about to outdate).
 */
export async function lockKey(tx: Executor, key: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}

/** The key's windows starting in [from, to). */
export async function windowCounts(
  db: Executor,
  range: { key: string; from: Date; to: Date },
): Promise<{ windowStart: Date; count: number }[]> {
  return db
    .select({ windowStart: rateLimitCounters.windowStart, count: rateLimitCounters.count })
    .from(rateLimitCounters)
    .where(
      and(
        eq(rateLimitCounters.key, range.key),
        gte(rateLimitCounters.windowStart, range.from),
        lt(rateLimitCounters.windowStart, range.to),
      ),
    );
}

/**
 * Counts one more event in the window unless the window already holds `ceiling` events, in one statement: the
 * database settles concurrent callers (the row lock of ON CONFLICT DO UPDATE re-checks the count each one sees).
 * Answers whether the event was counted.
 */
export async function incrementBelow(
  db: Executor,
  window: WindowRef & { expiresAt: Date },
  ceiling: number,
): Promise<boolean> {
  if (ceiling < 1) return false;
  const counted = await db
    .insert(rateLimitCounters)
    .values({ key: window.key, windowStart: window.windowStart, count: 1, expiresAt: window.expiresAt })
    .onConflictDoUpdate({
      target: [rateLimitCounters.key, rateLimitCounters.windowStart],
      set: { count: sql`${rateLimitCounters.count} + 1` },
      setWhere: sql`${rateLimitCounters.count} < ${ceiling}`,
    })
    .returning({ count: rateLimitCounters.count });
  return counted.length > 0;
}

/** Gives one counted event back (a reservation that turned out not to be a failure). */
export async function decrement(db: Executor, window: WindowRef): Promise<void> {
  await db
    .update(rateLimitCounters)
    .set({ count: sql`${rateLimitCounters.count} - 1` })
    .where(
      and(
        eq(rateLimitCounters.key, window.key),
        eq(rateLimitCounters.windowStart, window.windowStart),
        gt(rateLimitCounters.count, 0),
      ),
    );
}

export async function deleteKey(db: Executor, key: string): Promise<void> {
  await db.delete(rateLimitCounters).where(eq(rateLimitCounters.key, key));
}

export async function deleteExpired(db: Executor, now: Date): Promise<void> {
  await db.delete(rateLimitCounters).where(lte(rateLimitCounters.expiresAt, now));
}
