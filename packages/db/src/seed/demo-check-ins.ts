import { sql } from 'drizzle-orm';
import type { Executor } from '../client.js';
import { queryRows } from '../client.js';
import { checkIns, checkinCodes } from '../schema/index.js';

/** The check-in code alphabet of @fairplay/contracts (no 0/O, 1/I), repeated here: db imports no runtime of ours. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 10;
/** A repeat scan within this many minutes is the same check-in (contracts' CHECKIN_LIMITS.repeatMinutes). */
const REPEAT_MS = 5 * 60_000;
/** Bookings that began this long before the seed get their players' check-ins. */
const LOOK_BACK_MS = 10 * 3_600_000;
const MAX_CHECK_INS = 14;

function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

/**
 * The front desk's demo data (issue 16): a personal check-in code for every member of the club (drawn from a
 * seeded generator so the demo is the same each time; real codes are crypto-random), and check-ins of the
 * bookers of the bookings that began in the last hours, a few minutes before their start, tied to the booking.
 */
export async function seedDemoCheckIns(
  tx: Executor,
  cast: { businessId: number; userIds: number[]; now: Date },
): Promise<void> {
  const next = random(20261125);
  const codes = new Set<string>();
  const rows = cast.userIds.map((userId) => {
    const draw = () =>
      Array.from({ length: CODE_LENGTH }, () => ALPHABET[Math.floor(next() * ALPHABET.length)]).join('');
    let code = draw();
    while (codes.has(code)) code = draw();
    codes.add(code);
    return { businessId: cast.businessId, userId, code };
  });
  if (rows.length > 0) await tx.insert(checkinCodes).values(rows);

  const recent = await queryRows<{ id: number; starts_at: string; user_id: number; location_id: number }>(
    tx,
    sql`SELECT a.id, a.starts_at, p.user_id, g.location_id
          FROM appointments a
          JOIN appointment_participants p ON p.appointment_id = a.id AND p.kind = 'booker' AND p.user_id IS NOT NULL
          JOIN courts c ON c.id = a.court_id
          JOIN facility_groups g ON g.id = c.facility_group_id
         WHERE a.business_id = ${cast.businessId}
           AND a.starts_at <= ${cast.now.toISOString()}::timestamptz
           AND a.starts_at > ${new Date(cast.now.getTime() - LOOK_BACK_MS).toISOString()}::timestamptz
         ORDER BY a.starts_at DESC, a.id
         LIMIT ${MAX_CHECK_INS}`,
  );
  const seen = new Set<string>();
  const visits = recent.flatMap((row) => {
    // One per member and location: two bookings of one person within minutes would overlap their scan windows.
    const key = `${row.user_id}|${row.location_id}`;
    if (seen.has(key)) return [];
    seen.add(key);
    const at = new Date(new Date(row.starts_at).getTime() - Math.floor(2 + next() * 12) * 60_000);
    return [
      {
        businessId: cast.businessId,
        locationId: row.location_id,
        userId: row.user_id,
        appointmentId: row.id,
        checkedInAt: at,
        repeatUntil: new Date(at.getTime() + REPEAT_MS),
      },
    ];
  });
  if (visits.length > 0) await tx.insert(checkIns).values(visits);
}
