import type { ChargeDetail } from '@fairplay/contracts';
import { chargeOrder, type Charging, type OrderLine, type PaySource } from '../checkout/index.js';
import type { MemberContext } from '../identity/index.js';
import { deleteBookingPayment, moveBookingPayment, type BookingPaymentRow } from './booking-payments.repository.js';
import { chargeKeyOf } from './settle-job.js';

export type { PaySource };

/**
 * Asks for the money of a pending payment through the checkout's one charge path (`chargeOrder`), under the
 * payment's own idempotency key (`booking-payment-{id}`): book-and-pay, lesson places, coach sessions, staff
 * charging a saved booking and a player's split share all come here.
 */
export function takePayment(
  charging: Charging,
  member: MemberContext,
  source: PaySource,
  payment: BookingPaymentRow,
  description: string,
  lines?: OrderLine[],
  taxIds: readonly number[] = [],
): Promise<ChargeDetail> {
  return chargeOrder(charging, member, source, {
    key: chargeKeyOf(payment.id),
    amount: payment.amount,
    memberUserId: payment.memberUserId,
    description,
    lines,
    taxIds,
  });
}

/**
 * A payment reserved for a booking that already stands, taken at once: recorded `paid` when the charge succeeded
 * (or left pending with its charge, waiting for the card's confirmation); when the charge fails, the reservation is
 * given back, so the amount is owed again, and the error passes on.
 */
export async function takeReserved(
  charging: Charging,
  member: MemberContext,
  source: PaySource,
  payment: BookingPaymentRow,
  description: string,
  now: Date,
  /** Court time's taxes added to the reserved amount (issue 24 point 4): a pay-in-person booking taken later. */
  taxIds: readonly number[] = [],
): Promise<BookingPaymentRow> {
  let charge: ChargeDetail;
  try {
    charge = await takePayment(charging, member, source, payment, description, undefined, taxIds);
  } catch (error) {
    await deleteBookingPayment(member.scope, payment.id);
    throw error;
  }
  const moved = await moveBookingPayment(
    member.scope,
    payment.id,
    'pending',
    charge.status === 'succeeded' ? { status: 'paid', chargeId: charge.id } : { chargeId: charge.id },
    now,
  );
  return moved ?? payment;
}
