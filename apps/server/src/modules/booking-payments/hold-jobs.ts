import { BOOKING_PAYMENT_MESSAGES, PAYMENT_MESSAGES } from '@fairplay/contracts';
import { TenantScope, type Database, type Executor } from '@fairplay/db';
import { can, CAPTURE_LEAD_MS, captureTimeFor, formatClubDateTime, HOLD_RETRY_MS } from '@fairplay/domain';
import { AppError } from '../../errors.js';
import { bookedOccurrences } from '../appointments/index.js';
import { findBusiness, listStaffMemberships, rolesIn } from '../clubs/index.js';
import { enqueueJob, type JobType } from '../jobs/index.js';
import { addInAppNotes } from '../notifications/index.js';
import {
  findBookingPayment,
  itemsOf,
  moveBookingPayment,
  type BookingPaymentRow,
} from './booking-payments.repository.js';
import type { BookingPaymentsNeeds } from './ports.js';

export const HOLD_JOB = 'booking-payment.hold';

type Step = 'authorize' | 'capture';

/** In the caller's transaction: the step's job (its key names the attempt, so each retry is its own job). */
export async function enqueueHoldStep(
  tx: Executor,
  businessId: number,
  paymentId: number,
  step: Step,
  runAt: Date,
  attempt = 0,
): Promise<void> {
  await enqueueJob(tx, {
    type: HOLD_JOB,
    businessId,
    key: `booking-payment-hold:${businessId}:${paymentId}:${step}:${attempt}`,
    payload: { paymentId, step },
    runAt,
    maxAttempts: 3,
  });
}

/** The idempotency key of a booking payment's authorization: the first one, and one per retry after it. */
export const holdKeyOf = (paymentId: number, attempt = 0) =>
  attempt === 0 ? `booking-payment-${paymentId}` : `booking-payment-${paymentId}-retry-${attempt}`;

/**
 * Authorize now, capture later, on the job queue (issue 13). One job type with two steps: `authorize` (a scheduled
 * payment's saved method is held once the window opens) and `capture` (24 hours before the event, or earlier when
 * the hold would lapse first). A job counts the attempt and plans the next retry in its transaction, then asks the
 * provider after the commit (never inside our transaction; the provider's keys come from the payment and the
 * attempt, so a repeated call never holds or takes twice). A failure is recorded on the payment, told to the member
 * and to the club's payments staff in the bell, and retried (HOLD_RETRY_MS); a hold that lapsed or a capture the
 * card refused is authorized again from the saved method. After the last retry the payment is `failed`: the
 * booking stays and owes its price (staff charge it from the booking's Payments tab).
 */
export function holdJob(
  db: Database,
  needs: Pick<BookingPaymentsNeeds, 'payments' | 'scheduleChanged' | 'lessonPlaces'>,
): JobType {
  const { holds } = needs.payments;

  async function startOf(scope: TenantScope, payment: BookingPaymentRow): Promise<Date | null> {
    const items = await itemsOf(scope, [payment.id]);
    const occurrences = await bookedOccurrences(
      scope,
      items.map((item) => item.appointmentId),
    );
    const starts = occurrences.map((occurrence) => occurrence.startsAt.getTime());
    return starts.length === 0 ? null : new Date(Math.min(...starts));
  }

  async function tell(scope: TenantScope, payment: BookingPaymentRow, title: string, message: string) {
    const staff: number[] = [];
    for (const person of await listStaffMemberships(scope)) {
      const roles = await rolesIn(scope.db, person.userId, scope.businessId);
      if (roles && can(roles, 'payments', 'update')) staff.push(person.userId);
    }
    const amount = `${(payment.amount / 100).toFixed(2)} ${payment.currency.toUpperCase()}`;
    const notes = staff.map((userId) => ({
      userId,
      kind: 'staff_message' as const,
      title,
      body: `A booking payment of ${amount}: ${message}`.slice(0, 2000),
      link: payment.memberUserId === null ? null : `/private/member/edit/${payment.memberUserId}`,
    }));
    if (payment.memberUserId !== null && !staff.includes(payment.memberUserId))
      notes.push({ userId: payment.memberUserId, kind: 'staff_message', title, body: message, link: '/private/home' });
    await addInAppNotes(scope, notes);
  }

  /** Records a failed attempt (retried while retries are left, else `failed`) and tells staff and the member. */
  async function failed(scope: TenantScope, payment: BookingPaymentRow, step: Step, reason: string, now: Date) {
    const last = payment.attempts > HOLD_RETRY_MS.length;
    const message =
      step === 'authorize'
        ? BOOKING_PAYMENT_MESSAGES.authorizationFailed(reason)
        : BOOKING_PAYMENT_MESSAGES.captureFailed(reason);
    await db.transaction(async (tx) => {
      const inner = scope.within(tx);
      // Places promoted from a waitlist whose card cannot be authorized go to the next in line at once (lessons
      // cancels them, tells the holder and writes the promotion job, in this transaction): not retried.
      const places =
        step === 'authorize'
          ? (await itemsOf(inner, [payment.id])).flatMap((item) =>
              item.lessonBookingId === null ? [] : [item.lessonBookingId],
            )
          : [];
      const passedOn = places.length > 0 && (await needs.lessonPlaces.passOn(inner, places, now));
      const moved = await moveBookingPayment(
        inner,
        payment.id,
        payment.status,
        { failureMessage: message.slice(0, 500), ...(last || passedOn ? { status: 'failed' } : {}) },
        now,
      );
      if (moved)
        await tell(
          inner,
          moved,
          last || passedOn ? 'A booking payment failed' : 'A booking payment will be retried',
          passedOn ? `${message} ${BOOKING_PAYMENT_MESSAGES.waitlistPassedOn}` : message,
        );
    });
  }

  /** The provider's part of a step, after the job's commit. */
  async function advance(businessId: number, paymentId: number, step: Step, now: Date): Promise<void> {
    const scope = new TenantScope(db, businessId);
    const payment = await findBookingPayment(scope, paymentId);
    if (!payment || (payment.status !== 'authorized' && payment.status !== 'scheduled')) return;
    if (payment.cancelAction !== null) return;
    // A booking cancelled outside the window keeps its payment: its start is then known from the capture time.
    const startsAt =
      (await startOf(scope, payment)) ??
      (payment.captureAt ? new Date(payment.captureAt.getTime() + CAPTURE_LEAD_MS) : null);
    if (!startsAt) return;
    let chargeId = payment.chargeId;
    const charge = chargeId === null ? null : await needs.payments.charging.detail(scope, chargeId);
    // No hold to rely on (scheduled, lapsed or refused at capture): hold the saved method again.
    if (!charge || charge.status !== 'authorized') {
      if (charge?.status === 'succeeded') {
        await moveBookingPayment(scope, payment.id, payment.status, { status: 'paid', failureMessage: null }, now);
        needs.scheduleChanged(businessId);
        return;
      }
      // Only the method the member agreed to keep for this booking is held again, never another card on file.
      if (payment.paymentMethodId === null)
        return failed(scope, payment, step, charge?.failure_message ?? PAYMENT_MESSAGES.noPaymentMethod, now);
      const club = await findBusiness(db, businessId);
      if (!club) return;
      const held = await holds
        .authorize(scope, {
          memberUserId: payment.memberUserId!,
          description: `Booking hold ${formatClubDateTime(startsAt, club.timezone, club.amPm)}`,
          amount: payment.amount,
          currency: payment.currency,
          idempotencyKey: holdKeyOf(payment.id, payment.attempts),
          createdBy: payment.createdBy,
          paymentMethodId: payment.paymentMethodId,
          taxIds: payment.taxIds,
          maxTotal: payment.shownTotal,
        })
        .catch((error: unknown) => ({
          status: 'failed' as const,
          failureMessage: error instanceof AppError ? error.message : PAYMENT_MESSAGES.cardDeclined,
          chargeId: null,
          expiresAt: null,
        }));
      if (held.status === 'failed') return failed(scope, payment, 'authorize', held.failureMessage!, now);
      chargeId = held.chargeId;
      const captureAt = captureTimeFor(startsAt, held.expiresAt!);
      // The capture time is still ahead (a scheduled hold): wait for it; otherwise capture at once.
      if (captureAt > now) {
        await db.transaction(async (tx) => {
          const moved = await moveBookingPayment(
            scope.within(tx),
            payment.id,
            payment.status,
            { status: 'authorized', chargeId, captureAt, failureMessage: null },
            now,
          );
          if (moved) await enqueueHoldStep(tx, businessId, payment.id, 'capture', captureAt, moved.attempts);
        });
        needs.scheduleChanged(businessId);
        return;
      }
      const moved = await moveBookingPayment(
        scope,
        payment.id,
        payment.status,
        { status: 'authorized', chargeId, captureAt: now },
        now,
      );
      if (!moved) return;
      return captureHold(scope, moved, now);
    }
    if (step === 'capture') return captureHold(scope, payment, now);
  }

  async function captureHold(scope: TenantScope, payment: BookingPaymentRow, now: Date): Promise<void> {
    const captured = await holds.capture(scope, payment.chargeId!);
    if (captured.status !== 'succeeded')
      return failed(scope, payment, 'capture', captured.failureMessage ?? PAYMENT_MESSAGES.cardDeclined, now);
    await moveBookingPayment(scope, payment.id, 'authorized', { status: 'paid', failureMessage: null }, now);
    needs.scheduleChanged(scope.businessId);
  }

  return {
    type: HOLD_JOB,
    async run({ db: tx, job, now, afterCommit }) {
      if (job.businessId === null) return;
      const businessId = job.businessId;
      const scope = new TenantScope(tx, businessId);
      const { paymentId, step } = job.payload as { paymentId: number; step: Step };
      const payment = await findBookingPayment(scope, Number(paymentId), true);
      if (!payment || (payment.status !== 'authorized' && payment.status !== 'scheduled')) return;
      // A hold released by a cancellation is never captured.
      if (payment.cancelAction !== null) return;
      // A retry planned before an earlier attempt succeeded finds nothing left to do (the status above).
      const attempt = payment.attempts + 1;
      await moveBookingPayment(scope, payment.id, payment.status, { attempts: attempt }, now);
      // The next try, planned with this one: should this call fail, or the process stop before it, it runs then.
      const retryIn = HOLD_RETRY_MS[attempt - 1];
      if (retryIn !== undefined)
        await enqueueHoldStep(tx, businessId, payment.id, step, new Date(now.getTime() + retryIn), attempt);
      afterCommit(() => advance(businessId, payment.id, step, now));
    },
  };
}
