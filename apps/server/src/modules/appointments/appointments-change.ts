import {
  APPOINTMENT_MESSAGES,
  type Conflict,
  type CourtSheetEvent,
  type UpdateAppointmentBody,
} from '@fairplay/contracts';
import { changeableInvolving, retime } from '@fairplay/domain';
import type { Executor, TenantScope } from '@fairplay/db';
import type { z } from 'zod';
import type { dragAndDropBody, updateAppointmentBody } from '@fairplay/contracts';
import { AppError, fieldError } from '../../errors.js';
import { toEvents } from './appointment-events.js';
import { requireStaff, type Viewer } from './appointment-viewer.js';
import { checkCustomerChange, playersAfter } from './customer-change.js';
import { checkBookingLength, chosenServiceType, serviceTypesOf } from './booking-length.js';
import { refuseFrozen } from './frozen-check.js';
import {
  findAppointment,
  listRecurrence,
  lockOccurrences,
  updateOccurrence,
  type AppointmentRow,
  type Audience,
} from './appointments.repository.js';
import { listParticipants, replaceAssignees, replaceParticipants } from './appointment-people.repository.js';
import { conflictError, requireKnownSport, requireMembers, toConflict } from './booking-rules.js';
import { checkedWallClock } from './occurrence-plan.js';
import type { CourtInfo } from './ports.js';

type UpdateBody = z.output<typeof updateAppointmentBody>;
type MoveBody = z.output<typeof dragAndDropBody>;

/** The user and the rest of their family in this club (just the user when they have none). */
export async function familyOf(scope: TenantScope, viewer: Viewer, userId: number): Promise<number[]> {
  return [userId, ...(await viewer.needs.people.listFamilyOf(scope, userId)).map((relative) => relative.userId)];
}

/**
 * Which occurrences the viewer may open and change (the court-sheet policy's changeableInvolving): all for staff
 * who see the whole sheet; a coach's own; a customer's own and their family's. Every single and bulk write reads
 * its occurrences through this one audience.
 */
export async function audienceOf(scope: TenantScope, viewer: Viewer): Promise<Audience> {
  const family = viewer.restricted && viewer.isCustomer ? await familyOf(scope, viewer, viewer.userId) : [];
  return { involving: changeableInvolving(viewer, family) };
}

/** Whose events a viewer sees in full in answers: the audience's people, or just the viewer for staff. */
export function seenInFull(audience: Audience, viewer: Viewer): number[] {
  return audience.involving === null ? [viewer.userId] : [...audience.involving];
}

/** An occurrence the viewer may change; anything outside their audience answers 404 as if it did not exist. */
export async function loadVisible(
  scope: TenantScope,
  viewer: Viewer,
  id: number,
  audience?: Audience,
): Promise<AppointmentRow> {
  const row = await findAppointment(scope, audience ?? (await audienceOf(scope, viewer)), id);
  if (!row) throw new AppError(404, APPOINTMENT_MESSAGES.notFound);
  return row;
}

/**
 * A lesson's court time is changed only through the lesson calls, which keep its places, its other courts and its
 * date row together: the booking calls answer 409.
 */
export function refuseLessonTime(row: AppointmentRow): void {
  if (row.lessonId !== null) throw new AppError(409, APPOINTMENT_MESSAGES.lessonTime);
}

/** The occurrences an update of `mode` acts on: this one, this and following, or all, within the audience. */
export async function targetsOf(
  scope: TenantScope,
  audience: Audience,
  row: AppointmentRow,
  mode: 0 | 1 | 2,
): Promise<AppointmentRow[]> {
  if (mode === 0) return [row];
  return listRecurrence(scope, audience, row.recurrenceId, mode === 1 ? row.startsAt : null);
}

/** A change made from a court sheet that showed an older version of the event. */
export function staleError(): AppError {
  return new AppError(409, APPOINTMENT_MESSAGES.staleMove);
}

/** A court's overlap; an add-on sold out at the new time (issue 10) is not one: it answers its own message. */
function isExclusionViolation(error: unknown): boolean {
  const candidate = error as { code?: string; constraint?: string; cause?: unknown } | null;
  if (!candidate) return false;
  // A sold-out add-on or a coach elsewhere (issue 11) is not a taken court: those refuse the whole change.
  if (candidate.code === '23P01')
    return (
      candidate.constraint !== 'appointment_add_ons_no_overlap' &&
      candidate.constraint !== 'appointment_assignees_coach_no_overlap'
    );
  return candidate.cause !== undefined && isExclusionViolation(candidate.cause);
}

/** The new times of each target (@fairplay/domain's retime), after checking the new range as drag does. */
function retimeTargets(
  rows: AppointmentRow[],
  anchor: AppointmentRow,
  body: UpdateBody,
  timeZone: string,
  now: Date,
): Map<number, { startsAt: Date; endsAt: Date }> {
  if (!body.start_time && !body.end_time) return new Map();
  const start = body.start_time ? new Date(body.start_time) : anchor.startsAt;
  const end = body.end_time ? new Date(body.end_time) : anchor.endsAt;
  const wall = checkedWallClock(start, end, timeZone, { now, kept: anchor.startsAt });
  return retime(rows, anchor.startsAt, wall, timeZone);
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
  const audience = await audienceOf(scope, viewer);
  const row = await loadVisible(scope, viewer, id, audience);
  refuseLessonTime(row);
  if (body.recurrence_id !== undefined && body.recurrence_id !== row.recurrenceId)
    throw fieldError('recurrence_id', 'does not match this event.');
  if (body.version !== undefined && body.version !== row.version) throw staleError();
  const targets = await targetsOf(scope, audience, row, body.mode);
  // Players are counted against the court's party size below; others adding players wait until this commits.
  if (body.partners || body.guests)
    await lockOccurrences(
      scope,
      targets.map((target) => target.id),
    );
  const courts = await viewer.needs.courts.findCourts(scope, body.court_id ? [body.court_id] : [row.courtId]);
  if (body.court_id && courts.length === 0) throw fieldError('court_id', 'is not a court of this club.');
  await requireKnownSport(db, body.sport_id);
  const people = [...(body.partners ?? []), ...(body.assigned ?? [])];
  const members = await viewer.needs.people.findMembers(scope, people);
  requireMembers(members, body.partners ?? [], 'partners');
  requireMembers(members, body.assigned ?? [], 'assigned', true);
  const present =
    viewer.isCustomer || body.partners || body.guests
      ? await listParticipants(
          scope,
          targets.map((target) => target.id),
        )
      : [];
  const bookerOf = new Map(
    present.filter((person) => person.kind === 'booker').map((person) => [person.appointmentId, person.userId]),
  );
  if (viewer.isCustomer) checkCustomerChange(viewer, row, targets, present, body, courts[0]);
  const times = retimeTargets(targets, row, body, viewer.member.business.timezone, now);
  await checkChangedTargets(scope, viewer, targets, times, present, body, courts[0]);
  const nameOf = new Map(members.map((member) => [member.userId, member.fullName]));
  const updated: AppointmentRow[] = [];
  const skipped: Conflict[] = [];
  for (const target of targets) {
    const when = times.get(target.id);
    const courtId = body.court_id ?? target.courtId;
    try {
      const saved = await db.transaction(async (savepoint) => {
        const local = scope.within(savepoint);
        const result = await updateOccurrence(
          local,
          target.id,
          {
            courtId,
            ...(when ?? {}),
            ...(body.note !== undefined ? { note: body.note } : {}),
            ...(body.closed !== undefined ? { closed: body.closed } : {}),
            ...(body.sport_id !== undefined ? { sportId: body.sport_id } : {}),
            ...(body.lesson_type_id !== undefined ? { serviceTypeId: body.lesson_type_id } : {}),
          },
          // The event the user saw must still be as they saw it when the change lands (not only when read).
          target.id === row.id && body.version !== undefined ? { version: body.version } : {},
        );
        if (!result && target.id === row.id) throw staleError();
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
  if (body.start_time !== undefined || body.end_time !== undefined || body.court_id || body.sport_id !== undefined)
    await viewer.needs.restrictions.check(db, scope, {
      appointmentIds: updated.map((row) => row.id),
      byStaff: !viewer.isCustomer,
    });
  return { updated: await toEvents(scope, updated, viewer, [viewer.userId]), skipped };
}

/**
 * A change that moves, extends or re-types occurrences keeps each within its length limit (the service type's
 * min/max, and for a customer's change of players the club's maximum per party size) and out of frozen time.
 */
async function checkChangedTargets(
  scope: TenantScope,
  viewer: Viewer,
  targets: AppointmentRow[],
  times: Map<number, { startsAt: Date; endsAt: Date }>,
  present: Awaited<ReturnType<typeof listParticipants>>,
  body: UpdateBody,
  court: CourtInfo | undefined,
): Promise<void> {
  const retyped = body.lesson_type_id !== undefined;
  const players = viewer.isCustomer && (body.partners !== undefined || body.guests !== undefined);
  if (times.size === 0 && !retyped && !players && !body.court_id && body.sport_id === undefined) return;
  const newType = retyped
    ? await chosenServiceType(scope, body.lesson_type_id, 'lesson_type_id', viewer.isCustomer)
    : null;
  const types = retyped
    ? new Map()
    : await serviceTypesOf(
        scope,
        targets.map((target) => target.serviceTypeId),
      );
  const changes = targets.map((target) => ({
    target,
    courtId: body.court_id ?? target.courtId,
    startsAt: times.get(target.id)?.startsAt ?? target.startsAt,
    endsAt: times.get(target.id)?.endsAt ?? target.endsAt,
    sportId: body.sport_id === undefined ? target.sportId : body.sport_id,
    serviceTypeId: retyped ? (body.lesson_type_id ?? null) : target.serviceTypeId,
  }));
  if (times.size > 0 || retyped || players) {
    for (const change of changes) {
      const type = retyped ? newType : (types.get(change.target.serviceTypeId ?? 0) ?? null);
      const partySize = Math.max(playersAfter(change.target, present, body).size, 1);
      checkBookingLength(
        viewer,
        court,
        type,
        partySize,
        { start: change.startsAt, end: change.endsAt },
        { customer: viewer.isCustomer, force: body.force },
      );
    }
  }
  if (times.size > 0 || body.court_id || body.sport_id !== undefined || retyped)
    await refuseFrozen(scope, viewer, changes, {
      force: body.force,
      field: body.court_id ? 'court_id' : 'start_time',
      courtName: (id) => (court?.id === id ? court.name : `Court ${id}`),
    });
}

/** drag_and_drop: one occurrence to another court or time, refused when the sheet the user saw is stale. */
export async function moveAppointment(
  db: Executor,
  viewer: Viewer,
  id: number,
  body: MoveBody,
  now: Date,
): Promise<CourtSheetEvent> {
  requireStaff(viewer, APPOINTMENT_MESSAGES.staffOnlyChange);
  const scope = viewer.member.scope.within(db);
  const row = await loadVisible(scope, viewer, id);
  refuseLessonTime(row);
  const expected = {
    courtId: body.old_court,
    startsAt: new Date(body.old_start),
    endsAt: new Date(body.old_end),
    ...(body.version !== undefined ? { version: body.version } : {}),
  };
  const stale =
    row.courtId !== expected.courtId ||
    row.startsAt.getTime() !== expected.startsAt.getTime() ||
    row.endsAt.getTime() !== expected.endsAt.getTime() ||
    (expected.version !== undefined && row.version !== expected.version);
  if (stale) throw staleError();
  const courts = await viewer.needs.courts.findCourts(scope, [body.new_court]);
  if (courts.length === 0) throw fieldError('new_court', 'is not a court of this club.');
  const startsAt = new Date(body.new_start);
  const endsAt = new Date(body.new_end);
  // The same checks as create and update: one local day (so at most 24 hours), not moved into the past.
  checkedWallClock(
    startsAt,
    endsAt,
    viewer.member.business.timezone,
    { now, kept: row.startsAt },
    { start: 'new_start', end: 'new_end' },
  );
  // A move keeps the booking's service type within its min/max and out of frozen time, unless staff force it.
  const type = (await serviceTypesOf(scope, [row.serviceTypeId])).get(row.serviceTypeId ?? 0) ?? null;
  checkBookingLength(
    viewer,
    courts[0],
    type,
    1,
    { start: startsAt, end: endsAt },
    { customer: false, force: body.force, field: 'new_end' },
  );
  await refuseFrozen(
    scope,
    viewer,
    [{ courtId: body.new_court, startsAt, endsAt, sportId: row.sportId, serviceTypeId: row.serviceTypeId }],
    { force: body.force, field: 'new_start', courtName: () => courts[0]!.name },
  );
  try {
    // Conditional on what the user saw: of simultaneous drags from one view only the first still matches.
    const moved = await db.transaction((savepoint) =>
      updateOccurrence(scope.within(savepoint), id, { courtId: body.new_court, startsAt, endsAt }, expected),
    );
    if (!moved) throw staleError();
    await viewer.needs.restrictions.check(db, scope, { appointmentIds: [moved.id], byStaff: true });
    return (await toEvents(scope, [moved], viewer, [viewer.userId]))[0]!;
  } catch (error) {
    if (!isExclusionViolation(error)) throw error;
    throw conflictError([toConflict(courts[0], body.new_court, { start: startsAt, end: endsAt })]);
  }
}

export type { UpdateAppointmentBody };
