// The floor under the bookings figure (issue 30 point 4): the same number of one-hour occurrences written by the
// same number of concurrent clients as plain INSERTs into `appointments`, straight to the database: no HTTP, no
// session, no rule, restriction, waiver or freeze check, no participants, notice or live event. The exclusion
// constraint (no two occurrences overlap on a court) is checked by the database exactly as for a booking. The
// report sets bookings/s against it.
import { sql } from 'drizzle-orm';
import { queryRows, type DatabaseHandle } from '@fairplay/db';
import { addDaysToDate, zonedWallTimeToUtc } from '@fairplay/domain';
import type { BenchClub } from './build-club.js';

export interface RawInsertsResult {
  total: number;
  clients: number;
  inserted: number;
  seconds: number;
  perSecond: number;
}

const HOURS = 15; // 07:00 to 22:00, as the bookings measurement books

/**
 * Inserts `total` distinct free one-hour occurrences from `firstDay` on (one court, one hour each, the bookings
 * measurement's layout) with `clients` loops side by side, each INSERT its own statement (autocommit), then
 * removes them again so the checks after it see the club as the server left it.
 */
export async function measureRawInserts(
  handle: DatabaseHandle,
  club: BenchClub,
  firstDay: string,
  options: { total: number; clients: number },
): Promise<RawInsertsResult> {
  const [series] = await queryRows<{ id: number; owner: number }>(
    handle.db,
    sql`INSERT INTO appointment_series (business_id, rule, created_by)
        SELECT id, NULL, owner_user_id FROM businesses WHERE id = ${club.businessId} RETURNING id, created_by AS owner`,
  );
  const { id: seriesId, owner } = series!;
  const perDay = club.courtIds.length * HOURS;
  const time = (hour: number) => `${String(hour).padStart(2, '0')}:00`;
  let next = 0;
  let inserted = 0;
  const started = performance.now();
  const client = async () => {
    for (;;) {
      const index = next;
      next += 1;
      if (index >= options.total) return;
      const date = addDaysToDate(firstDay, Math.floor(index / perDay));
      const court = club.courtIds[Math.floor(index / HOURS) % club.courtIds.length]!;
      const hour = 7 + (index % HOURS);
      await handle.db.execute(
        sql`INSERT INTO appointments (business_id, series_id, recurrence_id, group_id, court_id, starts_at, ends_at, status, note, created_by)
            VALUES (${club.businessId}, ${seriesId}, nextval('appointment_recurrence_seq')::int, nextval('appointment_group_seq')::int,
                    ${court}, ${zonedWallTimeToUtc(date, time(hour), club.timeZone).toISOString()}::timestamptz,
                    ${zonedWallTimeToUtc(date, time(hour + 1), club.timeZone).toISOString()}::timestamptz, 'default', '', ${owner})`,
      );
      inserted += 1;
    }
  };
  await Promise.all(Array.from({ length: options.clients }, client));
  const seconds = (performance.now() - started) / 1000;
  await handle.db.execute(sql`DELETE FROM appointments WHERE series_id = ${seriesId}`);
  await handle.db.execute(sql`DELETE FROM appointment_series WHERE id = ${seriesId}`);
  return { total: options.total, clients: options.clients, inserted, seconds, perSecond: inserted / seconds };
}
