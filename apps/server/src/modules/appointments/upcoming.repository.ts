import { and, asc, eq, gte, lt } from 'drizzle-orm';
import { anyInteger, appointmentParticipants, appointments, type TenantScope } from '@fairplay/db';
import { listAssignees } from './appointment-people.repository.js';

/** One upcoming occurrence a person plays in (as booker or partner), with who is assigned to it. */
export interface UpcomingBooking {
  appointmentId: number;
  userId: number;
  courtId: number;
  startsAt: Date;
  endsAt: Date;
  assigneeIds: number[];
}

/**
 * The occurrences that `userIds` play in and that start in [from, to), by start time (issue 16: a family's upcoming
 * bookings and lessons). Blocks and disabled rows are left out. At most `limit` rows.
 */
export async function upcomingBookingsOf(
  scope: TenantScope,
  userIds: number[],
  window: { from: Date; to: Date },
  limit = 200,
): Promise<UpcomingBooking[]> {
  if (userIds.length === 0) return [];
  const rows = await scope.db
    .selectDistinct({
      appointmentId: appointments.id,
      userId: appointmentParticipants.userId,
      courtId: appointments.courtId,
      startsAt: appointments.startsAt,
      endsAt: appointments.endsAt,
    })
    .from(appointmentParticipants)
    .innerJoin(
      appointments,
      and(
        eq(appointments.id, appointmentParticipants.appointmentId),
        eq(appointments.businessId, appointmentParticipants.businessId),
      ),
    )
    .where(
      scope.where(
        appointmentParticipants,
        anyInteger(appointmentParticipants.userId, userIds),
        eq(appointments.status, 'default'),
        gte(appointments.startsAt, window.from),
        lt(appointments.startsAt, window.to),
      ),
    )
    .orderBy(asc(appointments.startsAt), asc(appointments.id), asc(appointmentParticipants.userId))
    .limit(limit);
  const assignees = await listAssignees(
    scope,
    rows.map((row) => row.appointmentId),
  );
  return rows.map((row) => ({
    ...row,
    userId: row.userId!,
    assigneeIds: assignees.filter((a) => a.appointmentId === row.appointmentId).map((a) => a.userId),
  }));
}
