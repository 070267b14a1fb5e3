import { gte, lt, sql, type SQL } from 'drizzle-orm';
import { appointmentAssignees, appointmentParticipants, appointments, type TenantScope } from '@fairplay/db';

/**
 * How many of the club's bookings a person is on (as booker, partner or assigned coach), upcoming (not ended yet at
 * `now`) and past. The customers list asks before ending a membership or removing a visitor: their rows in
 * appointment_participants and appointment_assignees go with their membership row.
 */
export async function bookingCountsOf(
  scope: TenantScope,
  userId: number,
  now: Date,
): Promise<{ upcoming: number; past: number }> {
  const onIt = sql`(EXISTS (SELECT 1 FROM ${appointmentParticipants} WHERE ${appointmentParticipants.appointmentId} = ${appointments.id} AND ${appointmentParticipants.userId} = ${userId})
    OR EXISTS (SELECT 1 FROM ${appointmentAssignees} WHERE ${appointmentAssignees.appointmentId} = ${appointments.id} AND ${appointmentAssignees.userId} = ${userId}))`;
  const count = async (when: SQL) => {
    const [row] = await scope.db
      .select({ count: sql<number>`count(*)::int` })
      .from(appointments)
      .where(scope.where(appointments, when, onIt));
    return row?.count ?? 0;
  };
  // One after the other: the caller's transaction runs one statement at a time.
  const upcoming = await count(gte(appointments.endsAt, now));
  const past = await count(lt(appointments.endsAt, now));
  return { upcoming, past };
}

/**
 * How many of the club's bookings not ended yet at `now` have the person assigned (as coach or staff). Removing
 * someone from the staff asks first: their assignments would go on naming someone who no longer works there.
 */
export async function upcomingAssignmentsOf(scope: TenantScope, userId: number, now: Date): Promise<number> {
  const assigned = sql`EXISTS (SELECT 1 FROM ${appointmentAssignees} WHERE ${appointmentAssignees.appointmentId} = ${appointments.id} AND ${appointmentAssignees.userId} = ${userId})`;
  const [row] = await scope.db
    .select({ count: sql<number>`count(*)::int` })
    .from(appointments)
    .where(scope.where(appointments, gte(appointments.endsAt, now), assigned));
  return row?.count ?? 0;
}
