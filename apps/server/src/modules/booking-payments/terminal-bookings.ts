import { BOOKING_PAYMENT_MESSAGES, type TerminalIntent } from '@fairplay/contracts';
import { formatCents, taxedLines } from '@fairplay/domain';
import { conflict } from '../../errors.js';
import type { Database, TenantScope } from '@fairplay/db';
import type { MemberContext } from '../identity/index.js';
import {
  courtTimeTaxes,
  requireIdempotencyKey,
  type BookingTerminalInput,
  type SettledTerminalCharge,
} from '../payments/index.js';
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
        // A taxed booking's price is before its court-time taxes (issue 24 point 4): the reader collects the total.
        amount_type: payment.taxIds.length > 0 ? 'subtotal' : 'total',
        description,
        selected_taxes: [...payment.taxIds],
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
      // Court time's taxes on what is taken, one line, as the Payments tab showed them (issue 24 point 4): a total
      // other than the one shown is refused before anything is reserved or sent to the reader.
      const taxes = await courtTimeTaxes(member.scope);
      const taxed = taxedLines([body.amount], taxes);
      if (body.total !== undefined && body.total !== taxed.total)
        throw conflict(
          'total',
          BOOKING_PAYMENT_MESSAGES.totalChanged(formatCents(taxed.total, member.business.currencyCode)),
        );
      const reserved = await reserveOwed(db, now, needs, split, member, {
        appointmentId: body.appointment_id,
        amount: body.amount,
        method: 'charge',
        clientKey,
        taxIds: taxed.tax > 0 ? taxes.map((tax) => tax.id) : [],
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
