import { cashChargeBody, chargeBody, type bookAndPayBody, type ChargeDetail } from '@fairplay/contracts';
import type { z } from 'zod';
import type { MemberContext } from '../identity/index.js';
import { deleteBookingPayment, moveBookingPayment, type BookingPaymentRow } from './booking-payments.repository.js';
import type { BookingPaymentsNeeds } from './ports.js';
import { chargeKeyOf } from './settle-job.js';
import type { ChargeLine } from './split-payments.service.js';

/**
 * Where a pending booking payment's money comes from: a card (a new token or a saved method, saved on request) or,
 * for staff, cash at the desk (`type`: cash or a check; cash when not said).
 */
export type PaySource = Pick<
  z.output<typeof bookAndPayBody>,
  'method' | 'token' | 'payment_method_id' | 'save_card'
> & {
  type?: 'cash' | 'check-input';
};

type Charging = BookingPaymentsNeeds['payments']['charging'];

/**
 * Asks for the money of a pending payment through the payments module (its charge, receipt and ledger), under the
 * payment's own idempotency key: the one charge path of booking payments (book-and-pay, lesson places, staff
 * charging a saved booking, a player's split share). A charge made for a member goes by the member's name.
 */
export function takePayment(
  charging: Charging,
  member: MemberContext,
  source: PaySource,
  payment: BookingPaymentRow,
  description: string,
  /** The charge's order lines (court time and a line per guest); one line of `description` without them. */
  lines?: ChargeLine[],
  /** Taxes added to each line (court time's, issue 24): the charge's total is the amount with them. */
  taxIds: readonly number[] = [],
): Promise<ChargeDetail> {
  const key = chargeKeyOf(payment.id);
  const taxes = taxIds.length > 0 ? { selected_taxes: [...taxIds] } : {};
  if (source.method === 'cash')
    return charging.cash(
      member,
      cashChargeBody.parse({
        amount: payment.amount,
        type: source.type ?? 'cash',
        // The amount is the price before tax when taxes are added; without them, it is what was paid.
        amount_type: taxIds.length > 0 ? 'subtotal' : 'total',
        description,
        user_id: payment.memberUserId ?? undefined,
        ...taxes,
      }),
      key,
      lines,
    );
  return charging.charge(
    member,
    chargeBody.parse({
      amount: payment.amount,
      token: source.token,
      payment_method_id: source.payment_method_id,
      description,
      member_id: payment.memberUserId ?? undefined,
      save_card: source.save_card,
      ...(lines ? { goods: lines } : {}),
      ...taxes,
    }),
    key,
  );
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
