import { TenantScope, type Executor } from '@fairplay/db';
import { enqueueJob, type JobType } from '../jobs/index.js';
import {
  deleteBookingPayment,
  findBookingPayment,
  itemsOf,
  moveBookingPayment,
} from './booking-payments.repository.js';
import type { BookingPaymentsNeeds } from './ports.js';
import { captureTimeFor, holdEndsAt } from '@fairplay/domain';
import { bookedOccurrences } from '../appointments/index.js';
import { enqueueHoldStep } from './hold-jobs.js';

export const SETTLE_JOB = 'booking-payment.settle';
/** How long a booking waits for its payment's answer (a card holder authenticating) before it is given up. */
export const SETTLE_AFTER_MS = 30 * 60_000;

/** The idempotency key of a booking payment's charge: from our own record, so a retry reaches the provider once. */
export const chargeKeyOf = (paymentId: number) => `booking-payment-${paymentId}`;

/** The booking payment whose charge was made with this key (chargeKeyOf's inverse), else null. */
export function paymentIdOfChargeKey(key: string | null): number | null {
  const match = key === null ? null : /^booking-payment-(\d+)$/.exec(key);
  return match ? Number(match[1]) : null;
}

/** In the transaction that reserved the payment: its settling, should its answer never come. */
export async function enqueueSettle(tx: Executor, businessId: number, paymentId: number, now: Date): Promise<void> {
  await enqueueJob(tx, {
    type: SETTLE_JOB,
    businessId,
    key: `booking-payment-settle:${businessId}:${paymentId}`,
    payload: { paymentId },
    runAt: new Date(now.getTime() + SETTLE_AFTER_MS),
  });
}

/**
 * Finishes a book-and-pay whose answer never reached the booking: the charge went through (paid), is still being
 * processed (tried again later), or did not (the held court time is given back; of a saved booking that staff were
 * charging, only the payment's reservation). Safe to run again: a payment
 * already settled is left alone.
 */
export function settleJob(
  needs: Pick<BookingPaymentsNeeds, 'payments' | 'bookings' | 'scheduleChanged' | 'lessonPlaces'>,
): JobType {
  return {
    type: SETTLE_JOB,
    async run({ db, job, now }) {
      if (job.businessId === null) return;
      const scope = new TenantScope(db, job.businessId);
      const paymentId = Number((job.payload as { paymentId?: unknown }).paymentId);
      const payment = await findBookingPayment(scope, paymentId, true);
      if (!payment || payment.status !== 'pending') return;
      const charge = await needs.payments.charging.byKey(scope, chargeKeyOf(payment.id));
      if (charge?.status === 'succeeded') {
        await moveBookingPayment(scope, payment.id, 'pending', { status: 'paid', chargeId: charge.id }, now);
        return;
      }
      if (charge?.status === 'processing') throw new Error(`charge ${charge.id} is still processing`);
      // A hold made before the answer was lost: kept, and captured in time (its brand's window from when it was made).
      if (charge?.status === 'authorized') {
        const detail = await needs.payments.charging.detail(scope, charge.id);
        const items = await itemsOf(scope, [payment.id]);
        const [first] = await bookedOccurrences(
          scope,
          items.map((item) => item.appointmentId),
        );
        if (first) {
          const captureAt = captureTimeFor(first.startsAt, holdEndsAt(detail.source?.brand ?? '', payment.createdAt));
          const held = await moveBookingPayment(
            scope,
            payment.id,
            'pending',
            { status: 'authorized', chargeId: charge.id, captureAt },
            now,
          );
          if (held) await enqueueHoldStep(db, job.businessId, payment.id, 'capture', captureAt);
          return;
        }
      }
      const items = await itemsOf(scope, [payment.id]);
      await deleteBookingPayment(scope, payment.id);
      // Staff charging a saved booking (a keyed payment) give back only their reservation; the booking stays.
      if (payment.idempotencyKey !== null) return;
      // Lesson places paid by card: the places go, the lesson's court time stays.
      const places = items.flatMap((item) => (item.lessonBookingId === null ? [] : [item.lessonBookingId]));
      if (places.length > 0) {
        await needs.lessonPlaces.withdraw(scope, places, now);
        needs.scheduleChanged(job.businessId);
        return;
      }
      await needs.bookings.withdraw(
        scope,
        items.map((item) => item.appointmentId),
      );
      needs.scheduleChanged(job.businessId);
    },
  };
}
