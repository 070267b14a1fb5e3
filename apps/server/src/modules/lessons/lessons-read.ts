import { LESSON_MESSAGES, type LessonDetail, type LessonOccurrence, type LessonSearchBody } from '@fairplay/contracts';
import { utcToZonedParts, zonedDayBounds } from '@fairplay/domain';
import type { TenantScope } from '@fairplay/db';
import { AppError, fieldError, forbidden } from '../../errors.js';
import { lessonOf, lookFor, mayActFor, requireLesson, type LessonViewer } from './lesson-context.js';
import { bookingRefusal, lessonAdmitsPerson } from './lesson-places.js';
import { tell } from './lesson-notices.js';
import { releaseOccurrences } from './lessons-write.js';
import { lessonTimeOf } from '../appointments/index.js';
import { givePackUseBack, givePointsBack } from '../checkout/index.js';
import {
  deleteLesson,
  findOccurrence,
  findOccurrenceOfGroup,
  livePlacesOf,
  occurrencesBetween,
  occurrencesOf,
  placesOf,
  setAttendance,
  waitlistCounts,
  type LessonRow,
  type OccurrenceRow,
} from './lessons.repository.js';
import { toOccurrence, toPlace } from './lessons-view.js';

type Filters = NonNullable<LessonSearchBody['filters']> & { typeId: number; coach: number[] };

/**
 * Occurrences as answered, for the viewer (or the family member they look for): their place, and whether they may
 * book one now.
 */
export async function present(
  scope: TenantScope,
  viewer: LessonViewer,
  rows: { occurrence: OccurrenceRow; lesson: LessonRow }[],
  forUser: number,
  now: Date,
): Promise<LessonOccurrence[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.occurrence.id);
  const lessons = [...new Map(rows.map((row) => [row.lesson.id, row.lesson])).values()];
  const day = utcToZonedParts(rows[0]!.occurrence.startsAt, viewer.member.business.timezone).date;
  // The names, the viewer's places, the waitlists and the person are independent: asked side by side.
  const [looks, mine, waiting, person] = await Promise.all([
    lookFor(
      scope,
      viewer,
      lessons,
      rows.map((row) => row.occurrence),
    ),
    livePlacesOf(scope, ids, [forUser]),
    waitlistCounts(scope, ids),
    viewer.needs.personOf(scope, forUser, day),
  ]);
  const statusOf = new Map(mine.map((place) => [place.occurrenceId, place.status as 'booked' | 'waitlist']));
  return rows.map(({ occurrence, lesson }) => {
    const look = looks.get(lesson.id)!;
    const myStatus = statusOf.get(occurrence.id) ?? null;
    const admitted = lessonAdmitsPerson(lesson, person);
    const reason =
      myStatus !== null
        ? null
        : (bookingRefusal(lesson, occurrence, { ...viewer, manages: false }, admitted, now) ??
          (occurrence.booked >= occurrence.capacity && !viewer.member.business.showWaitlist
            ? LESSON_MESSAGES.full
            : null));
    return toOccurrence(occurrence, lessonOf(lesson, look, occurrence), look, {
      waitlist: waiting.get(occurrence.id) ?? 0,
      myStatus,
      canBook: myStatus === null && reason === null,
      reason,
    });
  });
}

/**
 * POST lesson/search/{businessId}: one club-local day of lessons. Staff see all of them; a restricted coach the
 * ones they teach; members the ones they hold a place on or may still book.
 */
export async function searchLessons(
  scope: TenantScope,
  viewer: LessonViewer,
  businessId: number,
  body: { dates: { startDate: string; endDate: string }[]; filters: Filters },
  now: Date,
): Promise<LessonOccurrence[]> {
  if (businessId !== viewer.member.business.id) throw new AppError(404, 'Club not found.');
  const { timezone } = viewer.member.business;
  const { startDate, endDate } = body.dates[0]!;
  const day = utcToZonedParts(new Date(startDate), timezone).date;
  const bounds = zonedDayBounds(day, timezone);
  if (new Date(endDate) > bounds.end || new Date(endDate) < new Date(startDate))
    throw fieldError('dates.0.endDate', 'Please search one calendar day.');
  const { filters } = body;
  const forUser = filters.family ?? viewer.userId;
  if (!(await mayActFor(scope, viewer, forUser))) throw fieldError('filters.family', LESSON_MESSAGES.forOthers);
  const rows = (await occurrencesBetween(scope, bounds.start, bounds.end)).filter(({ occurrence, lesson }) => {
    if (filters.typeId !== -1 && lesson.serviceTypeId !== filters.typeId) return false;
    if (filters.coach.length > 0 && !occurrence.coachIds.some((id) => filters.coach.includes(id))) return false;
    if (filters.recurrence !== null && (lesson.rule !== null) !== filters.recurrence) return false;
    if (filters.online !== null && lesson.online !== filters.online) return false;
    if (filters.camps !== null && (lesson.kind === 'camp') !== filters.camps) return false;
    if (viewer.manages && viewer.isCoach && viewer.restricted)
      return occurrence.coachIds.includes(viewer.userId) || lesson.createdBy === viewer.userId;
    return true;
  });
  const shown = await present(scope, viewer, rows, forUser, now);
  const membersView = !viewer.manages || filters.front;
  return membersView ? shown.filter((o) => o.my_status !== null || o.can_book) : shown;
}

/**
 * GET /lesson/appointment/{id}: one occurrence; staff see the roster, members their own and their family's places.
 * The id may be the appointment of any of the date's courts (a lesson event on the court sheet): the answer's
 * appointment_id is the date's own (llid), which the other calls take.
 */
export async function lessonDetail(
  scope: TenantScope,
  viewer: LessonViewer,
  appointmentId: number,
  now: Date,
): Promise<LessonDetail> {
  const occurrence = await occurrenceOnAnyCourt(scope, appointmentId);
  if (!occurrence) throw new AppError(404, LESSON_MESSAGES.notFound);
  const lesson = await requireLesson(scope, occurrence.lessonId);
  const [shown] = await present(scope, viewer, [{ occurrence, lesson }], viewer.userId, now);
  const places = await placesOf(scope, [occurrence.id]);
  const family = viewer.manages
    ? null
    : new Set(await Promise.all(places.map(async (p) => ((await mayActFor(scope, viewer, p.userId)) ? p.userId : -1))));
  const roster = places.filter((p) => family === null || family.has(p.userId)).map(toPlace);
  return { ...shown!, roster };
}

/**
 * The appointment (llid) a lesson opens on by its lesson id (issue 26 point 4): the date in progress or the next to
 * start, else its last date. 404 when the club has no such lesson (or it has no dates).
 */
export async function currentDateOf(scope: TenantScope, lessonId: number, now: Date): Promise<number> {
  const dates = await occurrencesOf(scope, lessonId);
  const current = dates.find((date) => date.endsAt > now) ?? dates.at(-1);
  if (!current) throw new AppError(404, LESSON_MESSAGES.notFound);
  return current.id;
}

async function occurrenceOnAnyCourt(scope: TenantScope, appointmentId: number): Promise<OccurrenceRow | undefined> {
  const own = await findOccurrence(scope, appointmentId);
  if (own) return own;
  const time = await lessonTimeOf(scope, appointmentId);
  return time ? findOccurrenceOfGroup(scope, time.lessonId, time.groupId) : undefined;
}

/** PUT lesson/appointment/{llid}: the roster's attendance (times and coaches go through update with mode 0). */
export async function markAttendance(
  scope: TenantScope,
  viewer: LessonViewer,
  appointmentId: number,
  attendance: { booking_id: number; attended: boolean | null }[],
): Promise<void> {
  if (!viewer.manages) throw forbidden();
  for (const [index, mark] of attendance.entries()) {
    if (!(await setAttendance(scope, appointmentId, mark.booking_id, mark.attended)))
      throw fieldError(`attendance.${index}.booking_id`, 'is not a place on this lesson.');
  }
}

/**
 * DELETE lesson/delete/{lessonId}/{aptId}: an occurrence (mode 1: and the following ones), or with aptId -1 every
 * one of them (keep_booked: all but those with places booked). Their places go with them and their holders are
 * told; the lesson goes once it has no occurrence left.
 */
export async function removeLesson(
  scope: TenantScope,
  viewer: LessonViewer,
  lessonId: number,
  aptId: number,
  options: { keepBooked: boolean; following: boolean },
  at: Date,
) {
  const lesson = await requireLesson(scope, lessonId, true);
  const all = await occurrencesOf(scope, lessonId);
  let targets: OccurrenceRow[];
  if (aptId === -1) targets = options.keepBooked ? all.filter((o) => o.booked === 0) : all;
  else {
    const named = all.find((o) => o.id === aptId);
    if (!named) throw new AppError(404, LESSON_MESSAGES.notFound);
    targets = options.following ? all.filter((o) => o.startsAt >= named.startsAt) : [named];
  }
  const places = (
    await placesOf(
      scope,
      targets.map((o) => o.id),
    )
  ).filter((p) => p.status !== 'cancelled');
  for (const place of places) await tell(scope, viewer, lesson, place.userId, place.occurrenceId, 'booking_cancelled');
  // The club took the dates away: a place paid with a class pack gets its use back, one paid with points its
  // points, whatever the window (issue 14), in this transaction, before the places go with their occurrences.
  for (const place of places) {
    if (place.status !== 'booked') continue;
    if (place.packUseId !== null)
      await givePackUseBack(scope, {
        useId: place.packUseId,
        description: `Deleted by the club: ${lesson.description || 'Lesson'}`,
        actorId: viewer.userId,
        at,
      });
    if (place.pointSpendId !== null && place.points > 0)
      await givePointsBack(scope, { spendId: place.pointSpendId, points: place.points, at });
  }
  await releaseOccurrences(scope, lessonId, targets);
  const kept = all.filter((o) => !targets.includes(o)).map((o) => o.id);
  if (kept.length === 0) await deleteLesson(scope, lessonId);
  return { deleted: targets.map((o) => o.id), kept };
}
