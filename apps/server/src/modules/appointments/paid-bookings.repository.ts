import { and, eq, inArray } from 'drizzle-orm';
import { appointmentParticipants, appointments, type TenantScope } from '@fairplay/db';

/** An occurrence and the price it was booked at (cents), the club's rules' price for its member (issue 10). */
export interface BookedOccurrence {
  id: number;
  courtId: number;
  startsAt: Date;
  endsAt: Date;
  bookedPrice: number;
  /** The rule's price in points as booked. */
  bookedPoints: number;
  /** The rules' book pay type it was priced by (1 money only, 2 points only, -1 either). */
  bookedPayType: number;
  /** Marked paid outside the product's payments (the spec's make_it_paid): it owes nothing. */
  makeItPaid: boolean;
}

/** The occurrences with their booked prices (those of the club only). */
export async function bookedOccurrences(scope: TenantScope, ids: number[]): Promise<BookedOccurrence[]> {
  if (ids.length === 0) return [];
  return scope.db
    .select({
      id: appointments.id,
      courtId: appointments.courtId,
      startsAt: appointments.startsAt,
      endsAt: appointments.endsAt,
      bookedPrice: appointments.bookedPrice,
      bookedPoints: appointments.bookedPoints,
      bookedPayType: appointments.bookedPayType,
      makeItPaid: appointments.makeItPaid,
    })
    .from(appointments)
    .where(scope.where(appointments, and(inArray(appointments.id, ids), eq(appointments.closed, false))))
    .orderBy(appointments.id);
}

/** The member who booked an occurrence (null: court time nobody booked). */
export async function bookerOf(scope: TenantScope, appointmentId: number): Promise<number | null> {
  const [row] = await scope.db
    .select({ userId: appointmentParticipants.userId })
    .from(appointmentParticipants)
    .where(
      scope.where(
        appointmentParticipants,
        eq(appointmentParticipants.appointmentId, appointmentId),
        eq(appointmentParticipants.kind, 'booker'),
      ),
    )
    .limit(1);
  return row?.userId ?? null;
}

/** Occurrences by id, whole rows (for the court sheet's events of a booking made elsewhere). */
export async function occurrenceRows(scope: TenantScope, ids: number[]) {
  if (ids.length === 0) return [];
  return scope.db
    .select()
    .from(appointments)
    .where(scope.where(appointments, inArray(appointments.id, ids)));
}
