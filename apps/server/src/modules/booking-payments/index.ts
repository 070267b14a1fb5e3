import type { AppDeps } from '../../deps.js';
import type { AppModule } from '../../module.js';
import { createAppointmentChargesService } from './appointment-charges.service.js';
import { createBookAndPayService } from './book-and-pay.service.js';
import { createSplitPayments } from './split-payments.service.js';
import { createTerminalBookings } from './terminal-bookings.js';
import { bookingPaymentsRoutes } from './booking-payments.routes.js';
import type { BookingPaymentsNeeds } from './ports.js';
import type { PaymentsNeeds } from '../payments/index.js';
import type { PointsNeeds } from '../points/index.js';
import { settleJob } from './settle-job.js';
import { holdJob } from './hold-jobs.js';
export { HOLD_JOB } from './hold-jobs.js';
export { SETTLE_JOB } from './settle-job.js';
export { expiringHoldsOwner } from './expiring-holds.js';
export { CANCEL_JOB, removedBookingsPort, type RemovedBookingsPort } from './cancellations.js';
import { cancelJob, type RemovedBookingsPort } from './cancellations.js';
import { createPlacePayments, type PlacePayments } from './lesson-place-payments.js';
import { balancePayments } from './balance-payments.js';

export type { BookingPaymentsNeeds } from './ports.js';
export type { PlacePayments, PlacePaymentInput } from './lesson-place-payments.js';
export { appointmentAuthorizedJson, appointmentPaidJson } from './booking-payments.repository.js';
export { bookingsOwedOf } from './bookings-owed.js';

/**
 * Booking payments (issue 13; tables booking_payments, booking_payment_items): court time booked and paid together
 * (appointment/book-and-pay), staff charging a saved booking (payment/charges/createforappointment) and what a
 * booking was paid with; split payment (tables booking_splits, booking_split_shares): each player's share of a
 * booking and paying it (appointment/shares). Books through appointments' paidBookings and takes money only through the payments
 * module's charging (its charges, ledger and idempotency keys); registers the settle job.
 */
export function bookingPaymentsModule(
  deps: AppDeps,
  needs: BookingPaymentsNeeds & { removedBookings: RemovedBookingsPort },
): AppModule & {
  placePayments: PlacePayments;
  bookingCash: NonNullable<PaymentsNeeds['bookingCash']>;
  bookingPoints: PointsNeeds['bookingPoints'];
  bookingTerminal: NonNullable<PaymentsNeeds['bookingTerminal']>;
  terminalSettled: NonNullable<PaymentsNeeds['terminalSettled']>;
  balancePayments: NonNullable<PaymentsNeeds['balancePayments']>;
} {
  needs.jobs.register(settleJob(needs));
  needs.jobs.register(cancelJob(needs.removedBookings));
  needs.jobs.register(holdJob(deps.db, needs));
  const split = createSplitPayments(deps.db, deps.now, needs);
  const bookAndPay = createBookAndPayService(deps.db, deps.now, needs, split);
  const appointmentCharges = createAppointmentChargesService(deps.db, deps.now, needs, split);
  const terminalBookings = createTerminalBookings(deps.db, deps.now, needs, split);
  return {
    name: 'booking-payments',
    routes: bookingPaymentsRoutes(bookAndPay, appointmentCharges, split),
    /** Cash for a saved booking sent to createforcashinput (the payments module's need): the same as staff's. */
    async bookingCash(member, body, key) {
      const payment = await appointmentCharges.charge(member, { ...body, method: 'cash', save_card: false }, key);
      if (!payment.charge) throw new Error(`cash payment ${payment.id} of a booking has no charge`);
      return payment.charge;
    },
    /** A saved booking paid on the terminal (createpaymentintents with appointment_id), and its settling. */
    bookingTerminal: terminalBookings.charge,
    terminalSettled: terminalBookings.settled,
    /** A card charge with the spec's `balance: true` paying the member's owed bookings (the payments module's need). */
    balancePayments: balancePayments(),
    /** Points for a saved booking sent to createforpoint (the points module's need): the same as staff's. */
    async bookingPoints(member, input, key) {
      return { spendId: (await appointmentCharges.points(member, input, key)).pointSpendId };
    },
    /** Lesson places paid by card or cash through book-and-pay's charge path (the lessons module's need). */
    placePayments: createPlacePayments(deps.db, deps.now, needs, bookAndPay, needs.removedBookings),
  };
}
