// What no-show fees (the booking-fees module's sweep) read of the bookings.
import { and, asc, eq, gt, isNull, lte } from 'drizzle-orm';
import { appointments, type TenantScope } from '@fairplay/db';
import { listParticipants } from './appointment-people.repository.js';

export interface StartedBooking {
  id: number;
  startsAt: Date;
  /** The booked players with an account (guests without one owe no fee). */
  userIds: number[];
}

/** Active court bookings (not a lesson's court time) starting in (from, to], soonest first, with their players. */
export async function bookingsStartedBetween(scope: TenantScope, from: Date, to: Date): Promise<StartedBooking[]> {
  const rows = await scope.db
    .select({ id: appointments.id, startsAt: appointments.startsAt })
    .from(appointments)
    .where(
      scope.where(
        appointments,
        and(
          gt(appointments.startsAt, from),
          lte(appointments.startsAt, to),
          eq(appointments.status, 'default'),
          isNull(appointments.lessonId),
        ),
      ),
    )
    .orderBy(asc(appointments.startsAt), asc(appointments.id));
  const people = await listParticipants(
    scope,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    ...row,
    userIds: [...new Set(people.flatMap((p) => (p.appointmentId === row.id && p.userId !== null ? [p.userId] : [])))],
  }));
}
