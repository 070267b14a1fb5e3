import { BOOKING_PAYMENT_MESSAGES, SPLIT_PAYMENT_MESSAGES } from '@fairplay/contracts';
import type { Database } from '@fairplay/db';
import { bookingOwedOf, formatCents } from '@fairplay/domain';
import { AppError, conflict } from '../../errors.js';
import { bookedOccurrences } from '../appointments/index.js';
import type { MemberContext } from '../identity/index.js';
import {
  insertKeyedBookingPayment,
  lockAppointmentPayments,
  takenOf,
  type BookingPaymentRow,
} from './booking-payments.repository.js';
import type { BookingPaymentsNeeds } from './ports.js';
import { enqueueSettle } from './settle-job.js';
import type { SplitPayments } from './split-payments.service.js';

/**
 * Reserves `amount` of what a saved booking owes as a pending payment under the request's key (card, cash or the
 * terminal), under a lock of the occurrence's payments so two staff taking it at once cannot both take it; the
 * settle job is enqueued with it, should the money's answer never come. Answers undefined when a concurrent twin
 * with the same key reserved first.
 */
export async function reserveOwed(
  db: Database,
  now: () => Date,
  needs: BookingPaymentsNeeds,
  split: SplitPayments,
  member: MemberContext,
  input: {
    appointmentId: number;
    amount: number;
    method: 'charge' | 'cash';
    clientKey: string;
    /** The taxes its charge adds (the terminal's, issue 24 point 4), kept so a retry sends the same charge. */
    taxIds?: readonly number[];
  },
): Promise<{ row: BookingPaymentRow; startsAt: Date; bookerId: number | null } | undefined> {
  const { appointmentId } = input;
  return db.transaction(async (tx) => {
    const scope = member.scope.within(tx);
    await lockAppointmentPayments(scope, appointmentId);
    const [occurrence] = await bookedOccurrences(scope, [appointmentId]);
    if (!occurrence) throw new AppError(404, BOOKING_PAYMENT_MESSAGES.bookingNotFound);
    // A split booking is paid share by share (appointment/shares/{id}/pay), never as a whole.
    if (await split.isSplit(scope, appointmentId))
      throw conflict('appointment_id', SPLIT_PAYMENT_MESSAGES.splitBooking);
    const taken = await takenOf(scope, appointmentId);
    const owed = bookingOwedOf({ price: occurrence.bookedPrice, taken, markedPaid: occurrence.makeItPaid });
    if (owed <= 0) throw conflict('amount', BOOKING_PAYMENT_MESSAGES.nothingOwed);
    if (input.amount > owed)
      throw conflict('amount', BOOKING_PAYMENT_MESSAGES.priceChanged(formatCents(owed, member.business.currencyCode)));
    const booker = (await needs.bookings.bookerOf(scope, appointmentId)) ?? null;
    const row = await insertKeyedBookingPayment(
      scope,
      {
        status: 'pending',
        method: input.method,
        amount: input.amount,
        currency: member.business.currencyCode,
        memberUserId: booker,
        createdBy: member.user.id,
        idempotencyKey: input.clientKey,
        taxIds: [...(input.taxIds ?? [])],
        createdAt: now(),
        updatedAt: now(),
      },
      { appointmentId, amount: input.amount },
    );
    if (row) await enqueueSettle(tx, member.business.id, row.id, now());
    return row ? { row, startsAt: occurrence.startsAt, bookerId: booker } : undefined;
  });
}
