// Private sessions for members (spec 2 "Private session search", "Private booking", "Coach booking request"):
// their free times, price, booking, cancelling, and a coach's own schedule.
import {
  BOOKING_PAYMENT_MESSAGES,
  type CoachBookInput,
  type CoachFilterBody,
  type CoachPrivateBookingInput,
  BOOK_PAY_TYPE,
} from '@fairplay/contracts';
import {
  COACH_LIMITS,
  formatCents,
  COACH_MESSAGES,
  sessionPrice,
  utcToZonedParts,
  windowHolding,
  type BookingPerson,
  type CoachWindow,
  type WhoCanBook,
} from '@fairplay/domain';
import type { TenantScope } from '@fairplay/db';
import { AppError, conflict, fieldError, forbidden } from '../../errors.js';
import { namesOf } from '../clubs/index.js';
import { findAvailability } from './coaches.repository.js';
import { mayBookFor, requireCoach, type CoachViewer } from './coach-access.js';
import { eventsOf, findWindows, requireLength, requireWindow, type LessonTypes } from './coach-windows.js';
import type { CoachesNeeds } from './ports.js';

const gone = () =>
  new AppError(409, COACH_MESSAGES.gone, { errors: [{ field: 'startDate', message: COACH_MESSAGES.gone }] });

/** The member a search or booking is for: themselves or their family; staff book anyone and see every time. */
async function personFor(
  scope: TenantScope,
  viewer: CoachViewer,
  needs: CoachesNeeds,
  userId: number | null | undefined,
  at: Date,
  field: string,
): Promise<{ userId: number; person: BookingPerson | null }> {
  const forUser = userId ?? viewer.userId;
  if (!(await mayBookFor(scope, viewer, forUser)))
    throw fieldError(field, 'You may book only for yourself and your family.');
  if (viewer.manages) return { userId: forUser, person: null };
  const on = utcToZonedParts(at, viewer.member.business.timezone).date;
  return { userId: forUser, person: await needs.personOf(scope, forUser, on) };
}

/** POST appointment/listing-coach: members name the coach and the lesson type and see what they may book now. */
export async function listingCoach(
  scope: TenantScope,
  viewer: CoachViewer,
  needs: CoachesNeeds,
  body: CoachFilterBody,
  now: Date,
) {
  const from = new Date(body.startDate);
  const to = new Date(body.endDate);
  requireWindow(from, to);
  if (!viewer.manages) {
    if (!body.coach_id) throw fieldError('coach_id', COACH_MESSAGES.mandatoryFilters);
    if (!body.lesson_type_id) throw fieldError('lesson_type_id', COACH_MESSAGES.mandatoryFilters);
  }
  const { person } = await personFor(scope, viewer, needs, body.userId, from, 'userId');
  const { windows, types, courtNames } = await findWindows(
    scope,
    viewer,
    needs,
    {
      from,
      to,
      coachId: viewer.isCoach ? viewer.userId : (body.coach_id ?? null),
      lessonTypeId: body.lesson_type_id ?? null,
      courtId: body.court_id ?? null,
      facilityGroupId: body.facility_group_id ?? body.facilityGroup ?? null,
      person,
    },
    now,
  );
  return eventsOf(scope, windows, types, courtNames);
}

interface Slot {
  start: Date;
  end: Date;
  courtId: number;
  coachId: number;
  lessonTypeId: number;
  sportId: number | null | undefined;
}

/** The free window holding the slot for the person (null person: staff), or 409 when it is gone. */
async function windowFor(
  scope: TenantScope,
  viewer: CoachViewer,
  needs: CoachesNeeds,
  slot: Slot,
  person: BookingPerson | null,
  now: Date,
  [courtField, endField]: [string, string] = ['courts.0', 'endDate'],
): Promise<{ window: CoachWindow; types: LessonTypes }> {
  const { windows, types } = await findWindows(
    scope,
    viewer,
    needs,
    {
      from: slot.start,
      to: slot.end,
      coachId: slot.coachId,
      lessonTypeId: slot.lessonTypeId,
      courtId: slot.courtId,
      facilityGroupId: null,
      person,
    },
    now,
  );
  await requireCoach(scope, slot.coachId);
  if (!types.has(slot.lessonTypeId)) throw fieldError('lesson_type_id', COACH_MESSAGES.notPrivateType);
  if ((await needs.findCourts(scope, [slot.courtId])).length === 0) throw fieldError(courtField, COACH_MESSAGES.courts);
  requireLength(types, slot.lessonTypeId, slot.start, slot.end, endField);
  const window = windowHolding(windows, slot.courtId, slot);
  if (!window || (slot.sportId && window.sport_id !== slot.sportId)) throw gone();
  return { window, types };
}

/** POST appointment/price-coach. */
export async function priceCoach(
  scope: TenantScope,
  viewer: CoachViewer,
  needs: CoachesNeeds,
  body: {
    startDate: string;
    endDate: string;
    court_id: number;
    coach_id: number;
    lesson_type_id: number;
    sport_id?: number | null;
    user_id?: number | null;
  },
  now: Date,
) {
  const slot = {
    start: new Date(body.startDate),
    end: new Date(body.endDate),
    courtId: body.court_id,
    coachId: body.coach_id,
    lessonTypeId: body.lesson_type_id,
    sportId: body.sport_id,
  };
  const { person } = await personFor(scope, viewer, needs, body.user_id, slot.start, 'user_id');
  const { window } = await windowFor(scope, viewer, needs, slot, person, now, ['court_id', 'endDate']);
  const [court] = await needs.findCourts(scope, [slot.courtId]);
  return {
    ...sessionPrice(window, (slot.end.getTime() - slot.start.getTime()) / 60_000),
    // What the checkout offers (Points by the book pay type, with the balance of the court's facility group).
    book_pay_type: window.book_pay_type,
    facility_group_id: court?.facilityGroupId ?? null,
  };
}

async function bookSlot(
  scope: TenantScope,
  viewer: CoachViewer,
  needs: CoachesNeeds,
  slot: Slot,
  userId: number,
  window: CoachWindow,
  pay?: SessionPay,
) {
  const availability = await findAvailability(scope, window.availability_id);
  if (!availability) throw gone();
  const minutes = (slot.end.getTime() - slot.start.getTime()) / 60_000;
  const price = sessionPrice(window, minutes);
  // book-and-pay-coach: the price is the availability's, never the client's; points by its book pay type
  // (spec 3: '1' money only, '2' points only). A class pack is prepaid: any pay type takes it, no amount is read.
  if (pay?.method === 'points') {
    if (window.book_pay_type === BOOK_PAY_TYPE.moneyOnly)
      throw fieldError('method', BOOKING_PAYMENT_MESSAGES.moneyOnly);
    if (price.point_value === 0 && price.main_value > 0)
      throw fieldError('method', BOOKING_PAYMENT_MESSAGES.noPointsPrice);
    if (pay.amount !== price.point_value)
      throw conflict('amount', BOOKING_PAYMENT_MESSAGES.pointsPriceChanged(price.point_value));
  } else if (pay && pay.method !== 'pack') {
    if (pay.amount !== price.main_value)
      throw conflict(
        'amount',
        BOOKING_PAYMENT_MESSAGES.priceChanged(formatCents(price.main_value, viewer.member.business.currencyCode)),
      );
    if (pay.method !== 'in_person' && window.book_pay_type === BOOK_PAY_TYPE.pointsOnly && price.point_value > 0)
      throw fieldError('method', BOOKING_PAYMENT_MESSAGES.pointsOnly);
  }
  // Spec 2 section 6: "Book and Pay in Person" only where the club takes payment in person or nothing is owed
  // ("Book and Authorize Payment", book-and-pay-coach by card, is coach-paying.ts's).
  const inPerson = (pay?.method ?? 'in_person') === 'in_person';
  if (
    inPerson &&
    !viewer.manages &&
    !viewer.member.business.allowToPayInPerson &&
    (price.main_value > 0 || price.point_value > 0)
  )
    throw fieldError('startDate', COACH_MESSAGES.payInPersonOff);
  return needs.sessions.book(scope, viewer.member, {
    serviceTypeId: slot.lessonTypeId,
    sportId: availability.sportId,
    courtId: slot.courtId,
    coachId: slot.coachId,
    userId,
    start: slot.start,
    end: slot.end,
    price: { main_value: price.main_value, point_value: price.point_value },
    bookPayType: window.book_pay_type,
    whoCanBook: availability.whoCanBook as WhoCanBook[],
    advance: window.row.advance_days,
    buffer: window.row.buffer,
    note: availability.note,
    // Points and packs are recorded on the place once taken (private sessions' prepay, same transaction).
    payMethod: pay?.method === 'points' || pay?.method === 'pack' ? 'in_person' : pay?.method,
    announce: pay?.announce,
  });
}

/** How book-and-pay-coach pays a session: the method, the amount the member was shown, and whether to tell now. */
export interface SessionPay {
  method: 'in_person' | 'charge' | 'cash' | 'points' | 'pack';
  amount: number;
  announce: boolean;
}

/** POST appointment/add_book_coach: a member books a session inside the coach's availability (pay in person). */
export async function bookCoach(
  scope: TenantScope,
  viewer: CoachViewer,
  needs: CoachesNeeds,
  body: CoachBookInput,
  now: Date,
  pay?: SessionPay,
) {
  if (body.business_id && body.business_id !== viewer.member.business.id)
    throw new AppError(404, COACH_MESSAGES.notFound);
  const slot = {
    start: new Date(body.startDate),
    end: new Date(body.endDate),
    courtId: body.courts[0]!,
    coachId: body.coach_id,
    lessonTypeId: body.lesson_type_id,
    sportId: body.sport_id,
  };
  const { userId, person } = await personFor(scope, viewer, needs, body.userId, slot.start, 'userId');
  const { window } = await windowFor(scope, viewer, needs, slot, person, now);
  return bookSlot(scope, viewer, needs, slot, userId, window, pay);
}

/**
 * POST appointment/add-coach: staff (a coach for their own sessions) book a session for a member. With force they
 * may book outside the published availability; the court and the coach must still be free.
 */
export async function bookForMember(
  scope: TenantScope,
  viewer: CoachViewer,
  needs: CoachesNeeds,
  body: CoachPrivateBookingInput,
  now: Date,
) {
  if (viewer.isCoach && body.coach_id !== viewer.userId) throw forbidden(COACH_MESSAGES.ownOnly);
  const slot = {
    start: new Date(body.start_time),
    end: new Date(body.end_time),
    courtId: body.court_id,
    coachId: body.coach_id,
    lessonTypeId: body.lesson_type_id,
    sportId: body.sport_id,
  };
  if (!(await mayBookFor(scope, viewer, body.userId))) throw forbidden();
  try {
    const { window } = await windowFor(scope, viewer, needs, slot, null, now, ['court_id', 'end_time']);
    return await bookSlot(scope, viewer, needs, slot, body.userId, window);
  } catch (error) {
    if (!(error instanceof AppError && error.statusCode === 409 && error.message === COACH_MESSAGES.gone && body.force))
      throw error;
  }
  return forcedSession(scope, viewer, needs, slot, body.userId, now);
}

/** A session staff place outside the availability: the club's court and the coach, at no price (paid as agreed). */
async function forcedSession(
  scope: TenantScope,
  viewer: CoachViewer,
  needs: CoachesNeeds,
  slot: Slot,
  userId: number,
  now: Date,
) {
  if (slot.start <= now) throw fieldError('start_time', COACH_MESSAGES.invalidRange);
  await requireCoach(scope, slot.coachId);
  const [court] = await needs.findCourts(scope, [slot.courtId]);
  if (!court) throw fieldError('court_id', COACH_MESSAGES.courts);
  if (!slot.sportId) throw fieldError('sport_id', COACH_MESSAGES.required);
  return needs.sessions.book(scope, viewer.member, {
    serviceTypeId: slot.lessonTypeId,
    sportId: slot.sportId,
    courtId: slot.courtId,
    coachId: slot.coachId,
    userId,
    start: slot.start,
    end: slot.end,
    price: { main_value: 0, point_value: 0 },
    bookPayType: BOOK_PAY_TYPE.both,
    whoCanBook: [],
    advance: 365,
    buffer: 0,
    note: 'Private session',
  });
}

/** POST appointment/coach-list/{id}: the coaches with availability in the window (for members: open to them). */
export async function coachList(
  scope: TenantScope,
  viewer: CoachViewer,
  needs: CoachesNeeds,
  businessId: number,
  body: { startDate: string; endDate: string; facility_group_id?: number | null; userId?: number | null },
  now: Date,
) {
  if (businessId !== viewer.member.business.id) throw new AppError(404, COACH_MESSAGES.notFound);
  const from = new Date(body.startDate);
  const to = new Date(body.endDate);
  requireWindow(from, to);
  const { person } = await personFor(scope, viewer, needs, body.userId, from, 'userId');
  const { windows, types } = await findWindows(
    scope,
    viewer,
    needs,
    {
      from,
      to,
      coachId: null,
      lessonTypeId: null,
      courtId: null,
      facilityGroupId: body.facility_group_id ?? null,
      person,
    },
    now,
  );
  const free = windows.filter((window) => !window.blocked);
  const names = await namesOf(
    scope,
    free.map((window) => window.coach_id),
  );
  const coaches = new Map<number, Set<number>>();
  for (const window of free)
    coaches.set(window.coach_id, (coaches.get(window.coach_id) ?? new Set()).add(window.lesson_type_id));
  return [...coaches.entries()]
    .map(([id, typeIds]) => ({
      id,
      name: names.get(id) ?? '',
      lesson_types: [...typeIds].map((typeId) => {
        const type = types.get(typeId);
        const limits = type?.isMinMaxEnabled;
        return {
          id: typeId,
          name: type?.displayName ?? '',
          min_minutes: (limits ? type?.minListDuration : null) ?? COACH_LIMITS.defaultSessionMinutes,
          max_minutes: (limits ? type?.maxListDuration : null) ?? null,
        };
      }),
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** POST appointment/coach-schedule: a coach their own; other staff any coach's. */
export async function coachSchedule(
  scope: TenantScope,
  viewer: CoachViewer,
  needs: CoachesNeeds,
  body: { startDate: string; endDate: string; coach_id?: number | null },
) {
  const from = new Date(body.startDate);
  const to = new Date(body.endDate);
  requireWindow(from, to);
  // Without a coach named, the caller's own schedule.
  const coachId = body.coach_id ?? viewer.userId;
  if (viewer.isCoach && coachId !== viewer.userId) throw forbidden(COACH_MESSAGES.ownOnly);
  await requireCoach(scope, coachId);
  return needs.sessions.schedule(scope, viewer.member, coachId, from, to);
}
