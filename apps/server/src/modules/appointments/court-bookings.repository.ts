import { and, asc, eq, gt, isNotNull, lt } from 'drizzle-orm';
import { anyInteger, appointmentParticipants, appointments, type TenantScope } from '@fairplay/db';

/** One booked occurrence on a court with the member who booked it and when they did. */
export interface CourtBooking {
  id: number;
  courtId: number;
  startsAt: Date;
  endsAt: Date;
  bookerId: number;
  bookerName: string;
  /** When the booker's place was recorded: the moment the booking policy judged it. */
  bookedAt: Date;
}

/**
 * The occurrences on `courtIds` overlapping [from, to) that a member booked (free-text bookers and staff court time
 * without a booker are left out), blocks and disabled rows left out, by start; at most `limit` rows.
 */
export async function bookingsOnCourts(
  scope: TenantScope,
  courtIds: readonly number[],
  window: { from: Date; to: Date },
  limit: number,
): Promise<CourtBooking[]> {
  if (courtIds.length === 0) return [];
  const rows = await scope.db
    .select({
      id: appointments.id,
      courtId: appointments.courtId,
      startsAt: appointments.startsAt,
      endsAt: appointments.endsAt,
      bookerId: appointmentParticipants.userId,
      bookerName: appointmentParticipants.fullName,
      bookedAt: appointmentParticipants.createdAt,
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
        eq(appointmentParticipants.kind, 'booker'),
        isNotNull(appointmentParticipants.userId),
        anyInteger(appointments.courtId, [...courtIds]),
        eq(appointments.status, 'default'),
        lt(appointments.startsAt, window.to),
        gt(appointments.endsAt, window.from),
      ),
    )
    .orderBy(asc(appointments.startsAt), asc(appointments.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, bookerId: row.bookerId! }));
}
