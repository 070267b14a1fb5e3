import {
  BOOKING_PAYMENT_MESSAGES,
  PAYMENT_MESSAGES,
  SPLIT_PAYMENT_MESSAGES,
  type AppointmentPayments,
  type BookingPayment,
  type chargeForAppointmentBody,
  type refundForAppointmentBody,
  type captureForAppointmentBody,
  BOOK_PAY_TYPE,
} from '@fairplay/contracts';
import type { Database } from '@fairplay/db';
import { bookingOwedOf, can, formatCents, taxedLines } from '@fairplay/domain';
import type { z } from 'zod';
import { AppError, conflict, fieldError } from '../../errors.js';
import { bookedOccurrences } from '../appointments/index.js';
import type { MemberContext } from '../identity/index.js';
import type { BookingPointsInput } from '../points/index.js';
import { describeBooking } from './book-and-pay.service.js';
import { paymentViews } from './booking-payment-view.js';
import {
  findBookingPaymentByKey,
  lockAppointmentPayments,
  moveBookingPayment,
  paymentsOfAppointment,
  takenOf,
  type BookingPaymentRow,
} from './booking-payments.repository.js';
import { reserveOwed } from './reserve-owed.js';
import { takeReserved } from './take-payment.js';
import { pointsPayerOf, recordPrepaid } from './prepaid-bookings.js';
import type { BookingPaymentsNeeds } from './ports.js';
import type { SplitPayments } from './split-payments.service.js';
import { courtTimeTaxes, refundKey, requireIdempotencyKey } from '../payments/index.js';
import { refundOrder } from '../checkout/index.js';

type ChargeForAppointment = z.output<typeof chargeForAppointmentBody>;
type RefundForAppointment = z.output<typeof refundForAppointmentBody>;
type CaptureForAppointment = z.output<typeof captureForAppointmentBody>;

const bookingNotFound = () => new AppError(404, BOOKING_PAYMENT_MESSAGES.bookingNotFound);

/**
 * Staff charging a saved booking (payment/charges/createforappointment) and what a booking was paid with. What is
 * owed is the occurrence's booked price less what paid and pending payments took; the charge is reserved as a
 * pending payment under a lock of the occurrence's payments, then taken (card or cash), then recorded as paid, or
 * the reservation is given back.
 */
export function createAppointmentChargesService(
  db: Database,
  now: () => Date,
  needs: BookingPaymentsNeeds,
  split: SplitPayments,
) {
  const { payments } = needs;

  async function view(member: MemberContext, row: BookingPaymentRow): Promise<BookingPayment> {
    return (await paymentViews(member.scope, needs, [row]))[0]!;
  }

  /**
   * The booker's points pay a saved booking whole (its rule's points price, never the client's), spent from the
   * payer's lots of the court's facility group in one transaction with the paid payment, as book-and-pay does.
   */
  async function chargePoints(
    member: MemberContext,
    body: Pick<ChargeForAppointment, 'appointment_id' | 'amount' | 'description'>,
    clientKey: string,
    /** createforpoint's names, checked against the booking: whose points and which group's. */
    named: { userId?: number; facilityGroupId?: number } = {},
  ): Promise<BookingPaymentRow> {
    const appointmentId = body.appointment_id!;
    const recorded = await db.transaction(async (tx) => {
      const scope = member.scope.within(tx);
      await lockAppointmentPayments(scope, appointmentId);
      const [occurrence] = await bookedOccurrences(scope, [appointmentId]);
      if (!occurrence) throw bookingNotFound();
      if (await split.isSplit(scope, appointmentId))
        throw conflict('appointment_id', SPLIT_PAYMENT_MESSAGES.splitBooking);
      const taken = await takenOf(scope, appointmentId);
      const owed = bookingOwedOf({ price: occurrence.bookedPrice, taken, markedPaid: occurrence.makeItPaid });
      if (owed <= 0) throw conflict('amount', BOOKING_PAYMENT_MESSAGES.nothingOwed);
      if (taken > 0) throw conflict('method', BOOKING_PAYMENT_MESSAGES.pointsPartlyPaid);
      const courtGroups = new Map(
        (await needs.findCourts(scope, [occurrence.courtId])).map((court) => [court.id, court.facilityGroupId]),
      );
      const booker = (await needs.bookings.bookerOf(scope, appointmentId)) ?? member.user.id;
      if (named.userId !== undefined && ![booker, await pointsPayerOf(scope, booker)].includes(named.userId))
        throw fieldError('user_id', BOOKING_PAYMENT_MESSAGES.pointsNotPayer);
      if (named.facilityGroupId !== undefined && courtGroups.get(occurrence.courtId) !== named.facilityGroupId)
        throw fieldError('facility_group_id', BOOKING_PAYMENT_MESSAGES.pointsOtherGroup);
      return recordPrepaid(scope, member, {
        pay: { method: 'points', amount: body.amount },
        memberUserId: booker,
        occurrences: [occurrence],
        courtGroups,
        description: body.description || describeBooking(occurrence.startsAt, member.business),
        at: now(),
        idempotencyKey: clientKey,
      });
    });
    if (!recorded) throw conflict('method', BOOKING_PAYMENT_MESSAGES.noPointsPrice);
    needs.scheduleChanged(member.business.id);
    return recorded;
  }

  return {
    /**
     * payment/charges/createforpoint with `appointment_id` (the points module's need): the booking paid with the
     * points of its booker (or their payer), recorded as createforappointment with method points records it.
     */
    async points(
      member: MemberContext,
      input: BookingPointsInput,
      key: string,
    ): Promise<BookingPaymentRow & { pointSpendId: number }> {
      const clientKey = `appointment-charge:${key}`;
      const row =
        (await findBookingPaymentByKey(member.scope, clientKey)) ??
        (await chargePoints(member, input, clientKey, {
          userId: input.user_id,
          ...(input.facility_group_id === undefined ? {} : { facilityGroupId: input.facility_group_id }),
        }));
      if (row.method !== 'points' || row.pointSpendId === null)
        throw conflict('Idempotency-Key', PAYMENT_MESSAGES.idempotencyKeyReused);
      return { ...row, pointSpendId: row.pointSpendId };
    },

    async charge(member: MemberContext, body: ChargeForAppointment, key: string | undefined): Promise<BookingPayment> {
      const clientKey = `appointment-charge:${requireIdempotencyKey(key)}`;
      const appointmentId = body.appointment_id!;
      const seen = await findBookingPaymentByKey(member.scope, clientKey);
      if (seen) return view(member, seen);
      if (body.method === 'points') return view(member, await chargePoints(member, body, clientKey));
      if (body.method === 'charge') {
        const connection = await payments.connection(member.scope);
        if (!connection.connected) throw new AppError(409, PAYMENT_MESSAGES.notConnected(connection.providerLabel));
      }
      // Court time's taxes on what is taken now, one line, by the domain's function the Payments tab quoted with:
      // a total other than the one shown is refused before anything is reserved or charged.
      const taxes = await courtTimeTaxes(member.scope);
      const taxed = taxedLines([body.amount], taxes);
      if (body.total !== undefined && body.total !== taxed.total)
        throw conflict(
          'total',
          BOOKING_PAYMENT_MESSAGES.totalChanged(formatCents(taxed.total, member.business.currencyCode)),
        );
      const reserved = await reserveOwed(db, now, needs, split, member, {
        appointmentId,
        amount: body.amount,
        method: body.method,
        clientKey,
      });
      // A concurrent twin with the same key made it first: answer as it does.
      if (!reserved) return view(member, (await findBookingPaymentByKey(member.scope, clientKey))!);
      const { row } = reserved;
      const description = body.description || describeBooking(reserved.startsAt, member.business);
      const settled = await takeReserved(
        payments.charging,
        member,
        { ...body, method: body.method },
        row,
        description,
        now(),
        taxes.map((tax) => tax.id),
      );
      needs.scheduleChanged(member.business.id);
      return view(member, settled);
    },

    /**
     * Refunds a paid booking payment through the payments module's refund (its remainder under the charge's lock,
     * the provider's idempotency key, the ledger); once nothing of the charge is left the payment is `refunded`.
     */
    async refund(member: MemberContext, body: RefundForAppointment, key: string | undefined): Promise<BookingPayment> {
      const refundKeyOf = refundKey(key, 'refundforappointment', body);
      const [row] = (await paymentsOfAppointment(member.scope, body.appointment_id)).filter(
        (payment) => payment.id === body.payment_id,
      );
      if (!row) throw new AppError(404, BOOKING_PAYMENT_MESSAGES.paymentNotFound);
      if (body.charge_id !== undefined && body.charge_id !== row.chargeId)
        throw fieldError('charge_id', BOOKING_PAYMENT_MESSAGES.chargeMismatch);
      // A retry of a refund that went through finds the payment refunded: it is answered, not refused.
      const retried = await payments.charging.refundWithKey(member.scope, refundKeyOf.value);
      if ((row.status !== 'paid' && !retried) || row.chargeId === null)
        throw fieldError('payment_id', BOOKING_PAYMENT_MESSAGES.notRefundable);
      const charge = await refundOrder(payments.charging, member.scope, {
        chargeId: row.chargeId,
        amount: body.amount ?? null,
        by: member,
        key: refundKeyOf,
      });
      const settled =
        charge.amount_refunded >= charge.total
          ? await moveBookingPayment(member.scope, row.id, 'paid', { status: 'refunded' }, now())
          : undefined;
      needs.scheduleChanged(member.business.id);
      return view(member, settled ?? row);
    },

    /**
     * Captures a booking's hold now (staff), through the payments module's capture (the provider's key per charge,
     * so this and the hold job's capture at its time never take twice; the ledger moves the hold to revenue). The
     * payment becomes `paid` once; a capture the card refuses leaves it held for the job's capture and retries.
     */
    async capture(member: MemberContext, body: CaptureForAppointment): Promise<BookingPayment> {
      const [row] = (await paymentsOfAppointment(member.scope, body.appointment_id)).filter(
        (payment) => payment.id === body.payment_id,
      );
      if (!row) throw new AppError(404, BOOKING_PAYMENT_MESSAGES.paymentNotFound);
      if (row.status !== 'authorized' || row.chargeId === null || row.cancelAction !== null)
        throw fieldError('payment_id', BOOKING_PAYMENT_MESSAGES.notCapturable);
      const captured = await payments.holds.capture(member.scope, row.chargeId);
      if (captured.status !== 'succeeded')
        throw new AppError(402, captured.failureMessage ?? PAYMENT_MESSAGES.cardDeclined);
      const settled = await moveBookingPayment(
        member.scope,
        row.id,
        'authorized',
        { status: 'paid', failureMessage: null },
        now(),
      );
      needs.scheduleChanged(member.business.id);
      return view(
        member,
        settled ?? (await paymentsOfAppointment(member.scope, body.appointment_id)).find((p) => p.id === row.id) ?? row,
      );
    },

    /** What an occurrence owes and its payments; members see only their own payments. */
    async ofAppointment(member: MemberContext, appointmentId: number): Promise<AppointmentPayments> {
      const [occurrence] = await bookedOccurrences(member.scope, [appointmentId]);
      if (!occurrence) throw bookingNotFound();
      const staff = can(member.membership.roles, 'payments', 'read');
      const rows = (await paymentsOfAppointment(member.scope, appointmentId)).filter(
        (row) => staff || row.memberUserId === member.user.id || row.createdBy === member.user.id,
      );
      const paid = await takenOf(member.scope, appointmentId, ['paid']);
      const taken = await takenOf(member.scope, appointmentId);
      const owed = bookingOwedOf({ price: occurrence.bookedPrice, taken, markedPaid: occurrence.makeItPaid });
      const owedTaxed = taxedLines(owed > 0 ? [owed] : [], await courtTimeTaxes(member.scope));
      return {
        appointment_id: appointmentId,
        price: occurrence.bookedPrice,
        paid,
        // As the member's balance and the sheet's dot read it (domain's rule): nothing once marked paid.
        owed,
        owed_tax: owedTaxed.tax,
        owed_total: owedTaxed.total,
        booker_id: (await needs.bookings.bookerOf(member.scope, appointmentId)) ?? null,
        points_price: occurrence.bookedPoints,
        book_pay_type:
          occurrence.bookedPayType === BOOK_PAY_TYPE.moneyOnly || occurrence.bookedPayType === BOOK_PAY_TYPE.pointsOnly
            ? occurrence.bookedPayType
            : -1,
        payments: await paymentViews(member.scope, needs, rows),
        shares: await split.ofAppointment(member, appointmentId),
      };
    },
  };
}

export type AppointmentChargesService = ReturnType<typeof createAppointmentChargesService>;
