// Taken time for private-session search (issue 11): what occupies courts (every appointment, lessons included,
// as appointments_no_overlap sees it) and coaches (their assignments, as appointment_assignees_coach_no_overlap
// sees them) in a window.
import { and, eq, gt, lt } from 'drizzle-orm';
import { anyInteger, appointmentAssignees, appointments, type TenantScope } from '@fairplay/db';

export interface BusyTime {
  id: number;
  start: Date;
  end: Date;
}

/** The court time overlapping [from, to) on each of `courtIds`. */
export async function courtBusyTimes(
  scope: TenantScope,
  courtIds: readonly number[],
  window: { from: Date; to: Date },
): Promise<Map<number, BusyTime[]>> {
  const out = new Map<number, BusyTime[]>();
  if (courtIds.length === 0) return out;
  const rows = await scope.db
    .select({
      id: appointments.id,
      courtId: appointments.courtId,
      start: appointments.startsAt,
      end: appointments.endsAt,
    })
    .from(appointments)
    .where(
      scope.where(
        appointments,
        anyInteger(appointments.courtId, [...courtIds]),
        lt(appointments.startsAt, window.to),
        gt(appointments.endsAt, window.from),
      ),
    );
  for (const row of rows) out.set(row.courtId, [...(out.get(row.courtId) ?? []), row]);
  return out;
}

/** The assignments overlapping [from, to) of each of `coachIds` (lessons, sessions and bookings alike). */
export async function coachBusyTimes(
  scope: TenantScope,
  coachIds: readonly number[],
  window: { from: Date; to: Date },
): Promise<Map<number, BusyTime[]>> {
  const out = new Map<number, BusyTime[]>();
  if (coachIds.length === 0) return out;
  const rows = await scope.db
    .select({
      id: appointmentAssignees.appointmentId,
      userId: appointmentAssignees.userId,
      start: appointmentAssignees.startsAt,
      end: appointmentAssignees.endsAt,
    })
    .from(appointmentAssignees)
    .where(
      and(
        eq(appointmentAssignees.businessId, scope.businessId),
        anyInteger(appointmentAssignees.userId, [...coachIds]),
        lt(appointmentAssignees.startsAt, window.to),
        gt(appointmentAssignees.endsAt, window.from),
      ),
    );
  for (const row of rows) out.set(row.userId, [...(out.get(row.userId) ?? []), row]);
  return out;
}
