import { enqueuePromotion } from './waitlist-job.js';
import {
  APPOINTMENT_MESSAGES,
  LESSON_LIMITS,
  LESSON_MESSAGES,
  type LessonInput,
  type LessonUpdate,
  BOOK_PAY_TYPE,
  type BookPayType,
} from '@fairplay/contracts';
import { lessonFormIssue, zeroedByPayType } from '@fairplay/domain';
import type { TenantScope } from '@fairplay/db';
import { AppError, fieldError } from '../../errors.js';
import { assignCoaches, lessonAppointments, releaseLessonTime, reserveLessonTime } from '../appointments/index.js';
import { findMembers } from '../clubs/index.js';
import { findServiceType } from '../service-types/index.js';
import { sportIsKnown } from '../sports/index.js';
import { coachBusyError, lessonOf, lookFor, requireLesson, type LessonViewer } from './lesson-context.js';
import { conflictError, courtsFor, moveTargets, type Conflict } from './lesson-moves.js';
import { decodeFormFields, decodeUpdateFields } from './lesson-form-fields.js';
import { addMoreDates } from './lesson-more-dates.js';
import { planLessonTimes } from './lesson-plan.js';
import {
  insertLesson,
  insertOccurrences,
  occurrencesOf,
  setCapacity,
  setOccurrenceCoaches,
  updateLesson,
  type LessonRow,
  type NewLesson,
  type OccurrenceRow,
} from './lessons.repository.js';

/** The listing's columns from the form (prices zeroed by the pay type). */
function settingsOf(body: Partial<LessonInput>): Partial<NewLesson> {
  const map: [keyof LessonInput, keyof NewLesson][] = [
    ['lessonType', 'serviceTypeId'],
    ['sportId', 'sportId'],
    ['quantity', 'quantity'],
    ['advance', 'advance'],
    ['buffer', 'buffer'],
    ['price', 'price'],
    ['guest_price', 'guestPrice'],
    ['point_price', 'pointPrice'],
    ['guest_point_price', 'guestPointPrice'],
    ['special_price', 'specialPrice'],
    ['special_point', 'specialPoint'],
    ['for_whom', 'specialFor'],
    ['facility_price', 'facilityPrice'],
    ['facility_point', 'facilityPoint'],
    ['include_facility_fee', 'includeFacilityFee'],
    ['book_pay_type', 'bookPayType'],
    ['cancel_allowed', 'cancelAllowed'],
    ['cancel_allowed_hour', 'cancelAllowedHour'],
    ['allowBooking', 'allowBooking'],
    ['description', 'description'],
    ['note', 'note'],
    ['online', 'online'],
    ['maxAllowedBookings', 'maxAllowedBookings'],
    ['who_can_book', 'whoCanBook'],
    ['who_can_book_filters', 'whoCanBookFilters'],
    ['closed', 'closed'],
    ['allow_booking_until', 'allowBookingUntil'],
    ['booked_by', 'bookedBy'],
  ];
  const out: Record<string, unknown> = {};
  for (const [from, to] of map) if (body[from] !== undefined) out[to] = body[from];
  return out as Partial<NewLesson>;
}

/** The saved prices after the pay type's zeroing (spec 5: book_pay_type 2 zeroes money, 1 zeroes points). */
function zeroPrices(row: LessonRow | NewLesson): Partial<NewLesson> {
  const zeroed = zeroedByPayType({
    price: row.price ?? 0,
    guest_price: row.guestPrice ?? 0,
    point_price: row.pointPrice ?? 0,
    guest_point_price: row.guestPointPrice ?? 0,
    special_price: row.specialPrice ?? 0,
    special_point: row.specialPoint ?? 0,
    facility_price: row.facilityPrice ?? 0,
    facility_point: row.facilityPoint ?? 0,
    include_facility_fee: row.includeFacilityFee ?? false,
    book_pay_type: (row.bookPayType ?? BOOK_PAY_TYPE.both) as BookPayType,
  });
  return {
    price: zeroed.price,
    guestPrice: zeroed.guest_price,
    pointPrice: zeroed.point_price,
    guestPointPrice: zeroed.guest_point_price,
    specialPrice: zeroed.special_price,
    specialPoint: zeroed.special_point,
    facilityPrice: zeroed.facility_price,
    facilityPoint: zeroed.facility_point,
  };
}

/**
 * The form's own rules (private: one place; a special price for someone must be set) on the merged listing. A
 * special price audience sent as the spec's specialMicroSettings is named by that field (the web shows 'Please
 * Adjust The Special Price Field' for it).
 */
function requireValidForm(row: NewLesson, specialFromMicroSettings = false): void {
  const issue = lessonFormIssue({
    kind: row.kind ?? 'group',
    quantity: row.quantity,
    special_price: row.specialPrice ?? 0,
    special_point: row.specialPoint ?? 0,
    for_whom: (row.specialFor as unknown[]) ?? [],
    book_pay_type: (row.bookPayType ?? BOOK_PAY_TYPE.both) as BookPayType,
  });
  if (!issue) return;
  throw fieldError(
    issue.field === 'special_price' && specialFromMicroSettings ? 'specialMicroSettings' : issue.field,
    issue.message,
  );
}

async function requireType(scope: TenantScope, typeId: number | undefined, sportId: number | undefined) {
  if (typeId !== undefined && !(await findServiceType(scope, typeId)))
    throw fieldError('lessonType', LESSON_MESSAGES.selectType);
  if (sportId !== undefined && !(await sportIsKnown(scope.db, sportId)))
    throw fieldError('sportId', LESSON_MESSAGES.selectType);
}

/** Coaches are the club's staff (user type bu); a coach creating a lesson with none picked teaches it. */
async function coachesFor(scope: TenantScope, viewer: LessonViewer, ids: number[]): Promise<number[]> {
  const coaches = ids.length === 0 && viewer.isCoach ? [viewer.userId] : ids;
  const found = new Map((await findMembers(scope, coaches)).map((member) => [member.userId, member]));
  coaches.forEach((id, index) => {
    if (found.get(id)?.userType !== 'bu') throw fieldError(`coach.${index}`, LESSON_MESSAGES.notACoach);
  });
  return coaches;
}

/** POST lesson/add: the listing, its court time (all courts of a time or none) and its places. */
export async function addLesson(scope: TenantScope, viewer: LessonViewer, body: LessonInput, now: Date) {
  const { timezone } = viewer.member.business;
  await requireType(scope, body.lessonType, body.sportId);
  const quantity = body.kind === 'private' && body.quantity === 1 ? 1 : body.quantity;
  const { specialFromMicroSettings, ...decoded } = await decodeFormFields(scope, viewer, body, {
    adding: true,
    repeats: body.recurrence !== null,
  });
  const listing: NewLesson = {
    ...(settingsOf({ ...body, ...decoded }) as NewLesson),
    kind: body.kind,
    quantity,
    rule: body.recurrence,
    createdBy: viewer.userId,
  };
  Object.assign(listing, zeroPrices(listing));
  requireValidForm(listing, specialFromMicroSettings);
  const courts = await courtsFor(scope, viewer, body.courts);
  const coaches = await coachesFor(scope, viewer, body.coach);
  const ranges = planLessonTimes(body, timezone, now);
  if (ranges.length * body.courts.length > LESSON_LIMITS.occurrencesMax)
    throw fieldError(body.recurrence ? 'recurrence' : 'courts', APPOINTMENT_MESSAGES.tooManyOccurrences);
  const lesson = await insertLesson(scope, listing);
  const reserved = await reserveLessonTime(scope, {
    lessonId: lesson.id,
    rule: body.recurrence,
    createdBy: viewer.userId,
    sportId: body.sportId,
    note: body.description || body.note,
    ranges,
    courtIds: body.courts,
    coachIds: coaches,
  });
  if (reserved.coachBusy) throw coachBusyError();
  const conflicts = reserved.skipped.map((skip) => ({
    court_id: skip.courtId,
    court_name: courts.find((court) => court.id === skip.courtId)?.name ?? `Court ${skip.courtId}`,
    start: skip.start.toISOString(),
    end: skip.end.toISOString(),
  }));
  if (conflicts.length > 0 && (!body.force || reserved.placed.length === 0)) throw conflictError(conflicts);
  const occurrences = reserved.placed.map((time) => ({
    id: time.appointmentIds[0]!,
    lessonId: lesson.id,
    groupId: time.groupId,
    courtIds: body.courts,
    coachIds: coaches,
    startsAt: time.start,
    endsAt: time.end,
    capacity: quantity,
  }));
  await insertOccurrences(scope, occurrences);
  return answer(scope, viewer, lesson, conflicts);
}

async function answer(scope: TenantScope, viewer: LessonViewer, lesson: LessonRow, skipped: Conflict[]) {
  const occurrences = await occurrencesOf(scope, lesson.id);
  const look = (await lookFor(scope, viewer, [lesson], occurrences)).get(lesson.id)!;
  return {
    lesson: lessonOf(lesson, look, occurrences[0]),
    occurrences: occurrences.map((o) => ({
      appointment_id: o.id,
      start: o.startsAt.toISOString(),
      end: o.endsAt.toISOString(),
    })),
    skipped,
  };
}

/** The occurrences a mode picks from the one named: 0 this, 1 this and following, 2 all. */
function picked(all: OccurrenceRow[], appointmentId: number, mode: 0 | 1 | 2): OccurrenceRow[] {
  const target = all.find((o) => o.id === appointmentId);
  if (!target) throw new AppError(404, LESSON_MESSAGES.notFound);
  if (mode === 0) return [target];
  if (mode === 1) return all.filter((o) => o.startsAt.getTime() >= target.startsAt.getTime());
  return all;
}

/**
 * POST lesson/update/{lessonId}: listing settings change for the whole lesson; times and coaches change for the
 * occurrences the mode picks. A taken court answers 409 with the conflicts (force skips those occurrences).
 */
export async function updateLessonAt(
  scope: TenantScope,
  viewer: LessonViewer,
  lessonId: number,
  body: LessonUpdate,
  now: Date,
) {
  const lesson = await requireLesson(scope, lessonId, true);
  await requireType(scope, body.lessonType, body.sportId);
  const all = await occurrencesOf(scope, lessonId);
  const targets = picked(all, body.appointment_id, body.mode);
  const { specialFromMicroSettings, ...decoded } = await decodeUpdateFields(scope, viewer, body, lesson.rule !== null);
  const merged: NewLesson = { ...lesson, ...settingsOf({ ...body, ...decoded }) };
  if (lesson.kind === 'private') merged.quantity = body.quantity ?? 1;
  Object.assign(merged, zeroPrices(merged));
  requireValidForm(merged, specialFromMicroSettings);
  const { id: _id, businessId: _b, createdAt: _c, createdBy: _cb, ...changes } = merged as LessonRow;
  const saved = await updateLesson(scope, lessonId, changes);
  if (body.quantity !== undefined && body.quantity !== lesson.quantity) {
    const booked = Math.max(0, ...all.map((o) => o.booked));
    if (body.quantity < booked) throw fieldError('quantity', `${booked} places are booked already.`);
    await setCapacity(scope, lessonId, body.quantity);
    // More places: each date's waitlist is promoted into them by a job written in this transaction.
    if (body.quantity > lesson.quantity)
      for (const occurrence of all) await enqueuePromotion(scope.db, scope.businessId, occurrence.id, now);
  }
  const appointments = await lessonAppointments(
    scope,
    lessonId,
    targets.map((t) => t.groupId),
  );
  // The date's own appointment (its first court, which carries the places) first.
  const idsOf = (o: OccurrenceRow) => [
    o.id,
    ...appointments.filter((a) => a.groupId === o.groupId && a.id !== o.id).map((a) => a.id),
  ];
  let coaches: number[] | null = null;
  if (body.coach) {
    coaches = await coachesFor(scope, viewer, body.coach);
    for (const target of targets) if (!(await assignCoaches(scope, idsOf(target), coaches))) throw coachBusyError();
    await setOccurrenceCoaches(
      scope,
      targets.map((t) => t.id),
      coaches,
    );
  }
  // Rows taken on new courts get the coaches the dates have after this update.
  const coached = coaches ? targets.map((t) => ({ ...t, coachIds: coaches })) : targets;
  const skipped = await moveTargets(scope, viewer, coached, body, idsOf, now);
  // New dates take the named date's courts and coaches as they are after this update.
  const named = all.find((o) => o.id === body.appointment_id)!;
  const base = { ...named, courtIds: body.courts ?? named.courtIds, coachIds: coaches ?? named.coachIds };
  skipped.push(...(await addMoreDates(scope, viewer, saved, all, base, body.multipleDatesForSingleDay ?? [], now)));
  if (skipped.length > 0 && !body.force) throw conflictError(skipped);
  // A date moved (its time or courts) keeps its places; a place freed meanwhile goes to the first in line.
  if (body.start_time !== undefined || body.end_time !== undefined)
    for (const target of targets) await enqueuePromotion(scope.db, scope.businessId, target.id, now);
  return answer(scope, viewer, saved, skipped);
}

/** Gives back the court time of some occurrences (their places go with them). */
export async function releaseOccurrences(scope: TenantScope, lessonId: number, targets: OccurrenceRow[]) {
  const appointments = await lessonAppointments(
    scope,
    lessonId,
    targets.map((t) => t.groupId),
  );
  await releaseLessonTime(
    scope,
    appointments.map((a) => a.id),
  );
}
