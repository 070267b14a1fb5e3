import {
  BOOKING_PAYMENT_MESSAGES,
  PAYMENT_MESSAGES,
  type BookAndPayCoachInput,
  type BookAndPayCoachResponse,
  type BookingPayment,
} from '@fairplay/contracts';
import { can, COACH_MESSAGES, formatClubDateTime } from '@fairplay/domain';
import type { Database } from '@fairplay/db';
import { AppError, fieldError, forbidden } from '../../errors.js';
import type { MemberContext } from '../identity/index.js';
import { coachViewerOf } from './coach-access.js';
import { bookCoach } from './coach-sessions.js';
import type { CoachesNeeds } from './ports.js';
import { checkTaxedTotal } from '../lessons/index.js';

/**
 * POST appointment/book-and-pay-coach (issue 13): a private session and its payment together, as book-and-pay does
 * for court time. The session (court, coach, place) is booked and priced from the coach's availability in one
 * transaction with a pending booking payment; the money is asked for through booking payments' charge path (the
 * one book-and-pay uses), or held by "Book and Authorize Payment" through the same holds path as court time (the
 * hold job captures it 24 hours before; a cancellation inside the window releases it); a refusal removes the
 * session and the payment together, so a declined card leaves no session. In person is the add_book_coach rule (the club takes payment in person, or nothing is owed).
 */
export async function bookAndPayCoach(
  db: Database,
  member: MemberContext,
  needs: CoachesNeeds,
  body: BookAndPayCoachInput,
  now: Date,
): Promise<{ answer: BookAndPayCoachResponse; message: string }> {
  const { business } = member;
  if (body.business_id && body.business_id !== business.id) throw new AppError(404, COACH_MESSAGES.notFound);
  if (body.currency !== undefined && body.currency !== business.currencyCode)
    throw fieldError('currency', BOOKING_PAYMENT_MESSAGES.currencyMismatch);
  if (body.splitPayment) throw fieldError('splitPayment', BOOKING_PAYMENT_MESSAGES.splitUnavailable);
  if (body.method === 'cash' && !can(member.membership.roles, 'payments', 'update'))
    throw forbidden(BOOKING_PAYMENT_MESSAGES.staffOnlyMethod);
  const prepaid = body.method === 'points' || body.method === 'pack';
  const money = !prepaid && body.method !== 'in_person' && body.amount > 0;
  if (money && (body.method === 'charge' || body.method === 'authorize')) {
    const connection = await needs.payments(member.scope);
    if (!connection.connected) throw new AppError(409, PAYMENT_MESSAGES.notConnected(connection.providerLabel));
  }
  // Book and Authorize Payment: held now, or later for a far event; less than 24 hours away, charged at once.
  const plan = money && body.method === 'authorize' ? await needs.placePayments.planHold(member, body) : null;
  const method = plan?.kind === 'charge_now' ? 'charge' : body.method;
  // The session's taxes (issue 24 point 4), read once: the total checked with the booking is the one charged.
  const rates = money ? await needs.placePayments.taxes(member.scope) : [];
  const { session, paymentId } = await db.transaction(async (tx) => {
    const scope = member.scope.within(tx);
    let booked = await bookCoach(scope, coachViewerOf(member), needs, body, now, {
      // The place is paid by card whether charged now or held.
      method: method === 'authorize' ? 'charge' : method,
      amount: body.amount,
      announce: !money,
    });
    // Points or a class pack pay in this transaction: a refusal leaves no session.
    if (body.method === 'points' || body.method === 'pack')
      booked = await needs.sessions.prepay(scope, member, booked, {
        method: body.method,
        packId: body.pack_id,
        at: now,
      });
    if (money) checkTaxedTotal(booked.price.main_value, rates, { method, total: body.total }, business.currencyCode);
    const reserved = money
      ? await needs.placePayments.reserve(scope, member, {
          method: method as 'charge' | 'cash' | 'authorize',
          memberUserId: booked.user_id,
          places: [
            { appointmentId: booked.appointment_id, placeId: booked.booking_id, amount: booked.price.main_value },
          ],
        })
      : null;
    return { session: booked, paymentId: reserved };
  });
  needs.scheduleChanged(business.id);
  if (paymentId === null) {
    const message =
      session.pay_method === 'points'
        ? BOOKING_PAYMENT_MESSAGES.bookedWithPoints
        : session.pay_method === 'pack'
          ? BOOKING_PAYMENT_MESSAGES.bookedWithPack
          : COACH_MESSAGES.booked;
    return { answer: { ...session, payment: null }, message };
  }
  let payment: BookingPayment;
  try {
    const when = formatClubDateTime(session.start, business.timezone, business.amPm);
    payment =
      plan && plan.kind !== 'charge_now'
        ? await needs.placePayments.hold(member, paymentId, body, new Date(session.start), plan, 'Private session')
        : await needs.placePayments.take(
            member,
            paymentId,
            {
              method: method as 'charge' | 'cash',
              token: body.token,
              payment_method_id: body.payment_method_id,
              save_card: body.save_card,
            },
            `Private session ${when}`,
            rates.map((rate) => rate.id),
          );
  } catch (error) {
    await db.transaction(async (tx) => {
      const scope = member.scope.within(tx);
      await needs.placePayments.release(scope, paymentId);
      await needs.sessions.withdraw(scope, session.appointment_id);
    });
    needs.scheduleChanged(business.id);
    throw error;
  }
  if (payment.status === 'paid' || payment.status === 'authorized' || payment.status === 'scheduled')
    await db.transaction((tx) => needs.sessions.announce(member.scope.within(tx), member, session.appointment_id));
  const message =
    payment.status === 'authorized'
      ? BOOKING_PAYMENT_MESSAGES.bookedAndAuthorized
      : payment.status === 'scheduled'
        ? BOOKING_PAYMENT_MESSAGES.bookedAndScheduled
        : BOOKING_PAYMENT_MESSAGES.bookedAndPaid;
  return { answer: { ...session, payment }, message };
}
