import {
  APPOINTMENT_MESSAGES,
  type Conflict,
  type CourtSheetEvent,
  type UpdateAppointmentBody,
} from '@fairplay/contracts';
import { retime } from '@fairplay/domain';
import type { Executor, TenantScope } from '@fairplay/db';
import type { z } from 'zod';
import type { dragAndDropBody, updateAppointmentBody } from '@fairplay/contracts';
import { AppError, fieldError } from '../../errors.js';
import { toEvents } from './appointment-events.js';
import { requireStaff, type Viewer } from './appointment-viewer.js';
import { checkCustomerChange } from './customer-change.js';
import {
  findAppointment,
  idsInvolving,
  listParticipants,
  listRecurrence,
  replaceAssignees,
  replaceParticipants,
  updateOccurrence,
  type AppointmentRow,
} from './appointments.repository.js';
import { conflictError, requireMembers, toConflict } from './booking-rules.js';
import { wallClockOf } from './occurrence-plan.js';

type UpdateBody = z.output<typeof updateAppointmentBody>;
type MoveBody = z.output<typeof dragAndDropBody>;

/** The user and the rest of their family in this club (just the user when they have none). */
export async function familyOf(scope: TenantScope, viewer: Viewer, userId: number): Promise<number[]> {
  return [userId, ...(await viewer.needs.people.listFamilyOf(scope, userId)).map((relative) => relative.userId)];
}

/**
 * Whose events a viewer opens in full: a customer's own and their family's (whom they book and cancel for); a
 * coach's own.
 */
export async function seenInFull(scope: TenantScope, viewer: Viewer): Promise<number[]> {
  return viewer.isCustomer ? familyOf(scope, viewer, viewer.userId) : [viewer.userId];
}

/**
 * An occurrence the viewer may see; restricted viewers get a 404 for anything they are not part of. `seen` is
 * seenInFull when the caller already has it.
 */
export async function loadVisible(
  scope: TenantScope,
  viewer: Viewer,
  id: number,
  seen?: number[],
): Promise<AppointmentRow> {
  const row = await findAppointment(scope, id);
  if (!row) throw new AppError(404, APPOINTMENT_MESSAGES.notFound);
  if (
    viewer.restricted &&
    !(await idsInvolving(scope, [row.id], seen ?? (await seenInFull(scope, viewer)))).has(row.id)
  ) {
    throw new AppError(404, APPOINTMENT_MESSAGES.notFound);
  }
  return row;
}

export async function targetsOf(scope: TenantScope, row: AppointmentRow, mode: 0 | 1 | 2): Promise<AppointmentRow[]> {
  if (mode === 0) return [row];
  return listRecurrence(scope, row.recurrenceId, mode === 1 ? row.startsAt : null);
}

function isExclusionViolation(error: unknown): boolean {
  const candidate = error as { code?: string; cause?: unknown } | null;
  if (!candidate) return false;
  return candidate.code === '23P01' || (candidate.cause !== undefined && isExclusionViolation(candidate.cause));
}

/** The new times of each target (@fairplay/domain's retime), after checking the new range. */
function retimeTargets(
  rows: AppointmentRow[],
  anchor: AppointmentRow,
  body: UpdateBody,
  timeZone: string,
): Map<number, { startsAt: Date; endsAt: Date }> {
  if (!body.start_time && !body.end_time) return new Map();
  const start = body.start_time ? new Date(body.start_time) : anchor.startsAt;
  const end = body.end_time ? new Date(body.end_time) : anchor.endsAt;
  if (!(end > start)) throw fieldError('end_time', 'Please provide valid date range');
  return retime(rows, anchor.startsAt, wallClockOf(start, end, timeZone), timeZone);
}

/**
 * update and update_complex: change one occurrence, this and following, or all of its recurrence. Each row
 * is written under a savepoint so an overlap refused by the database marks just that row as a conflict.
 */
export async function updateAppointment(
  db: Executor,
  viewer: Viewer,
  id: number,
  body: UpdateBody,
  now: Date,
): Promise<{ updated: CourtSheetEvent[]; skipped: Conflict[] }> {
  const scope = viewer.member.scope.within(db);
  const row = await loadVisible(scope, viewer, id);
  if (body.recurrence_id !== undefined && body.recurrence_id !== row.recurrenceId)
    throw fieldError('recurrence_id', 'does not match this event.');
  const targets = await targetsOf(scope, row, body.mode);
  const courts = await viewer.needs.courts.findCourts(scope, body.court_id ? [body.court_id] : [row.courtId]);
  if (body.court_id && courts.length === 0) throw fieldError('court_id', 'is not a court of this club.');
  const people = [...(body.partners ?? []), ...(body.assigned ?? [])];
  const members = await viewer.needs.people.findMembers(scope, people);
  requireMembers(members, body.partners ?? [], 'partners');
  requireMembers(members, body.assigned ?? [], 'assigned', true);
  const present =
    viewer.isCustomer || body.partners
      ? await listParticipants(
          scope,
          targets.map((target) => target.id),
        )
      : [];
  const bookerOf = new Map(
    present.filter((person) => person.kind === 'booker').map((person) => [person.appointmentId, person.userId]),
  );
  if (viewer.isCustomer) checkCustomerChange(viewer, row, targets, present, body, courts[0]);
  const times = retimeTargets(targets, row, body, viewer.member.business.timezone);
  const firstNew = times.get(row.id);
  if (firstNew && firstNew.startsAt < now && firstNew.startsAt.getTime() !== row.startsAt.getTime())
    throw fieldError('start_time', 'Please provide valid date range');
  const nameOf = new Map(members.map((member) => [member.userId, member.fullName]));
  const updated: AppointmentRow[] = [];
  const skipped: Conflict[] = [];
  for (const target of targets) {
    const when = times.get(target.id);
    const courtId = body.court_id ?? target.courtId;
    try {
      const saved = await db.transaction(async (savepoint) => {
        const local = scope.within(savepoint);
        const result = await updateOccurrence(local, target.id, {
          courtId,
          ...(when ?? {}),
          ...(body.note !== undefined ? { note: body.note } : {}),
          ...(body.closed !== undefined ? { closed: body.closed } : {}),
          ...(body.sport_id !== undefined ? { sportId: body.sport_id } : {}),
        });
        if (body.partners) {
          // The booker stays the booker: naming them as a partner too adds nobody.
          const partners = body.partners.filter((userId) => userId !== bookerOf.get(target.id));
          await replaceParticipants(
            local,
            target.id,
            'partner',
            partners.map((userId) => ({ userId, fullName: nameOf.get(userId)! })),
          );
        }
        if (body.guests)
          await replaceParticipants(
            local,
            target.id,
            'guest',
            body.guests.map((fullName) => ({ userId: null, fullName })),
          );
        if (body.assigned) await replaceAssignees(local, target.id, body.assigned);
        return result;
      });
      if (saved) updated.push(saved);
    } catch (error) {
      if (!isExclusionViolation(error)) throw error;
      skipped.push(
        toConflict(
          courts.find((court) => court.id === courtId),
          courtId,
          { start: when?.startsAt ?? target.startsAt, end: when?.endsAt ?? target.endsAt },
        ),
      );
    }
  }
  if (skipped.length > 0 && (!body.force || updated.length === 0)) throw conflictError(skipped);
  return { updated: await toEvents(scope, updated, viewer, [viewer.userId]), skipped };
}

/** drag_and_drop: one occurrence to another court or time, refused when the sheet the user saw is stale. */
export async function moveAppointment(
  db: Executor,
  viewer: Viewer,
  id: number,
  body: MoveBody,
): Promise<CourtSheetEvent> {
  requireStaff(viewer, APPOINTMENT_MESSAGES.staffOnlyChange);
  const scope = viewer.member.scope.within(db);
  const row = await loadVisible(scope, viewer, id);
  const stale =
    row.courtId !== body.old_court ||
    row.startsAt.getTime() !== Date.parse(body.old_start) ||
    row.endsAt.getTime() !== Date.parse(body.old_end);
  if (stale) throw new AppError(409, APPOINTMENT_MESSAGES.staleMove);
  const courts = await viewer.needs.courts.findCourts(scope, [body.new_court]);
  if (courts.length === 0) throw fieldError('new_court', 'is not a court of this club.');
  const startsAt = new Date(body.new_start);
  const endsAt = new Date(body.new_end);
  if (!(endsAt > startsAt)) throw fieldError('new_end', 'Please provide valid date range');
  try {
    const moved = await db.transaction((savepoint) =>
      updateOccurrence(scope.within(savepoint), id, { courtId: body.new_court, startsAt, endsAt }),
    );
    return (await toEvents(scope, [moved!], viewer, [viewer.userId]))[0]!;
  } catch (error) {
    if (!isExclusionViolation(error)) throw error;
    throw conflictError([toConflict(courts[0], body.new_court, { start: startsAt, end: endsAt })]);
  }
}

export type { UpdateAppointmentBody };
