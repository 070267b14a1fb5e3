// A member's own bookings (the member's home) and the booking a front-desk check-in belongs to.
import { asc, desc, gt, lte, sql, type SQL } from 'drizzle-orm';
import { anyInteger, appointments, type TenantScope } from '@fairplay/db';
import type { AppointmentRow } from './appointments.repository.js';

/** Occurrences on which one of `userIds` has a place (booker or partner; guests have no account). */
function bookedFor(userIds: readonly number[]): SQL {
  return sql`EXISTS (SELECT 1 FROM appointment_participants p WHERE p.appointment_id = ${appointments.id} AND p.business_id = ${appointments.businessId} AND ${anyInteger(sql`p.user_id`, userIds)})`;
}

/** True when another occurrence shares this one's recurrence (the booking repeats). */
const repeats = sql<boolean>`EXISTS (SELECT 1 FROM appointments r WHERE r.recurrence_id = ${appointments.recurrenceId} AND r.business_id = ${appointments.businessId} AND r.id <> ${appointments.id})`;

/**
 * One page of the bookings of `userIds`: upcoming (not yet ended) soonest first, or past latest first. Answers
 * one row more than the page when there is a next page.
 */
export async function listBookingsOf(
  scope: TenantScope,
  userIds: readonly number[],
  when: 'upcoming' | 'past',
  page: { offset: number; limit: number },
  now: Date,
): Promise<(AppointmentRow & { recurring: boolean })[]> {
  const upcoming = when === 'upcoming';
  const rows = await scope.db
    .select({ row: appointments, recurring: repeats })
    .from(appointments)
    .where(
      scope.where(
        appointments,
        bookedFor(userIds),
        upcoming ? gt(appointments.endsAt, now) : lte(appointments.endsAt, now),
      ),
    )
    .orderBy(
      upcoming ? asc(appointments.startsAt) : desc(appointments.startsAt),
      upcoming ? asc(appointments.id) : desc(appointments.id),
    )
    .limit(page.limit + 1)
    .offset(page.offset);
  return rows.map(({ row, recurring }) => ({ ...row, recurring: Boolean(recurring) }));
}

/**
 * The member's booking on one of `courtIds` that a check-in at `at` belongs to: one under way, or the first that
 * starts within `aheadMs` (the earliest first).
 */
export async function bookingAround(
  scope: TenantScope,
  courtIds: readonly number[],
  userId: number,
  at: Date,
  aheadMs: number,
): Promise<AppointmentRow | undefined> {
  if (courtIds.length === 0) return undefined;
  const [row] = await scope.db
    .select()
    .from(appointments)
    .where(
      scope.where(
        appointments,
        anyInteger(appointments.courtId, courtIds),
        gt(appointments.endsAt, at),
        lte(appointments.startsAt, new Date(at.getTime() + aheadMs)),
        bookedFor([userId]),
      ),
    )
    .orderBy(asc(appointments.startsAt), asc(appointments.id))
    .limit(1);
  return row;
}

/** The club's occurrences among `ids`, in one query. */
export async function occurrencesByIds(scope: TenantScope, ids: readonly number[]): Promise<AppointmentRow[]> {
  if (ids.length === 0) return [];
  return scope.db
    .select()
    .from(appointments)
    .where(scope.where(appointments, anyInteger(appointments.id, ids)));
}
