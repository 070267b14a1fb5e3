import type { FastifyPluginAsync } from 'fastify';
import { BOOKING_PAYMENT_MESSAGES, SPLIT_PAYMENT_MESSAGES, endpoints } from '@fairplay/contracts';
import { can } from '@fairplay/domain';
import { ok } from '../../plugins/envelope.js';
import { implement } from '../../plugins/endpoint-routes.js';
import { requireMember } from '../identity/index.js';
import type { AppointmentChargesService } from './appointment-charges.service.js';
import type { BookAndPayService } from './book-and-pay.service.js';
import type { SplitPayments } from './split-payments.service.js';

const headerOf = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export function bookingPaymentsRoutes(
  bookAndPay: BookAndPayService,
  charges: AppointmentChargesService,
  split: SplitPayments,
): FastifyPluginAsync {
  return async (app) => {
    implement(app, endpoints.splitPayments, {
      myShares: async (request) => ok(await split.mine(requireMember(request))),
      payShare: async (request) => {
        const member = requireMember(request);
        const share = await split.pay(
          member,
          request.params.id,
          request.body,
          headerOf(request.headers['idempotency-key']),
        );
        const own = share.user_id === member.user.id && !can(member.membership.roles, 'payments', 'update');
        return ok(share, own ? SPLIT_PAYMENT_MESSAGES.paid : SPLIT_PAYMENT_MESSAGES.collected);
      },
    });
    implement(app, endpoints.bookingPayments, {
      bookAndPay: async (request) => {
        const { answer, message } = await bookAndPay.bookAndPay(requireMember(request), request.body);
        return ok(answer, message);
      },
      checkoutOptions: async (request) => ok(await bookAndPay.options(requireMember(request))),
      chargeForAppointment: async (request) =>
        ok(
          await charges.charge(requireMember(request), request.body, headerOf(request.headers['idempotency-key'])),
          BOOKING_PAYMENT_MESSAGES.charged,
        ),
      refundForAppointment: async (request) =>
        ok(
          await charges.refund(requireMember(request), request.body, headerOf(request.headers['idempotency-key'])),
          BOOKING_PAYMENT_MESSAGES.refunded,
        ),
      captureForAppointment: async (request) =>
        ok(await charges.capture(requireMember(request), request.body), BOOKING_PAYMENT_MESSAGES.captured),
      appointmentPayments: async (request) =>
        ok(await charges.ofAppointment(requireMember(request), request.params.id)),
    });
  };
}
