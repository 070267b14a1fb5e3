import { z } from 'zod';
import { endpoint } from '../endpoint.js';
import { idParam } from '../fields.js';
import {
  appointmentPaymentsSchema,
  bookAndPayBody,
  bookAndPayResponse,
  bookingPaymentSchema,
  captureForAppointmentBody,
  chargeForAppointmentBody,
  checkoutOptionsSchema,
  refundForAppointmentBody,
} from '../booking-payments.js';

const tag = 'booking-payments';
/** A booking call as add_book (spec 2 section 6: court update books). */
const book = { resource: 'court', action: 'update' } as const;
const courtRead = { resource: 'court', action: 'read' } as const;
const payments = { resource: 'payments', action: 'update' } as const;
const idempotent = ['idempotency-key'] as const;

/**
 * Paying for court time (issue 13): book and pay in one step, staff charging a saved booking, and what a booking
 * was paid with. docs/decisions.md "Booking payments (issue 13)".
 */
export const bookingPaymentEndpoints = {
  bookAndPay: endpoint({
    method: 'POST',
    path: '/appointment/book-and-pay',
    tag,
    summary:
      'Books court time and pays for it together: priced by the club rules (a different amount is refused), a declined card leaves no booking.',
    access: book,
    body: bookAndPayBody,
    response: bookAndPayResponse,
  }),
  checkoutOptions: endpoint({
    method: 'GET',
    path: '/appointment/book-and-pay/options',
    tag,
    summary: 'How the club takes payment for court time: cards, in person, and whether the caller takes cash.',
    access: book,
    response: checkoutOptionsSchema,
  }),
  chargeForAppointment: endpoint({
    method: 'POST',
    path: '/payment/charges/createforappointment',
    tag,
    summary: 'Staff take what a saved booking still owes, by card or cash.',
    access: payments,
    body: chargeForAppointmentBody,
    response: bookingPaymentSchema,
    headers: idempotent,
  }),
  refundForAppointment: endpoint({
    method: 'POST',
    path: '/payment/charges/refundforappointment',
    tag,
    summary: "Refund a booking's payment (all that is left, or an amount); the ledger records it.",
    access: payments,
    body: refundForAppointmentBody,
    response: bookingPaymentSchema,
    headers: idempotent,
  }),
  captureForAppointment: endpoint({
    method: 'POST',
    path: '/payment/charges/captureforappointment',
    tag,
    summary: "Capture a booking's held payment now instead of 24 hours before the event; the ledger records it.",
    access: payments,
    body: captureForAppointmentBody,
    response: bookingPaymentSchema,
  }),
  appointmentPayments: endpoint({
    method: 'GET',
    path: '/appointment/payments/:id',
    tag,
    summary: 'What a booking owes and what was paid for it, by whom.',
    access: courtRead,
    params: z.object({ id: idParam }).strict(),
    response: appointmentPaymentsSchema,
  }),
};
