import { PAYMENT_MESSAGES } from '@fairplay/contracts';
import { bookingOwedOf, formatCents } from '@fairplay/domain';
import { conflict, fieldError } from '../../errors.js';
import { bookedOccurrences, pricedBookingsOf } from '../appointments/index.js';
import type { BalancePayments } from '../payments/index.js';
import {
  deleteBookingPayment,
  findBookingPaymentByKey,
  insertBookingPayment,
  lockAppointmentPayments,
  moveBookingPayment,
  takenOfMany,
} from './booking-payments.repository.js';
import { sharesOfAppointment } from './split-shares.repository.js';

/** The booking payment a balance charge made: one per charge, found by this key. */
const balanceKeyOf = (chargeId: number) => `balance-charge:${chargeId}`;

/**
 * A card or ACH charge paying what a member owes on their bookings (`payment/charges/create` with `balance: true`,
 * issue 26; the payments module's need). What is owed is the member balance's `bookings_owed` (each priced booking
 * the member made, less what paid, pending and held payments took of it); the amount goes to the oldest booking
 * first, as one booking payment (method charge) of the charge with an item per booking's share. It is reserved
 * (pending) in the charge's insert under the bookings' payment locks, so two payments cannot both take what one
 * booking owes, and becomes paid in the transaction that records the charge paid and its ledger movement; a charge
 * that fails or is forgotten gives it back. A split booking is paid share by share by its players, so it is left
 * out here.
 */
export function balancePayments(): BalancePayments {
  return {
    async reserve(scope, input) {
      const ids = (await pricedBookingsOf(scope, input.memberUserId)).map((booking) => booking.id);
      ids.sort((a, b) => a - b);
      // Ascending ids: two balance payments of one member lock in the same order; a single booking's charge one.
      for (const id of ids) await lockAppointmentPayments(scope, id);
      const taken = await takenOfMany(scope, ids);
      const owing: { appointmentId: number; owed: number; startsAt: Date }[] = [];
      for (const occurrence of await bookedOccurrences(scope, ids)) {
        if ((await sharesOfAppointment(scope, occurrence.id)).length > 0) continue;
        const owed = bookingOwedOf({
          price: occurrence.bookedPrice,
          taken: taken.get(occurrence.id) ?? 0,
          markedPaid: occurrence.makeItPaid,
        });
        if (owed > 0) owing.push({ appointmentId: occurrence.id, owed, startsAt: occurrence.startsAt });
      }
      const total = owing.reduce((sum, booking) => sum + booking.owed, 0);
      if (total <= 0) throw conflict('balance', PAYMENT_MESSAGES.nothingOwedOnBookings);
      if (input.amount > total)
        throw fieldError('amount', PAYMENT_MESSAGES.balanceAboveOwed(formatCents(total, input.currency)));
      owing.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime() || a.appointmentId - b.appointmentId);
      const items: { appointmentId: number; amount: number }[] = [];
      let left = input.amount;
      for (const booking of owing) {
        if (left === 0) break;
        const share = Math.min(left, booking.owed);
        items.push({ appointmentId: booking.appointmentId, amount: share });
        left -= share;
      }
      await insertBookingPayment(
        scope,
        {
          status: 'pending',
          method: 'charge',
          amount: input.amount,
          currency: input.currency,
          chargeId: input.chargeId,
          memberUserId: input.memberUserId,
          createdBy: input.createdBy,
          idempotencyKey: balanceKeyOf(input.chargeId),
          createdAt: input.at,
          updatedAt: input.at,
        },
        items,
      );
    },

    async settle(scope, charge, at) {
      const row = await findBookingPaymentByKey(scope, balanceKeyOf(charge.id));
      if (!row || row.status !== 'pending') return;
      if (charge.status === 'succeeded') await moveBookingPayment(scope, row.id, 'pending', { status: 'paid' }, at);
      else await deleteBookingPayment(scope, row.id);
    },
  };
}
