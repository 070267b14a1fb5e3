import { BOOKING_PAYMENT_MESSAGES, type bookAndPayBody } from '@fairplay/contracts';
import type { Database } from '@fairplay/db';
import { captureTimeFor, formatClubDateTime, holdPlan, type HoldPlan } from '@fairplay/domain';
import type { z } from 'zod';
import { AppError, fieldError } from '../../errors.js';
import type { MemberContext } from '../identity/index.js';
import { moveBookingPayment, type BookingPaymentRow } from './booking-payments.repository.js';
import { enqueueHoldStep, holdKeyOf } from './hold-jobs.js';
import type { BookingPaymentsNeeds } from './ports.js';

type BookAndPay = z.output<typeof bookAndPayBody>;
/** What planning a hold reads of a request (book-and-pay's and book-and-pay-coach's share these fields). */
export type HoldRequest = Pick<BookAndPay, 'startDate' | 'userId' | 'token' | 'payment_method_id' | 'save_card'>;

/**
 * "Book and Authorize Payment" (issue 13), before anything is booked: how the booking will be paid, from the card's
 * brand (@fairplay/domain holdPlan). A far event needs the member's consent to save a new card (spec 3 section 5's
 * 'Must agree to save a payment method …'); an event less than 24 hours away is charged at once.
 */
export async function planHold(
  member: MemberContext,
  body: HoldRequest,
  needs: Pick<BookingPaymentsNeeds, 'payments'>,
  now: Date,
): Promise<HoldPlan> {
  const brand = await needs.payments.holds
    .brandOf(member.scope, {
      memberUserId: body.userId ?? member.user.id,
      token: body.token,
      paymentMethodId: body.payment_method_id,
    })
    .catch(() => {
      throw fieldError('token', 'This card or bank token is invalid, used or expired.');
    });
  const plan = holdPlan(new Date(body.startDate), now, brand);
  if (plan.kind === 'authorize_later' && body.token && !body.save_card)
    throw fieldError('save_card', BOOKING_PAYMENT_MESSAGES.mustAgreeToSave);
  return plan;
}

/**
 * After the booking's commit, its amount held: authorized now and captured by a job at `capture_at`, or (a far
 * event) the method saved and authorized by a job when the window opens. Throws (the caller withdraws the booking)
 * when the card is declined or cannot be saved: a declined authorization leaves no booking.
 */
export async function holdBooking(
  db: Database,
  member: MemberContext,
  body: Pick<BookAndPay, 'token' | 'payment_method_id' | 'save_card'>,
  payment: BookingPaymentRow,
  startsAt: Date,
  plan: Exclude<HoldPlan, { kind: 'charge_now' }>,
  needs: Pick<BookingPaymentsNeeds, 'payments'>,
  now: Date,
  /** What the card statement's hold says it is for. */
  what = 'Court booking',
): Promise<BookingPaymentRow> {
  const { holds } = needs.payments;
  const businessId = member.business.id;
  const memberUserId = payment.memberUserId ?? member.user.id;
  if (plan.kind === 'authorize_later') {
    const saved = await holds.savedMethod(member.scope, {
      memberUserId,
      token: body.token,
      paymentMethodId: body.payment_method_id,
      key: `${holdKeyOf(payment.id)}-method`,
    });
    return db.transaction(async (tx) => {
      const moved = await moveBookingPayment(
        member.scope.within(tx),
        payment.id,
        'pending',
        { status: 'scheduled', authorizeAt: plan.authorizeAt, captureAt: plan.captureAt, paymentMethodId: saved.id },
        now,
      );
      if (moved) await enqueueHoldStep(tx, businessId, payment.id, 'authorize', plan.authorizeAt);
      return moved ?? payment;
    });
  }
  const held = await holds.authorize(member.scope, {
    memberUserId,
    description: `${what} hold ${formatClubDateTime(startsAt, member.business.timezone, member.business.amPm)}`,
    amount: payment.amount,
    currency: payment.currency,
    idempotencyKey: holdKeyOf(payment.id),
    createdBy: member.user.id,
    token: body.token,
    saveCard: body.save_card,
    paymentMethodId: body.payment_method_id,
    // Court time's taxes as the booking was priced with them, never above the total shown (issue 24 point 4).
    taxIds: payment.taxIds,
    maxTotal: payment.shownTotal,
  });
  if (held.status === 'failed') throw new AppError(402, held.failureMessage ?? 'Your card was declined.');
  const captureAt = captureTimeFor(startsAt, held.expiresAt!);
  return db.transaction(async (tx) => {
    const moved = await moveBookingPayment(
      member.scope.within(tx),
      payment.id,
      'pending',
      { status: 'authorized', chargeId: held.chargeId, captureAt, paymentMethodId: held.paymentMethodId },
      now,
    );
    if (moved) await enqueueHoldStep(tx, businessId, payment.id, 'capture', captureAt);
    return moved ?? payment;
  });
}
