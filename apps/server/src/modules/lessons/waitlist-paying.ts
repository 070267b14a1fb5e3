// Waitlists with payment (issue 13): a member joins a full lesson's waitlist with "Book and Authorize Payment",
// which saves their method (with consent) and holds nothing (lesson-paying.ts). When a place frees up, the first in
// line is booked in the freeing transaction together with a pending booking payment; once that commits, their saved
// method is authorized through booking payments' holds (captured 24 hours before by the hold job, or authorized
// when the window opens for a far date) and they are told. When the authorization fails their place is cancelled
// with the payment in one transaction that promotes the next in line, who is tried in turn. Nobody is charged for a
// place they did not get: a card is only ever authorized for a place already booked for its holder.
import { BOOKING_PAYMENT_MESSAGES } from '@fairplay/contracts';
import type { Database, TenantScope } from '@fairplay/db';
import { AppError } from '../../errors.js';
import { inClub, type LessonViewer } from './lesson-context.js';
import { tell } from './lesson-notices.js';
import {
  cancelPlace,
  findOccurrence,
  firstInLine,
  freePlace,
  promotePlace,
  setPlacesPayment,
  takePlace,
  type LessonRow,
  type PlaceRow,
} from './lessons.repository.js';

/** A place promoted from the waitlist whose saved method is still to be authorized (after the commit). */
export interface PromotedWithCard {
  placeId: number;
  paymentId: number;
  userId: number;
  methodId: number | null;
  appointmentId: number;
  startsAt: Date;
  lesson: LessonRow;
}

/** A waitlist place that joined with a card: promoted only with its card authorized. */
const joinedWithCard = (place: PlaceRow) => place.payMethod === 'charge' && place.price > 0;

/**
 * Gives the freed place of an occurrence to the first in line. The occurrence row is locked by the caller's count
 * update, so two cancellations never promote the same person or overfill the lesson. Someone who waits in person is
 * booked and told at once; someone who waits with a card is booked with a pending payment to authorize.
 */
export async function promoteFirstInLine(
  scope: TenantScope,
  viewer: LessonViewer,
  lesson: LessonRow,
  appointmentId: number,
): Promise<{ placeId: number; withCard: PromotedWithCard | null } | null> {
  const next = await firstInLine(scope, appointmentId);
  if (!next || !(await takePlace(scope, appointmentId))) return null;
  await promotePlace(scope, next.id);
  if (!joinedWithCard(next)) {
    await tell(scope, viewer, lesson, next.userId, appointmentId, 'booking_created');
    return { placeId: next.id, withCard: null };
  }
  const occurrence = (await findOccurrence(scope, appointmentId))!;
  const paymentId = await viewer.needs.placePayments.reserve(scope, viewer.member, {
    method: 'authorize',
    memberUserId: next.userId,
    places: [{ appointmentId, placeId: next.id, amount: next.price }],
  });
  await setPlacesPayment(scope, [next.id], 'charge', null);
  return {
    placeId: next.id,
    withCard: {
      placeId: next.id,
      paymentId,
      userId: next.userId,
      methodId: next.waitlistPaymentMethodId,
      appointmentId,
      startsAt: occurrence.startsAt,
      lesson,
    },
  };
}

/**
 * After the freeing transaction committed: each promoted member's saved method authorized, in turn. A failure
 * cancels that place and its payment and promotes the next in line (one transaction), who is tried next. Answers
 * the places that ended up booked by these promotions (held or scheduled).
 */
export async function authorizePromotions(
  db: Database,
  viewer: LessonViewer,
  promotions: PromotedWithCard[],
  now: Date,
): Promise<number[]> {
  const queue = [...promotions];
  const booked: number[] = [];
  const { placePayments } = viewer.needs;
  for (let promoted = queue.shift(); promoted; promoted = queue.shift()) {
    const { paymentId, methodId, startsAt, lesson } = promoted;
    try {
      // A method removed since the member joined cannot be authorized: the place goes to the next in line.
      if (methodId === null) throw new AppError(402, BOOKING_PAYMENT_MESSAGES.waitlistMethodGone);
      const plan = await placePayments.planHold(viewer.member, {
        startDate: startsAt.toISOString(),
        userId: promoted.userId,
        payment_method_id: methodId,
        save_card: true,
      });
      // Less than 24 hours away: held now and captured at once by the hold job (never charged without a hold).
      const hold = plan.kind === 'charge_now' ? { kind: 'authorize_now' as const, captureAt: now } : plan;
      await placePayments.hold(
        viewer.member,
        paymentId,
        { payment_method_id: methodId, save_card: false },
        startsAt,
        hold,
        lesson.description || 'Lesson',
      );
      await inClub(db, viewer, (scope) =>
        tell(scope, viewer, lesson, promoted!.userId, promoted!.appointmentId, 'booking_created'),
      );
      booked.push(promoted.placeId);
    } catch {
      const next = await inClub(db, viewer, async (scope) => {
        await placePayments.release(scope, paymentId);
        await cancelPlace(scope, promoted!.placeId, viewer.userId);
        await tell(scope, viewer, lesson, promoted!.userId, promoted!.appointmentId, 'booking_cancelled');
        await freePlace(scope, promoted!.appointmentId);
        return promoteFirstInLine(scope, viewer, lesson, promoted!.appointmentId);
      });
      if (next?.withCard) queue.push(next.withCard);
      else if (next) booked.push(next.placeId);
    }
  }
  if (promotions.length > 0) viewer.needs.scheduleChanged(viewer.member.business.id);
  return booked;
}
