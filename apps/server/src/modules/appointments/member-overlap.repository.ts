import { sql } from 'drizzle-orm';
import { queryRows, type TenantScope } from '@fairplay/db';

/**
 * Serializes bookings that involve these members until the caller's transaction ends (transaction-level advisory
 * locks in this rule's key space, 22, taken in id order so two bookings sharing members cannot deadlock). Taken
 * before restrictions' own lock (key space 21), in every transaction, so the order is always the same.
 */
export async function lockMembers(scope: TenantScope, userIds: readonly number[]): Promise<void> {
  for (const userId of [...new Set(userIds)].sort((a, b) => a - b))
    await scope.db.execute(sql`SELECT pg_advisory_xact_lock(22, ${userId}::integer)`);
}

export interface MemberOverlap {
  userId: number;
  fullName: string;
  /** The booking being made, and the member's other booking at the same time. */
  appointmentId: number;
  otherCourtId: number;
  otherStart: Date;
  otherEnd: Date;
  kind: 'booker' | 'partner';
}

/**
 * The first member (booker or partner) of one of these occurrences who also plays in another occurrence of the club
 * at an overlapping time. Read after lockMembers, so a booking committed by a concurrent transaction is seen.
 */
export async function findMemberOverlap(
  scope: TenantScope,
  appointmentIds: readonly number[],
): Promise<MemberOverlap | undefined> {
  if (appointmentIds.length === 0) return undefined;
  const ids = sql.raw(`ARRAY[${appointmentIds.map((id) => Math.trunc(id)).join(',')}]::integer[]`);
  const [row] = await queryRows<{
    user_id: number;
    full_name: string;
    appointment_id: number;
    other_court_id: number;
    other_start: string | Date;
    other_end: string | Date;
    kind: 'booker' | 'partner';
  }>(
    scope.db,
    sql`SELECT pa.user_id, pa.full_name, a.id AS appointment_id, b.court_id AS other_court_id,
               b.starts_at AS other_start, b.ends_at AS other_end, pa.kind
        FROM appointment_participants pa
        JOIN appointments a ON a.id = pa.appointment_id AND a.business_id = pa.business_id
        JOIN appointment_participants pb
          ON pb.business_id = pa.business_id AND pb.user_id = pa.user_id AND pb.appointment_id <> pa.appointment_id
         AND pb.kind IN ('booker', 'partner')
        JOIN appointments b ON b.id = pb.appointment_id AND b.business_id = pb.business_id
        WHERE pa.business_id = ${scope.businessId} AND pa.appointment_id = ANY(${ids})
          AND pa.kind IN ('booker', 'partner') AND pa.user_id IS NOT NULL
          AND b.starts_at < a.ends_at AND a.starts_at < b.ends_at
        ORDER BY a.starts_at, pa.user_id
        LIMIT 1`,
  );
  if (!row) return undefined;
  return {
    userId: row.user_id,
    fullName: row.full_name,
    appointmentId: row.appointment_id,
    otherCourtId: row.other_court_id,
    otherStart: new Date(row.other_start),
    otherEnd: new Date(row.other_end),
    kind: row.kind,
  };
}
