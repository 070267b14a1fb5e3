import { LESSON_MESSAGES, type LessonBookBody, type BookPayType } from '@fairplay/contracts';
import {
  campPriceQuote,
  lessonAdmits,
  formatClubDateTime,
  lessonBookingIssue,
  lessonCancelIssue,
  lessonPlacePrice,
  lessonPriceQuote,
  packUseReturns,
  paysSpecialPrice,
  utcToZonedParts,
  type BookingPerson,
  type LessonPrices,
  type RuleFilters,
  type WhoCanBook,
} from '@fairplay/domain';
import type { TenantScope } from '@fairplay/db';
import { AppError, fieldError, forbidden } from '../../errors.js';
import { findMembers } from '../clubs/index.js';
import { givePackUseBack, givePointsBack } from '../checkout/index.js';
import { mayActFor, requireLesson, type LessonViewer } from './lesson-context.js';
import { privateSessions } from './private-sessions.js';
import { tell } from './lesson-notices.js';
import { promoteFirstInLine, type PromotedWithCard } from './waitlist-paying.js';
import {
  cancelPlace,
  findOccurrence,
  freePlace,
  insertPlace,
  livePlaceOf,
  livePlacesOnLesson,
  occurrencesOf,
  takePlace,
  type LessonRow,
  type OccurrenceRow,
} from './lessons.repository.js';
import { lessonRates, taxedQuote } from './lesson-taxes.js';

type Body = Required<Pick<LessonBookBody, 'appointment_id'>> & {
  userId: number | null;
  booking_type: 'single' | 'recurrence' | 'range';
  dates?: { startDate: string; endDate: string };
};

export function pricesOf(lesson: LessonRow): LessonPrices {
  return {
    price: lesson.price,
    guest_price: lesson.guestPrice,
    point_price: lesson.pointPrice,
    guest_point_price: lesson.guestPointPrice,
    special_price: lesson.specialPrice,
    special_point: lesson.specialPoint,
    facility_price: lesson.facilityPrice,
    facility_point: lesson.facilityPoint,
    include_facility_fee: lesson.includeFacilityFee,
    book_pay_type: lesson.bookPayType as BookPayType,
  };
}

/** One place's price for a person (the special price when its entries admit them; guests are not members). */
export async function priceFor(scope: TenantScope, viewer: LessonViewer, lesson: LessonRow, userId: number, on: Date) {
  const person = await viewer.needs.personOf(scope, userId, utcToZonedParts(on, viewer.member.business.timezone).date);
  const audience = { special: paysSpecialPrice(lesson.specialFor as WhoCanBook[], person), guest: !person.isMember };
  return { person, audience, price: lessonPlacePrice(pricesOf(lesson), audience) };
}

/** Why the viewer may not book a place on this occurrence now, or null (who can book, advance, buffer). */
export function bookingRefusal(
  lesson: LessonRow,
  occurrence: OccurrenceRow,
  viewer: LessonViewer,
  admitted: boolean,
  now: Date,
): string | null {
  const issue = lessonBookingIssue({
    now,
    start: occurrence.startsAt,
    timeZone: viewer.member.business.timezone,
    advance: lesson.advance,
    buffer: lesson.buffer,
    allowBookingUntil: lesson.allowBookingUntil,
    closed: lesson.closed,
  });
  if (issue === 'started') return LESSON_MESSAGES.pastLesson;
  // A closed lesson takes nobody, not even from staff: they open it again first.
  if (issue === 'closed') return LESSON_MESSAGES.closed;
  // Staff book members in whenever they like, but never into the past.
  if (viewer.manages) return null;
  if (!admitted) return LESSON_MESSAGES.notAdmitted;
  if (issue === 'too_far') return LESSON_MESSAGES.advanceTooFar(lesson.advance);
  if (issue === 'too_late')
    return lesson.allowBookingUntil !== null && lesson.allowBookingUntil > lesson.buffer
      ? LESSON_MESSAGES.bookingUntil(lesson.allowBookingUntil)
      : LESSON_MESSAGES.tooLateToBook;
  return null;
}

/** Whether the lesson admits the person: its who-can-book entries and its who-can-book filters. */
export function lessonAdmitsPerson(lesson: LessonRow, person: BookingPerson): boolean {
  return lessonAdmits(lesson.whoCanBook as WhoCanBook[], person, lesson.whoCanBookFilters as RuleFilters);
}

/** The occurrences a booking asks for: one, this and the later ones, or those in a range of dates. */
async function targetsOf(scope: TenantScope, lesson: LessonRow, body: Body): Promise<OccurrenceRow[]> {
  const named = await findOccurrence(scope, body.appointment_id);
  if (!named || named.lessonId !== lesson.id) throw new AppError(404, LESSON_MESSAGES.notFound);
  if (body.booking_type === 'single') return [named];
  if (lesson.kind === 'private') throw fieldError('booking_type', LESSON_MESSAGES.privateIsSingle);
  if (body.booking_type === 'recurrence') {
    if (lesson.allowBooking !== 'recurrence' && lesson.kind !== 'camp')
      throw fieldError('booking_type', LESSON_MESSAGES.recurrenceNotAllowed);
    return occurrencesOf(scope, lesson.id, named.startsAt);
  }
  if (!body.dates) throw fieldError('dates', LESSON_MESSAGES.invalidDateRange);
  const from = new Date(body.dates.startDate);
  const to = new Date(body.dates.endDate);
  if (!(to > from)) throw fieldError('dates', LESSON_MESSAGES.invalidDateRange);
  const found = await occurrencesOf(scope, lesson.id, from, to);
  if (found.length === 0) throw fieldError('dates', LESSON_MESSAGES.noDates);
  return found;
}

/**
 * POST lesson/book/{lesson_id}: a place on each date asked for, all or nothing. Each place is taken by one
 * conditional update of the occurrence's count (the database settles races: exactly the capacity is booked); a
 * full date puts the person on its waitlist when the club shows waitlists, else refuses the whole call.
 * How the places are paid is lesson-paying.ts's part.
 */
export async function bookPlaces(
  scope: TenantScope,
  viewer: LessonViewer,
  lessonId: number,
  body: Body,
  now: Date,
  announce = true,
) {
  const lesson = await requireLesson(scope, lessonId);
  const userId = body.userId ?? viewer.userId;
  if (!(await mayActFor(scope, viewer, userId))) throw fieldError('userId', LESSON_MESSAGES.forOthers);
  const [member] = await findMembers(scope, [userId]);
  if (!member) throw fieldError('userId', 'is not a member of this club.');
  const targets = (await targetsOf(scope, lesson, body)).sort((a, b) => a.id - b.id);
  const { person, price } = await priceFor(scope, viewer, lesson, userId, targets[0]!.startsAt);
  const admitted = lessonAdmitsPerson(lesson, person);
  for (const target of targets) {
    const refusal = bookingRefusal(lesson, target, viewer, admitted, now);
    if (refusal) throw new AppError(400, refusal, { errors: [{ field: 'appointment_id', message: refusal }] });
  }
  if (lesson.maxAllowedBookings !== null && !viewer.manages) {
    const held = await livePlacesOnLesson(scope, lesson.id, userId);
    if (held + targets.length > lesson.maxAllowedBookings)
      throw fieldError('appointment_id', LESSON_MESSAGES.maxBookings(lesson.maxAllowedBookings));
  }
  const booked: { appointment_id: number; start: string; booking_id: number }[] = [];
  const waitlisted: typeof booked = [];
  const full: OccurrenceRow[] = [];
  for (const target of targets) {
    if (await livePlaceOf(scope, target.id, userId)) throw fieldError('userId', LESSON_MESSAGES.alreadyBooked);
    const taken = await takePlace(scope, target.id);
    if (!taken && !viewer.member.business.showWaitlist) {
      full.push(target);
      continue;
    }
    const place = await insertPlace(scope, {
      occurrenceId: target.id,
      userId,
      fullName: member.fullName,
      status: taken ? 'booked' : 'waitlist',
      price: price.main_value,
      points: price.point_value,
      bookedBy: viewer.userId,
    });
    (taken ? booked : waitlisted).push({
      appointment_id: target.id,
      start: target.startsAt.toISOString(),
      booking_id: place.id,
    });
  }
  if (full.length > 0) {
    const message =
      targets.length === 1
        ? LESSON_MESSAGES.full
        : LESSON_MESSAGES.fullDates(full.map((o) => clubDay(o.startsAt, viewer)).join(', '));
    throw new AppError(409, message, { full: full.map((o) => o.id) });
  }
  // A place paid by card is announced once its payment is through (lesson-paying.ts).
  if (announce && booked.length > 0)
    await tell(scope, viewer, lesson, userId, booked[0]!.appointment_id, 'booking_created');
  return { booked, waitlisted, price, lesson, userId, courtId: targets[0]!.courtIds[0]! };
}

function clubDay(at: Date, viewer: LessonViewer): string {
  return utcToZonedParts(at, viewer.member.business.timezone).date;
}

/**
 * POST lesson/cancel/{id}[/{userId}]: gives back a place (or leaves the waitlist) on this date, or on this and
 * every later date (cancel_for 2), within the lesson's cancellation hours (staff are not bound by them).
 */
export async function cancelPlaces(
  scope: TenantScope,
  viewer: LessonViewer,
  appointmentId: number,
  forUser: number | undefined,
  cancelFor: 0 | 2,
  now: Date,
) {
  const userId = forUser ?? viewer.userId;
  if (!(await mayActFor(scope, viewer, userId))) throw forbidden(LESSON_MESSAGES.forOthers);
  const named = await findOccurrence(scope, appointmentId);
  if (!named) throw new AppError(404, LESSON_MESSAGES.notFound);
  const lesson = await requireLesson(scope, named.lessonId);
  // A private session is the member's alone: cancelling it gives back its court and coach (the coaches' call).
  if (lesson.privateSession) {
    const gone = await privateSessions(viewer.needs, viewer.publicUrl).cancel(scope, viewer.member, appointmentId, now);
    return {
      cancelled: gone.placeId === null ? [] : [gone.placeId],
      promoted: [],
      giveBack: gone.giveBack,
      withCard: [] as PromotedWithCard[],
      lateFee: null,
    };
  }
  const targets = cancelFor === 2 ? await occurrencesOf(scope, lesson.id, named.startsAt) : [named];
  const cancelled: number[] = [];
  const promoted: number[] = [];
  const withCard: PromotedWithCard[] = [];
  const cancelledPlaces: { id: number; startsAt: Date }[] = [];
  const givenUp: { id: number; startsAt: Date; bookedAt: Date; lessonBookingId: number }[] = [];
  for (const target of targets.sort((a, b) => a.id - b.id)) {
    const place = await livePlaceOf(scope, target.id, userId);
    if (!place) continue;
    if (!viewer.manages && place.status === 'booked') {
      const issue = lessonCancelIssue({
        now,
        start: target.startsAt,
        cancelAllowed: lesson.cancelAllowed,
        hours: lesson.cancelAllowedHour,
      });
      if (issue === 'not_allowed') throw new AppError(400, LESSON_MESSAGES.cancelNotAllowed);
      if (issue === 'too_late') throw new AppError(400, LESSON_MESSAGES.cancelTooLate(lesson.cancelAllowedHour));
    }
    await cancelPlace(scope, place.id, viewer.userId);
    // A place paid with points gets its points back (points module, in this transaction and the ledger).
    if (place.pointSpendId !== null && place.points > 0)
      await givePointsBack(scope, { spendId: place.pointSpendId, points: place.points, at: now });
    // A place paid with a class pack gets its use back only inside the lesson's cancellation window (staff may
    // cancel later, but the use is spent, as a late card payment is not refunded).
    if (
      place.packUseId !== null &&
      packUseReturns({
        now,
        start: target.startsAt,
        cancelAllowed: lesson.cancelAllowed,
        hours: lesson.cancelAllowedHour,
      })
    )
      await givePackUseBack(scope, {
        useId: place.packUseId,
        description: `Cancelled: ${lesson.description || 'Lesson'} ${formatClubDateTime(target.startsAt, viewer.member.business.timezone, viewer.member.business.amPm)}`,
        actorId: viewer.userId,
        at: now,
      });
    cancelled.push(place.id);
    cancelledPlaces.push({ id: place.id, startsAt: target.startsAt });
    if (place.status === 'booked') {
      givenUp.push({ id: target.id, startsAt: target.startsAt, bookedAt: place.createdAt, lessonBookingId: place.id });
      await freePlace(scope, target.id);
      const next = await promoteFirstInLine(scope, viewer, lesson, target.id);
      if (next?.withCard) withCard.push(next.withCard);
      else if (next) promoted.push(next.placeId);
    }
  }
  if (cancelled.length === 0) throw new AppError(404, LESSON_MESSAGES.notBooked);
  // A place paid by card or cash: refunded (a hold released) by the lesson's window, as court time is (issue 13).
  const giveBack = await viewer.needs.placePayments.cancelled(
    scope,
    cancelledPlaces,
    { cancelAllowed: lesson.cancelAllowed, cancelAllowedHour: lesson.cancelAllowedHour },
    viewer.member.business.automaticallyRefundPayment,
  );
  // A booked place given up outside the lesson's cancellation window owes the club's late-cancel fee (issue 13),
  // recorded in this transaction and charged after the commit.
  const lateFee =
    givenUp.length > 0
      ? ((await viewer.needs.lateCancelled?.(scope.db, scope, {
          userId,
          occurrences: givenUp,
          window: { cancelAllowed: lesson.cancelAllowed, cancelAllowedHour: lesson.cancelAllowedHour },
        })) ?? null)
      : null;
  return { cancelled, promoted, giveBack, withCard, lateFee };
}

/** POST /lesson/get-price and get-price-camps: a place's price, or a camp's from a day on. */
export async function lessonPrice(scope: TenantScope, viewer: LessonViewer, lessonId: number, userId: number | null) {
  await requirePricedFor(scope, viewer, userId);
  const lesson = await requireLesson(scope, lessonId);
  const [first] = await occurrencesOf(scope, lessonId);
  const { audience } = await priceFor(scope, viewer, lesson, userId ?? viewer.userId, first?.startsAt ?? new Date());
  return taxedQuote(lessonPriceQuote(pricesOf(lesson), audience), await lessonRates(scope, viewer));
}

export async function campPriceFrom(
  scope: TenantScope,
  viewer: LessonViewer,
  lessonId: number,
  userId: number | null,
  startTime: string,
) {
  await requirePricedFor(scope, viewer, userId);
  const lesson = await requireLesson(scope, lessonId);
  const from = new Date(startTime);
  const days = await occurrencesOf(scope, lessonId, from);
  const { audience } = await priceFor(scope, viewer, lesson, userId ?? viewer.userId, days[0]?.startsAt ?? from);
  const quote = campPriceQuote(pricesOf(lesson), audience, days.length);
  const rates = await lessonRates(scope, viewer);
  return { ...taxedQuote(quote, rates), day_value: taxedQuote(quote.day_value, rates) };
}

/** A price is asked for oneself or one's family (staff: anyone). */
async function requirePricedFor(scope: TenantScope, viewer: LessonViewer, userId: number | null): Promise<void> {
  if (userId !== null && !(await mayActFor(scope, viewer, userId)))
    throw fieldError('user_id', LESSON_MESSAGES.forOthers);
}
