// The raw SQL under the listing: the statements the server runs to read one day's rows (the window with its
// players, coaches and flags, the coaches' names and the courts' prices), sent straight to the database with no
// HTTP, no session check and no event building. The report sets the HTTP listing against it, so a regression in
// the server's own work shows as a larger ratio even when the database is as fast as before.
import { sql } from 'drizzle-orm';
import { queryRows, type DatabaseHandle } from '@fairplay/db';
import type { BenchClub } from './build-club.js';
import { summarize, type Summary } from './http.js';
import { dayBounds } from './listing.js';

export interface RawListingResult extends Summary {
  rows: number;
}

const ISO = sql.raw(`'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`);

async function readDay(handle: DatabaseHandle, businessId: number, from: Date, to: Date): Promise<number> {
  const rows = await queryRows<{ court_id: number; assigned: number[] | string }>(
    handle.db,
    sql`SELECT a.id, a.series_id, a.recurrence_id, a.group_id, a.court_id,
          to_char(a.starts_at AT TIME ZONE 'UTC', ${ISO}) AS start, to_char(a.ends_at AT TIME ZONE 'UTC', ${ISO}) AS "end",
          a.status, a.note, a.closed, a.sport_id, a.created_by, a.make_it_paid, a.authorized, a.version,
          COALESCE((SELECT json_agg(json_build_array(p.id, p.kind, p.user_id, p.full_name) ORDER BY p.id)
                    FROM appointment_participants p WHERE p.appointment_id = a.id AND p.business_id = a.business_id), '[]'::json) AS people,
          COALESCE((SELECT json_agg(s.user_id ORDER BY s.user_id)
                    FROM appointment_assignees s WHERE s.appointment_id = a.id AND s.business_id = a.business_id), '[]'::json) AS assigned,
          EXISTS (SELECT 1 FROM appointments b WHERE b.recurrence_id = a.recurrence_id AND b.member_count > 0 AND b.business_id = a.business_id) AS booked
        FROM appointments a
        WHERE a.business_id = ${businessId}
          AND a.starts_at > ${new Date(from.getTime() - 24 * 3600_000).toISOString()}::timestamptz
          AND a.starts_at < ${to.toISOString()}::timestamptz AND a.ends_at > ${from.toISOString()}::timestamptz
        ORDER BY a.starts_at, a.court_id`,
  );
  const coaches = new Set<number>();
  for (const row of rows) {
    const assigned = typeof row.assigned === 'string' ? (JSON.parse(row.assigned) as number[]) : row.assigned;
    for (const id of assigned) coaches.add(Number(id));
  }
  const courts = [...new Set(rows.map((row) => Number(row.court_id)))];
  await queryRows(
    handle.db,
    sql`SELECT id, first_name, last_name, username FROM users WHERE id = ANY(${`{${[...coaches].join(',')}}`}::integer[])`,
  );
  await queryRows(
    handle.db,
    sql`SELECT id, name, facility_group_id, price, party_size FROM courts
        WHERE business_id = ${businessId} AND id = ANY(${`{${courts.join(',')}}`}::integer[])`,
  );
  return rows.length;
}

/** Reads today's rows straight from the database, one read after another, and times each read. */
export async function measureRawListing(
  handle: DatabaseHandle,
  club: BenchClub,
  options: { warmup: number; samples: number },
): Promise<RawListingResult> {
  const bounds = dayBounds(club.today, club.timeZone);
  const from = new Date(bounds.startDate);
  const to = new Date(bounds.endDate);
  const samples: number[] = [];
  let rows = 0;
  for (let index = 0; index < options.warmup + options.samples; index += 1) {
    const started = performance.now();
    rows = await readDay(handle, club.businessId, from, to);
    if (index >= options.warmup) samples.push(performance.now() - started);
  }
  return { ...summarize(samples), rows };
}
