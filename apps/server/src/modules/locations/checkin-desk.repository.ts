// The front desk's reads and writes of check_ins and checkin_codes (issue 16).
import { and, asc, desc, eq, gte, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import { CHECKIN_LIMITS } from '@fairplay/contracts';
import { anyInteger, checkIns, checkinCodes, type TenantScope } from '@fairplay/db';

export interface DeskCheckInRow {
  id: number;
  locationId: number;
  userId: number;
  checkedInAt: Date;
  appointmentId: number | null;
}

const deskColumns = {
  id: checkIns.id,
  locationId: checkIns.locationId,
  userId: checkIns.userId,
  checkedInAt: checkIns.checkedInAt,
  appointmentId: checkIns.appointmentId,
};

/** The member's code in this club, when one was made. */
export async function findCodeOf(scope: TenantScope, userId: number): Promise<string | undefined> {
  const [row] = await scope.db
    .select({ code: checkinCodes.code })
    .from(checkinCodes)
    .where(scope.where(checkinCodes, eq(checkinCodes.userId, userId)));
  return row?.code;
}

/**
 * Stores `code` as the member's unless they already have one (a second request at the same moment keeps the
 * first). Answers false when the code itself is taken in this club, so the caller draws another.
 */
export async function insertCode(scope: TenantScope, userId: number, code: string): Promise<boolean> {
  const rows = await scope.db
    .insert(checkinCodes)
    .values(scope.values({ userId, code }))
    .onConflictDoNothing()
    .returning({ userId: checkinCodes.userId });
  return rows.length > 0;
}

/** The member whose code this is. */
export async function findUserByCode(scope: TenantScope, code: string): Promise<number | undefined> {
  const [row] = await scope.db
    .select({ userId: checkinCodes.userId })
    .from(checkinCodes)
    .where(scope.where(checkinCodes, eq(checkinCodes.code, code)));
  return row?.userId;
}

/**
 * Records a check-in unless the member already checked in at this location within the repeat window, or already
 * checked in for this booking: the exclusion constraint check_ins_one_per_scan and the unique index
 * check_ins_one_per_booking refuse the second and ON CONFLICT DO NOTHING turns the refusal into no row, so two scans
 * at the same moment, or an hour apart for one booking, still make one check-in.
 */
export async function insertCheckIn(
  scope: TenantScope,
  row: { locationId: number; userId: number; at: Date; appointmentId: number | null },
): Promise<DeskCheckInRow | undefined> {
  const [saved] = await scope.db
    .insert(checkIns)
    .values(
      scope.values({
        locationId: row.locationId,
        userId: row.userId,
        checkedInAt: row.at,
        appointmentId: row.appointmentId,
        repeatUntil: new Date(row.at.getTime() + CHECKIN_LIMITS.repeatMinutes * 60_000),
      }),
    )
    .onConflictDoNothing()
    .returning(deskColumns);
  return saved;
}

/** The member's check-in for this booking, when there is one (the unique index allows one). */
export async function findBookingCheckIn(
  scope: TenantScope,
  row: { appointmentId: number; userId: number },
): Promise<DeskCheckInRow | undefined> {
  const [found] = await scope.db
    .select(deskColumns)
    .from(checkIns)
    .where(scope.where(checkIns, eq(checkIns.appointmentId, row.appointmentId), eq(checkIns.userId, row.userId)))
    .limit(1);
  return found;
}

/** The check-in whose repeat window holds `at` (the one a repeat scan found). */
export async function findRepeatedCheckIn(
  scope: TenantScope,
  row: { locationId: number; userId: number; at: Date },
): Promise<DeskCheckInRow | undefined> {
  const [found] = await scope.db
    .select(deskColumns)
    .from(checkIns)
    .where(
      scope.where(
        checkIns,
        eq(checkIns.locationId, row.locationId),
        eq(checkIns.userId, row.userId),
        isNotNull(checkIns.repeatUntil),
        sql`tstzrange(${checkIns.checkedInAt}, ${checkIns.repeatUntil}, '[)') && tstzrange(${row.at.toISOString()}::timestamptz, ${new Date(row.at.getTime() + CHECKIN_LIMITS.repeatMinutes * 60_000).toISOString()}::timestamptz, '[)')`,
      ),
    )
    .orderBy(asc(checkIns.checkedInAt))
    .limit(1);
  return found;
}

/** The check-ins at a location (null: at all the club's) within [from, to), newest first. */
export async function listCheckInsBetween(
  scope: TenantScope,
  locationId: number | null,
  from: Date,
  to: Date,
): Promise<DeskCheckInRow[]> {
  return scope.db
    .select(deskColumns)
    .from(checkIns)
    .where(
      scope.where(
        checkIns,
        locationId === null ? undefined : eq(checkIns.locationId, locationId),
        gte(checkIns.checkedInAt, from),
        lt(checkIns.checkedInAt, to),
      ),
    )
    .orderBy(desc(checkIns.checkedInAt), desc(checkIns.id))
    .limit(CHECKIN_LIMITS.todayMax);
}

/** The check-ins recorded for these bookings (the court sheet's marks), in one query. */
export async function checkInsOfAppointments(
  scope: TenantScope,
  appointmentIds: readonly number[],
): Promise<{ appointmentId: number; userId: number; checkedInAt: Date }[]> {
  if (appointmentIds.length === 0) return [];
  const rows = await scope.db
    .select({ appointmentId: checkIns.appointmentId, userId: checkIns.userId, checkedInAt: checkIns.checkedInAt })
    .from(checkIns)
    .where(and(scope.where(checkIns, anyInteger(checkIns.appointmentId, appointmentIds))));
  return rows.flatMap((row) => (row.appointmentId === null ? [] : [{ ...row, appointmentId: row.appointmentId }]));
}

/**
 * For the court sheet's one statement (composed by appointments, which receives this through app.ts): each
 * player's first check-in on the occurrences of the club `businessId` whose ids are in the integer array
 * `appointmentIds`, as rows (appointment_id, value) where value is a json array of [user id, the instant formatted as
 * Date#toISOString formats it].
 */
export function firstCheckInsJson(appointmentIds: SQL, businessId: number): SQL {
  return sql`SELECT c.appointment_id,
                    json_agg(json_build_array(c.user_id, to_char(c.first AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))) AS value
             FROM (SELECT appointment_id, user_id, min(checked_in_at) AS first FROM check_ins
                   WHERE business_id = ${businessId} AND appointment_id = ANY(${appointmentIds})
                   GROUP BY appointment_id, user_id) c
             GROUP BY c.appointment_id`;
}
