import { and, asc, eq, gt, gte, isNull, lt } from 'drizzle-orm';
import { anyInteger, appointmentParticipants, appointments, type TenantScope } from '@fairplay/db';

/** One occurrence a member booked (as the booker), as restrictions count it. */
export interface BookerOccurrence {
  id: number;
  userId: number;
  courtId: number;
  sportId: number | null;
  startsAt: Date;
  endsAt: Date;
}

const columns = {
  id: appointments.id,
  userId: appointmentParticipants.userId,
  courtId: appointments.courtId,
  sportId: appointments.sportId,
  startsAt: appointments.startsAt,
  endsAt: appointments.endsAt,
};

const joined = (scope: TenantScope) =>
  scope.db
    .select(columns)
    .from(appointmentParticipants)
    .innerJoin(
      appointments,
      and(
        eq(appointments.id, appointmentParticipants.appointmentId),
        eq(appointments.businessId, appointmentParticipants.businessId),
      ),
    );

/** The bookers of these occurrences (occurrences without one, such as staff court time, are absent). */
export async function bookersOf(scope: TenantScope, ids: readonly number[]): Promise<BookerOccurrence[]> {
  if (ids.length === 0) return [];
  const rows = await joined(scope).where(
    scope.where(
      appointmentParticipants,
      anyInteger(appointmentParticipants.appointmentId, ids),
      eq(appointmentParticipants.kind, 'booker'),
    ),
  );
  return rows.map((row) => ({ ...row, userId: row.userId! }));
}

/** The occurrences the member booked that start in [from, to), blocks and disabled rows left out, by start. */
export async function bookerOccurrences(
  scope: TenantScope,
  userId: number,
  window: { from: Date; to: Date },
): Promise<BookerOccurrence[]> {
  const rows = await joined(scope)
    .where(
      scope.where(
        appointmentParticipants,
        eq(appointmentParticipants.userId, userId),
        eq(appointmentParticipants.kind, 'booker'),
        eq(appointments.status, 'default'),
        gte(appointments.startsAt, window.from),
        lt(appointments.startsAt, window.to),
      ),
    )
    .orderBy(asc(appointments.startsAt), asc(appointments.id))
    .limit(5000);
  return rows.map((row) => ({ ...row, userId: row.userId! }));
}

/**
 * The court time a member booked at a price (booked_price above 0), of no lesson, not closed: what a member may owe
 * for their bookings (booking payments weigh what was paid of each).
 */
export async function pricedBookingsOf(
  scope: TenantScope,
  userId: number,
): Promise<{ id: number; bookedPrice: number; makeItPaid: boolean }[]> {
  return scope.db
    .select({ id: appointments.id, bookedPrice: appointments.bookedPrice, makeItPaid: appointments.makeItPaid })
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
        eq(appointmentParticipants.userId, userId),
        eq(appointmentParticipants.kind, 'booker'),
        eq(appointments.closed, false),
        isNull(appointments.lessonId),
        gt(appointments.bookedPrice, 0),
      ),
    );
}
