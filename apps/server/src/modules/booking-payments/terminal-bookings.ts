import type { TerminalIntent } from '@fairplay/contracts';
import type { Database, TenantScope } from '@fairplay/db';
import type { MemberContext } from '../identity/index.js';
import { requireIdempotencyKey, type BookingTerminalInput, type SettledTerminalCharge } from '../payments/index.js';
import { describeBooking } from './book-and-pay.service.js';
import {
  deleteBookingPayment,
  findBookingPayment,
  findBookingPaymentByKey,
  moveBookingPayment,
  type BookingPaymentRow,
} from './booking-payments.repository.js';
import type { BookingPaymentsNeeds } from './ports.js';
import { reserveOwed } from './reserve-owed.js';
import { chargeKeyOf, paymentIdOfChargeKey } from './settle-job.js';
import type { SplitPayments } from './split-payments.service.js';

/**
 * A saved booking paid on the terminal (issue 24; spec 3 "Terminal flow": on success it captures the payment for a
 * court booking): what it owes is reserved as a pending card payment under the request's key, then sent to the
 * reader through the payments module's terminal charge under the payment's own key; the capture (or the card's
 * decline, or a cancel) settles it in the charge's transaction (`settled`), and the settle job is the backstop.
 */
export function createTerminalBookings(
  db: Database,
  now: () => Date,
  needs: BookingPaymentsNeeds,
  split: SplitPayments,
) {
  const { charging } = needs.payments;

  /** The reader's charge of a reserved payment: always the same body, so a retry resumes the same charge. */
  function send(member: MemberContext, body: BookingTerminalInput, payment: BookingPaymentRow, description: string) {
    return charging.terminal(
      member,
      {
        reader_id: body.reader_id,
        amount: payment.amount,
        amount_type: 'total',
        description,
        selected_taxes: [],
        ...(payment.memberUserId === null ? {} : { user_id: payment.memberUserId }),
        full_name: body.full_name,
        method: 'reader',
      },
      chargeKeyOf(payment.id),
    );
  }

  /** A payment reserved earlier (a retry): sent again with its charge's own description, so the body is the same. */
  async function resend(member: MemberContext, body: BookingTerminalInput, payment: BookingPaymentRow) {
    const made = await charging.byKey(member.scope, chargeKeyOf(payment.id));
    const description = made ? (await charging.detail(member.scope, made.id)).description : body.description;
    return send(member, body, payment, description || `Booking payment #${payment.id}`);
  }

  return {
    /** payment/reader/createpaymentintents with `appointment_id` (the payments module's need). */
    async charge(member: MemberContext, body: BookingTerminalInput, key: string | undefined): Promise<TerminalIntent> {
      const clientKey = `appointment-terminal:${requireIdempotencyKey(key)}`;
      const description = (startsAt: Date) => body.description || describeBooking(startsAt, member.business);
      const seen = await findBookingPaymentByKey(member.scope, clientKey);
      if (seen) return resend(member, body, seen);
      const reserved = await reserveOwed(db, now, needs, split, member, {
        appointmentId: body.appointment_id,
        amount: body.amount,
        method: 'charge',
        clientKey,
      });
      // A concurrent twin with the same key reserved first: carry on as it does.
      if (!reserved) return resend(member, body, (await findBookingPaymentByKey(member.scope, clientKey))!);
      let intent: TerminalIntent;
      try {
        intent = await send(member, body, reserved.row, description(reserved.startsAt));
      } catch (error) {
        // The reader never took it (offline, busy): nothing was asked of the card, so the booking owes it again.
        await deleteBookingPayment(member.scope, reserved.row.id);
        throw error;
      }
      await moveBookingPayment(member.scope, reserved.row.id, 'pending', { chargeId: intent.charge.id }, now());
      needs.scheduleChanged(member.business.id);
      return intent;
    },

    /**
     * A terminal charge finished, in its transaction: a booking's pending payment made with it is paid when the
     * card was captured; when it was declined or cancelled the reservation goes, and the booking owes it again.
     */
    async settled(scope: TenantScope, charge: SettledTerminalCharge): Promise<void> {
      const paymentId = paymentIdOfChargeKey(charge.idempotencyKey);
      if (paymentId === null) return;
      const payment = await findBookingPayment(scope, paymentId, true);
      if (!payment || payment.status !== 'pending') return;
      if (charge.status === 'succeeded')
        await moveBookingPayment(scope, payment.id, 'pending', { status: 'paid', chargeId: charge.id }, now());
      else if (payment.idempotencyKey !== null) await deleteBookingPayment(scope, payment.id);
      needs.scheduleChanged(scope.businessId);
    },
  };
}
