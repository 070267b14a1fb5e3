// Moving a lesson's dates (issue 11): new times and new courts for the dates an update picks, each date all or
// nothing, a taken court answered as a conflict.
import { APPOINTMENT_MESSAGES, LESSON_MESSAGES, type LessonUpdate } from '@fairplay/contracts';
import {
  checkNewTimes,
  lessonTimesMessage,
  utcToZonedParts,
  zonedWallTimeToUtc,
  type TimeRange,
} from '@fairplay/domain';
import type { TenantScope } from '@fairplay/db';
import { AppError, fieldError } from '../../errors.js';
import { lessonRecurrenceIds, moveLessonTime } from '../appointments/index.js';
import { coachBusyError, type LessonViewer } from './lesson-context.js';
import { setOccurrenceTimes, type OccurrenceRow } from './lessons.repository.js';

export type Conflict = { court_id: number; court_name: string; start: string; end: string };

export function conflictError(conflicts: Conflict[]): AppError {
  return new AppError(409, APPOINTMENT_MESSAGES.conflict, { conflicts });
}

/** The courts asked for, each a court of the club (else 400 on `courts.{n}`). */
export async function courtsFor(scope: TenantScope, viewer: LessonViewer, ids: number[]) {
  const courts = await viewer.needs.findCourts(scope, ids);
  ids.forEach((id, index) => {
    if (!courts.some((court) => court.id === id)) throw fieldError(`courts.${index}`, LESSON_MESSAGES.notACourt);
  });
  return courts;
}

/**
 * New wall-clock times for the picked occurrences: the named one takes the times sent; the others keep their
 * own day and take the same club-local start and end (so a weekly clinic stays at 18:00 across DST).
 */
function retimed(
  targets: OccurrenceRow[],
  named: OccurrenceRow,
  body: Pick<LessonUpdate, 'start_time' | 'end_time'>,
  timeZone: string,
  now: Date,
): Map<number, TimeRange> {
  const start = body.start_time ? new Date(body.start_time) : named.startsAt;
  const end = body.end_time ? new Date(body.end_time) : named.endsAt;
  const checked = checkNewTimes(start, end, timeZone, { now, kept: named.startsAt });
  if (!checked.ok)
    throw fieldError(checked.field === 'start' ? 'start_time' : 'end_time', lessonTimesMessage(checked.message));
  const { startTime, endTime } = checked.value;
  const out = new Map<number, TimeRange>();
  for (const target of targets) {
    if (target.id === named.id) {
      out.set(target.id, { start, end });
      continue;
    }
    const day = utcToZonedParts(target.startsAt, timeZone).date;
    const from = zonedWallTimeToUtc(day, startTime, timeZone);
    let to = zonedWallTimeToUtc(day, endTime, timeZone);
    if (to <= from) to = new Date(to.getTime() + 24 * 3600_000);
    out.set(target.id, { start: from, end: to });
  }
  return out;
}

/**
 * Moves the picked dates to their new times and courts (either may be unchanged), each date all or nothing; the
 * dates whose new court time is taken are answered as conflicts and left as they were.
 */
export async function moveTargets(
  scope: TenantScope,
  viewer: LessonViewer,
  targets: OccurrenceRow[],
  body: LessonUpdate,
  idsOf: (o: OccurrenceRow) => number[],
  now: Date,
): Promise<Conflict[]> {
  const retiming = body.start_time !== undefined || body.end_time !== undefined;
  if (!retiming && body.courts === undefined) return [];
  const named = targets.find((t) => t.id === body.appointment_id)!;
  const times = retiming ? retimed(targets, named, body, viewer.member.business.timezone, now) : null;
  const newCourts = body.courts;
  if (newCourts) await courtsFor(scope, viewer, newCourts);
  const recurrenceIds = newCourts ? await lessonRecurrenceIds(scope, newCourts.length - 1) : [];
  const courts = await viewer.needs.findCourts(scope, [
    ...new Set([...targets.flatMap((t) => t.courtIds), ...(newCourts ?? [])]),
  ]);
  const skipped: Conflict[] = [];
  for (const target of targets) {
    const when = times?.get(target.id) ?? { start: target.startsAt, end: target.endsAt };
    const courtIds = newCourts ?? target.courtIds;
    const result = await moveLessonTime(
      scope,
      idsOf(target),
      when.start,
      when.end,
      newCourts ? { courtIds: newCourts, recurrenceIds, coachIds: target.coachIds } : undefined,
    );
    if (result === 'coach_busy') throw coachBusyError();
    if (result === 'court_taken') {
      skipped.push(
        ...courtIds.map((courtId) => ({
          court_id: courtId,
          court_name: courts.find((c) => c.id === courtId)?.name ?? `Court ${courtId}`,
          start: when.start.toISOString(),
          end: when.end.toISOString(),
        })),
      );
      continue;
    }
    await setOccurrenceTimes(scope, target.id, when.start, when.end, newCourts);
  }
  return skipped;
}
