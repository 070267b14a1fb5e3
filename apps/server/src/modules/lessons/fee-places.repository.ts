// What no-show fees (the booking-fees module's sweep) read of the lesson places.
import { and, asc, eq, gt, lte } from 'drizzle-orm';
import { lessonBookings, lessonOccurrences, type TenantScope } from '@fairplay/db';

export interface StartedPlace {
  id: number;
  /** The occurrence, which is the appointment id of its first court (check-ins name it). */
  occurrenceId: number;
  userId: number;
  startsAt: Date;
}

/** Booked places (not waitlisted or cancelled) on occurrences starting in (from, to], soonest first. */
export async function placesStartedBetween(scope: TenantScope, from: Date, to: Date): Promise<StartedPlace[]> {
  return scope.db
    .select({
      id: lessonBookings.id,
      occurrenceId: lessonBookings.occurrenceId,
      userId: lessonBookings.userId,
      startsAt: lessonOccurrences.startsAt,
    })
    .from(lessonBookings)
    .innerJoin(
      lessonOccurrences,
      and(
        eq(lessonOccurrences.id, lessonBookings.occurrenceId),
        eq(lessonOccurrences.businessId, lessonBookings.businessId),
      ),
    )
    .where(
      scope.where(
        lessonBookings,
        eq(lessonBookings.status, 'booked'),
        gt(lessonOccurrences.startsAt, from),
        lte(lessonOccurrences.startsAt, to),
      ),
    )
    .orderBy(asc(lessonOccurrences.startsAt), asc(lessonBookings.id));
}
