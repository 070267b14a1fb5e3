// More dates for a lesson on update (the spec's multipleDatesForSingleDay on lesson/update, issue 26): each time
// the list names that the lesson does not have yet becomes a date on the named date's courts, with its coaches,
// under the same court and coach constraints as the lesson's first dates.
import type { TimeRange } from '@fairplay/domain';
import type { TenantScope } from '@fairplay/db';
import { reserveLessonTime } from '../appointments/index.js';
import { coachBusyError, type LessonViewer } from './lesson-context.js';
import type { Conflict } from './lesson-moves.js';
import { planLessonTimes } from './lesson-plan.js';
import { insertOccurrences, type LessonRow, type OccurrenceRow } from './lessons.repository.js';

/** Adds the new times (checked as the add's list is: same day, no overlap, not past, at most 10); answers conflicts. */
export async function addMoreDates(
  scope: TenantScope,
  viewer: LessonViewer,
  lesson: LessonRow,
  all: OccurrenceRow[],
  named: OccurrenceRow,
  list: { start_time: string; end_time: string }[],
  now: Date,
): Promise<Conflict[]> {
  if (list.length === 0) return [];
  const asked = planLessonTimes(
    { start_time: list[0]!.start_time, end_time: list[0]!.end_time, recurrence: null, multipleDatesForSingleDay: list },
    viewer.member.business.timezone,
    now,
  );
  const has = (range: TimeRange) =>
    all.some((o) => o.startsAt.getTime() === range.start.getTime() && o.endsAt.getTime() === range.end.getTime());
  const ranges = asked.filter((range) => !has(range));
  if (ranges.length === 0) return [];
  const reserved = await reserveLessonTime(scope, {
    lessonId: lesson.id,
    rule: null,
    createdBy: viewer.userId,
    sportId: lesson.sportId,
    note: lesson.description || lesson.note,
    ranges,
    courtIds: named.courtIds,
    coachIds: named.coachIds,
  });
  if (reserved.coachBusy) throw coachBusyError();
  const courts = await viewer.needs.findCourts(scope, named.courtIds);
  await insertOccurrences(
    scope,
    reserved.placed.map((time) => ({
      id: time.appointmentIds[0]!,
      lessonId: lesson.id,
      groupId: time.groupId,
      courtIds: named.courtIds,
      coachIds: named.coachIds,
      startsAt: time.start,
      endsAt: time.end,
      capacity: lesson.quantity,
    })),
  );
  return reserved.skipped.map((skip) => ({
    court_id: skip.courtId,
    court_name: courts.find((court) => court.id === skip.courtId)?.name ?? `Court ${skip.courtId}`,
    start: skip.start.toISOString(),
    end: skip.end.toISOString(),
  }));
}
