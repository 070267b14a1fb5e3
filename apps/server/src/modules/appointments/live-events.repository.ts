import { sql } from 'drizzle-orm';
import { liveEvents, queryRows, type Executor } from '@fairplay/db';

/** The channel every server process LISTENs on; each notification carries one `live_events` row. */
export const LIVE_CHANNEL = 'fairplay_live';

export interface LiveEventRow {
  id: number;
  business_id: number;
  at: string;
}

/**
 * Records a change and announces it in one statement (its own transaction): NOTIFY is delivered to every listener
 * when the row commits, and the row stays for a listener that was reconnecting at that moment.
 */
export async function recordLiveEvent(db: Executor, businessId: number, at: Date): Promise<void> {
  await db.execute(sql`
    WITH event AS (
      INSERT INTO ${liveEvents} (business_id, at) VALUES (${businessId}, ${at.toISOString()}::timestamptz)
      RETURNING id, business_id, at
    )
    SELECT pg_notify(${LIVE_CHANNEL}, json_build_object('id', id, 'business_id', business_id, 'at', at)::text)
    FROM event`);
}

/** The newest event's id (0 when there is none): where a listener starts. */
export async function lastLiveEventId(db: Executor): Promise<number> {
  const [row] = await queryRows<{ id: string | null }>(db, sql`SELECT max(id)::text AS id FROM ${liveEvents}`);
  return Number(row?.id ?? 0);
}

/** How far back before the last event seen a catch-up reads: ids are taken before commit, so a smaller id can
 * commit after a larger one was heard. */
const CATCH_UP_OVERLAP = '10 seconds';

/**
 * What a listener missed: the events after `sinceId`, and those written shortly before it (see CATCH_UP_OVERLAP);
 * `known` is false when the event `sinceId` has been deleted since (the listener was away too long to know).
 */
export async function liveEventsSince(
  db: Executor,
  sinceId: number,
): Promise<{ known: boolean; events: LiveEventRow[] }> {
  const rows = await queryRows<{ id: string; business_id: number; at: Date | string; known: boolean }>(
    db,
    sql`
      WITH seen AS (SELECT created_at FROM ${liveEvents} WHERE id = ${sinceId})
      SELECT id::text AS id, business_id, at, EXISTS (SELECT 1 FROM seen) AS known
      FROM ${liveEvents}
      WHERE id > ${sinceId} OR created_at >= (SELECT created_at FROM seen) - ${CATCH_UP_OVERLAP}::interval
      UNION ALL
      SELECT NULL, NULL, NULL, EXISTS (SELECT 1 FROM seen)
      ORDER BY 1`,
  );
  const known = rows[0]?.known ?? false;
  const events = rows
    .filter((row) => row.id !== null)
    .map((row) => ({ id: Number(row.id), business_id: row.business_id, at: new Date(row.at).toISOString() }));
  return { known, events };
}

/** Forgets events older than `before` (a periodic job). */
export async function deleteLiveEventsBefore(db: Executor, before: Date): Promise<void> {
  await db.execute(sql`DELETE FROM ${liveEvents} WHERE created_at < ${before.toISOString()}::timestamptz`);
}
