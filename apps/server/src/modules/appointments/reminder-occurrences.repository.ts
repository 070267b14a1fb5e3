// What booking reminders (the notifications module's jobs) read of the bookings.
import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import { appointments, type TenantScope } from '@fairplay/db';
import { listParticipants } from './appointment-people.repository.js';

export interface ReminderOccurrence {
  id: number;
  courtId: number;
  startsAt: Date;
  createdAt: Date;
  /** The booked members' accounts (guests without one hear nothing). */
  userIds: number[];
}

/** An active occurrence and its booked accounts; undefined when it was cancelled, deleted or disabled. */
export async function reminderOccurrence(scope: TenantScope, id: number): Promise<ReminderOccurrence | undefined> {
  const [row] = await scope.db
    .select({
      id: appointments.id,
      courtId: appointments.courtId,
      startsAt: appointments.startsAt,
      createdAt: appointments.createdAt,
    })
    .from(appointments)
    .where(scope.where(appointments, eq(appointments.id, id), eq(appointments.status, 'default')));
  if (!row) return undefined;
  const people = await listParticipants(scope, [row.id]);
  return { ...row, userIds: [...new Set(people.flatMap((p) => (p.userId === null ? [] : [p.userId])))] };
}

/**
 * Active occurrences starting in (from, to] that were booked at least `leadMs` before they start (a booking made
 * later gets no reminder: its confirmation is fresh), soonest first.
 */
export async function occurrencesToRemind(
  scope: TenantScope,
  from: Date,
  to: Date,
  leadMs: number,
): Promise<{ id: number; startsAt: Date }[]> {
  return scope.db
    .select({ id: appointments.id, startsAt: appointments.startsAt })
    .from(appointments)
    .where(
      scope.where(
        appointments,
        and(
          gt(appointments.startsAt, from),
          lte(appointments.startsAt, to),
          eq(appointments.status, 'default'),
          sql`${appointments.createdAt} <= ${appointments.startsAt} - make_interval(secs => ${leadMs / 1000})`,
        ),
      ),
    )
    .orderBy(asc(appointments.startsAt), asc(appointments.id));
}
