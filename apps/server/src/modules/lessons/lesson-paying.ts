import {
  BOOKING_PAYMENT_MESSAGES,
  LESSON_MESSAGES,
  type BookingPayment,
  type LessonPaymentBlock,
  type LessonPayMethod,
  BOOK_PAY_TYPE,
} from '@fairplay/contracts';
import type { Database, TenantScope } from '@fairplay/db';
import { can, formatCents, formatClubDateTime, taxedLines } from '@fairplay/domain';
import { AppError, conflict, fieldError, forbidden } from '../../errors.js';
import { payWithPack, payWithPoints } from '../checkout/index.js';
import { inClub, type LessonViewer } from './lesson-context.js';
import { tell } from './lesson-notices.js';
import { bookPlaces } from './lesson-places.js';
import { enqueuePromotion } from './waitlist-job.js';
import { checkTaxedTotal, lessonRates } from './lesson-taxes.js';
import {
  deleteLesson,
  deletePlaces,
  findLesson,
  findOccurrence,
  freePlace,
  setPlacePackUse,
  setPlacesPayment,
  setWaitlistMethod,
} from './lessons.repository.js';

type Body = Parameters<typeof bookPlaces>[3] & { payment?: LessonPaymentBlock };
type Pay = Required<Pick<LessonPaymentBlock, 'method' | 'save_card'>> &
  Omit<LessonPaymentBlock, 'method' | 'save_card'>;

/**
 * POST lesson/book/{lesson_id}/ with its payment block (issue 13). The places are taken and priced from the lesson
 * (the camp price from get-price-camps' rule: each remaining day at the place price) in one transaction with their
 * payment's reservation: points are spent there (points module, ledger), a card or cash payment is reserved as a
 * pending booking payment. The card is then charged through booking payments' charge path (the one book-and-pay
 * uses); when it is refused the places and the reservation are removed together, so a declined card leaves no
 * place. A place paid by card is announced only once paid.
 */
export async function bookAndPayPlaces(db: Database, viewer: LessonViewer, lessonId: number, body: Body, now: Date) {
  const pay: Pay = { save_card: false, ...body.payment, method: body.payment?.method ?? 'in_person' };
  const { member } = viewer;
  if (pay.currency !== undefined && pay.currency !== member.business.currencyCode)
    throw fieldError('payment.currency', BOOKING_PAYMENT_MESSAGES.currencyMismatch);
  if (pay.method === 'cash' && !can(member.membership.roles, 'payments', 'update'))
    throw forbidden(BOOKING_PAYMENT_MESSAGES.staffOnlyCash);
  // Book and Authorize Payment: one date held on the card (captured 24 hours before it, or authorized when the
  // window opens for a far date); less than 24 hours away it is charged at once, as court time is.
  const wantsHold = pay.method === 'authorize';
  // The lesson taxes (issue 24 point 4), read once: the total checked with the places is the one charged after.
  const rates = await lessonRates(member.scope, viewer);
  const taxIds = rates.map((rate) => rate.id);
  const hold = wantsHold && (pay.amount ?? 0) > 0 ? await planLessonHold(db, viewer, body, pay) : null;
  if (hold?.plan.kind === 'charge_now') pay.method = 'charge';
  const money = pay.method === 'charge' || pay.method === 'cash' || pay.method === 'authorize';
  const reserved = await inClub(db, viewer, async (scope) => {
    const result = await bookPlaces(scope, viewer, lessonId, body, now, !money);
    const count = result.booked.length;
    const total = { main_value: result.price.main_value * count, point_value: result.price.point_value * count };
    const placeIds = result.booked.map((place) => place.booking_id);
    let paymentId: number | null = null;
    let pointsBalance: number | null = null;
    let waitlistPlaceId: number | null = null;
    if (pay.method !== 'in_person') {
      if (result.waitlisted.length > 0) {
        // Nobody pays for a place they did not get: a charged booking takes no waitlist. With Book and Authorize
        // Payment the member joins it with a method saved (by their consent) and nothing held; the card is
        // authorized only if a place frees up for them (waitlist-paying.ts).
        if (!wantsHold || count > 0) throw new AppError(409, LESSON_MESSAGES.full);
        if (result.lesson.bookPayType === BOOK_PAY_TYPE.pointsOnly)
          throw fieldError('payment.method', BOOKING_PAYMENT_MESSAGES.pointsOnly);
        if (pay.amount !== result.price.main_value)
          throw conflict(
            'amount',
            BOOKING_PAYMENT_MESSAGES.priceChanged(formatCents(result.price.main_value, member.business.currencyCode)),
          );
        // A waiter's card is authorized later for the place's price: not yet with its tax.
        if (taxedLines([result.price.main_value], rates).tax > 0)
          throw conflict('payment.method', BOOKING_PAYMENT_MESSAGES.lessonTaxedNotHeld);
        if (pay.token && !pay.save_card) throw fieldError('save_card', BOOKING_PAYMENT_MESSAGES.mustAgreeToSave);
        if (result.price.main_value > 0) waitlistPlaceId = result.waitlisted[0]!.booking_id;
        return { result, total, paymentId, pointsBalance, waitlistPlaceId };
      }
      const bookPayType = result.lesson.bookPayType;
      if (pay.method === 'pack') {
        // One use of the member's class pack per place, in this transaction: a pack refused (or its last use lost
        // to a racing booking) leaves no place. A pack is prepaid, so any book pay type takes it.
        const uses = await payWithPack(scope, {
          packId: pay.pack_id!,
          memberId: result.userId,
          kind: result.lesson.kind,
          starts: result.booked.map((place) => new Date(place.start)),
          description: pay.description || lessonDescription(viewer, result.lesson.description, result.booked),
          actorId: viewer.userId,
          at: now,
        });
        for (const [index, place] of result.booked.entries())
          await setPlacePackUse(scope, place.booking_id, uses[index]!);
      } else if (pay.method === 'points') {
        if (bookPayType === BOOK_PAY_TYPE.moneyOnly)
          throw fieldError('payment.method', BOOKING_PAYMENT_MESSAGES.moneyOnly);
        if (pay.amount !== total.point_value)
          throw conflict('payment.amount', BOOKING_PAYMENT_MESSAGES.pointsPriceChanged(total.point_value));
        if (total.point_value > 0) {
          // Points are held per facility group: the lesson's court's.
          const [court] = await viewer.needs.findCourts(scope, [result.courtId]);
          const spent = await payWithPoints(scope, {
            payerId: result.userId,
            points: total.point_value,
            facilityGroupId: court!.facilityGroupId,
            cause: 'lesson',
            causeId: placeIds[0] ?? null,
            description: pay.description || lessonDescription(viewer, result.lesson.description, result.booked),
            actorId: viewer.userId,
            at: now,
          });
          await setPlacesPayment(scope, placeIds, 'points', spent.spend.id);
          pointsBalance = spent.balance;
        }
      } else {
        if (bookPayType === BOOK_PAY_TYPE.pointsOnly)
          throw fieldError('payment.method', BOOKING_PAYMENT_MESSAGES.pointsOnly);
        if (pay.amount !== total.main_value)
          throw conflict(
            'amount',
            BOOKING_PAYMENT_MESSAGES.priceChanged(formatCents(total.main_value, member.business.currencyCode)),
          );
        checkTaxedTotal(total.main_value, rates, pay, member.business.currencyCode);
        // A held place is paid by card, whenever the card is taken.
        const placeMethod: LessonPayMethod = pay.method === 'authorize' ? 'charge' : pay.method;
        await setPlacesPayment(scope, placeIds, placeMethod, null);
        if (total.main_value > 0)
          paymentId = await viewer.needs.placePayments.reserve(scope, member, {
            method: pay.method as 'charge' | 'cash' | 'authorize',
            memberUserId: result.userId,
            places: result.booked.map((place) => ({
              appointmentId: place.appointment_id,
              placeId: place.booking_id,
              amount: result.price.main_value,
            })),
          });
        else if (count > 0) await announce(scope, viewer, result);
      }
    }
    return { result, total, paymentId, pointsBalance, waitlistPlaceId };
  });
  const { result, total, paymentId, pointsBalance, waitlistPlaceId } = reserved;
  if (waitlistPlaceId !== null) await keepWaitlistMethod(db, viewer, result.userId, waitlistPlaceId, pay);
  let payment: BookingPayment | null = null;
  if (paymentId !== null) {
    try {
      const plan = hold?.plan;
      payment =
        plan && plan.kind !== 'charge_now'
          ? await viewer.needs.placePayments.hold(
              member,
              paymentId,
              pay,
              new Date(result.booked[0]!.start),
              plan,
              result.lesson.description || 'Lesson',
            )
          : await viewer.needs.placePayments.take(
              member,
              paymentId,
              {
                method: pay.method as 'charge' | 'cash',
                token: pay.token,
                payment_method_id: pay.payment_method_id,
                save_card: pay.save_card,
              },
              pay.description || lessonDescription(viewer, result.lesson.description, result.booked),
              taxIds,
            );
    } catch (error) {
      await inClub(db, viewer, async (scope) => {
        await viewer.needs.placePayments.release(scope, paymentId);
        await withdrawPlaces(
          scope,
          result.booked.map((place) => place.booking_id),
          now,
        );
      });
      viewer.needs.scheduleChanged(member.business.id);
      throw error;
    }
    if (payment.status === 'paid' || payment.status === 'authorized' || payment.status === 'scheduled')
      await inClub(db, viewer, (scope) => announce(scope, viewer, result));
  }
  return {
    booked: result.booked,
    waitlisted: result.waitlisted,
    price: result.price,
    total,
    pay_method: waitlistPlaceId !== null ? ('authorize' as const) : pay.method,
    payment,
    points_balance: pointsBalance,
  };
}

/**
 * How "Book and Authorize Payment" holds a lesson place, read before anything is booked: one date only (a hold is
 * captured 24 hours before its one event), a price above 0, and the card's brand (booking payments' planHold, which
 * asks for the consent to save a new card when the date is further away than a hold lasts).
 */
async function planLessonHold(db: Database, viewer: LessonViewer, body: Body, pay: Pay) {
  if ((body.booking_type ?? 'single') !== 'single')
    throw fieldError('payment.method', BOOKING_PAYMENT_MESSAGES.authorizeOneDate);
  const occurrence = await inClub(db, viewer, (scope) => findOccurrence(scope, body.appointment_id));
  if (!occurrence) throw new AppError(404, LESSON_MESSAGES.notFound);
  const plan = await viewer.needs.placePayments.planHold(viewer.member, {
    startDate: occurrence.startsAt.toISOString(),
    userId: body.userId,
    token: pay.token,
    payment_method_id: pay.payment_method_id,
    save_card: pay.save_card,
  });
  return { plan };
}

/**
 * After the waitlist place's commit: the member's method saved (a new card with their consent) and kept on the
 * place. When it cannot be saved (a card declined when attached) the place goes too: nobody waits on a card that
 * would never be authorized.
 */
async function keepWaitlistMethod(db: Database, viewer: LessonViewer, userId: number, placeId: number, pay: Pay) {
  try {
    const methodId = await viewer.needs.placePayments.saveMethod(viewer.member, {
      memberUserId: userId,
      token: pay.token,
      payment_method_id: pay.payment_method_id,
      placeId,
    });
    await inClub(db, viewer, async (scope) => {
      await setWaitlistMethod(scope, placeId, methodId);
      // Waiting with a card: promoted only with it authorized (waitlist-paying.ts).
      await setPlacesPayment(scope, [placeId], 'charge', null);
    });
  } catch (error) {
    await inClub(db, viewer, (scope) => deletePlaces(scope, [placeId]));
    throw error;
  }
}

async function announce(
  scope: TenantScope,
  viewer: LessonViewer,
  result: Awaited<ReturnType<typeof bookPlaces>>,
): Promise<void> {
  const first = result.booked[0];
  if (first) await tell(scope, viewer, result.lesson, result.userId, first.appointment_id, 'booking_created');
}

function lessonDescription(viewer: LessonViewer, name: string, booked: { start: string }[]): string {
  const first = booked[0];
  const { timezone, amPm } = viewer.member.business;
  const day = first ? formatClubDateTime(first.start, timezone, amPm) : '';
  return `${name || 'Lesson'} ${day}${booked.length > 1 ? ` (${booked.length} dates)` : ''}`.trim();
}

/**
 * Gives back places whose payment did not go through (a declined card here, the settle job for an answer that never
 * came): the rows go and each occurrence's count is freed. Offered to booking payments through app.ts.
 */
export async function withdrawPlaces(scope: TenantScope, placeIds: number[], now: Date): Promise<void> {
  const removed = await deletePlaces(scope, placeIds);
  for (const place of removed) {
    // A private session exists for its one place: it goes whole, giving back its court and coach.
    const occurrence = await findOccurrence(scope, place.occurrenceId, true);
    const lesson = occurrence ? await findLesson(scope, occurrence.lessonId, true) : undefined;
    if (lesson?.privateSession) await deleteLesson(scope, lesson.id);
    else if (place.status === 'booked') {
      await freePlace(scope, place.occurrenceId);
      // The freed place goes to the first in line: a job written in this transaction (waitlist-job.ts).
      await enqueuePromotion(scope.db, scope.businessId, place.occurrenceId, now);
    }
  }
}
