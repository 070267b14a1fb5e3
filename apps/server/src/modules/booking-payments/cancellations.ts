import { TenantScope, type Database, type Executor } from '@fairplay/db';
import { BOOKING_PAYMENT_MESSAGES } from '@fairplay/contracts';
import { formatCents, refundsOnCancel, type CancellationSettings } from '@fairplay/domain';
import { addInAppNotes } from '../notifications/index.js';
import { enqueueJob, type JobType } from '../jobs/index.js';
import type { PaymentsModule } from '../payments/index.js';
import { refundOrder } from '../checkout/index.js';
import {
  claimCancelSettlement,
  findBookingPayment,
  setCancelAction,
  unclaimCancelSettlement,
  itemsOf,
  moveBookingPayment,
  paymentsOfAppointments,
  paymentsOfPlaces,
  type BookingPaymentItemRow,
  type BookingPaymentRow,
} from './booking-payments.repository.js';
import { givePrepaidBack, type RemovalReason } from './prepaid-bookings.js';

export const CANCEL_JOB = 'booking-payment.cancel';
/** The safety net's delay: the refund or release is asked for right after the commit; the job finishes one that stopped. */
const SAFETY_NET_MS = 5 * 60_000;

/** An occurrence being removed (cancelled, deleted, frozen), as the removal sees it. */
export interface RemovedOccurrence {
  id: number;
  startsAt: Date;
}

/** A lesson place being cancelled, with its occurrence's start. */
export interface RemovedPlace {
  id: number;
  startsAt: Date;
}

export interface RemovalOptions {
  /** The removal's refund choice: automatically_refund_payment, or the club's setting (false for a freeze). */
  refund: boolean;
  /** The club's cancellation window (cancel_allowed, cancel_allowed_hour). */
  window: CancellationSettings;
  /** A cancellation, or staff deleting the booking (a class pack's use always comes back then); 'cancel' if absent. */
  reason?: RemovalReason;
  /** Who removes (recorded with a class pack use given back). */
  actorId?: number;
}

/**
 * What a cancellation does to the payments of the occurrences it removes (issue 13), in the removal's transaction,
 * before the occurrences go: inside the club's cancellation window and with the refund asked for, a paid booking
 * is refunded (its share of the payment) and a hold released; a card not yet authorized is simply not held.
 * Outside the window, or without the refund, nothing is given back: a hold is still captured at its time. The
 * provider is asked after the commit (the answer's work) and by a safety-net job should that call not finish.
 */
export function removedBookingsPort(
  db: Database,
  now: () => Date,
  payments: Pick<PaymentsModule, 'holds' | 'charging'>,
) {
  /** Refunds or releases a cancelled booking's payment once (claimed first); a failure is kept for the retry. */
  async function settle(businessId: number, paymentId: number): Promise<void> {
    const scope = new TenantScope(db, businessId);
    // A payment whose charge has not answered yet is settled once it has (the cancel job tries again until then).
    if ((await findBookingPayment(scope, paymentId))?.status === 'pending') return;
    const row = await claimCancelSettlement(scope, paymentId, now());
    if (!row || row.cancelAction === null) return;
    // Cancelled while its charge was out: the charge failed (nothing taken), or a hold of part of it (kept as any
    // hold of part of a booking is).
    if (row.chargeId === null || (row.status === 'authorized' && row.refundAmount !== null)) return;
    try {
      const amount = formatCents(row.refundAmount ?? row.amount, row.currency);
      if (row.cancelAction === 'release' || row.status === 'authorized') {
        await payments.holds.release(scope, row.chargeId);
        await moveBookingPayment(scope, row.id, 'authorized', { status: 'released', failureMessage: null }, now());
        await tellMember(
          scope,
          row,
          BOOKING_PAYMENT_MESSAGES.holdReleasedTitle,
          BOOKING_PAYMENT_MESSAGES.holdReleased(amount),
        );
        return;
      }
      const charge = await refundOrder(payments.charging, scope, {
        chargeId: row.chargeId,
        amount: row.refundAmount,
        by: 'rule',
      });
      if (charge.amount_refunded >= charge.total)
        await moveBookingPayment(scope, row.id, 'paid', { status: 'refunded', failureMessage: null }, now());
      await tellMember(
        scope,
        row,
        BOOKING_PAYMENT_MESSAGES.refundedTitle,
        BOOKING_PAYMENT_MESSAGES.refundedOnCancel(amount),
      );
    } catch (error) {
      await unclaimCancelSettlement(scope, paymentId, (error as Error).message);
      throw error;
    }
  }

  /** The member is told in the bell what their cancellation gave back (issue 13: never silently). */
  async function tellMember(scope: TenantScope, row: BookingPaymentRow, title: string, body: string) {
    if (row.memberUserId === null) return;
    await addInAppNotes(scope, [
      { userId: row.memberUserId, kind: 'booking_cancelled', title, body, link: '/private/home' },
    ]);
  }

  return {
    settle,
    /** In the removal's transaction: answers the work to run once it committed (null: nothing to give back). */
    async removed(
      tx: Executor,
      scope: TenantScope,
      removed: RemovedOccurrence[],
      options: RemovalOptions,
    ): Promise<(() => Promise<void>) | null> {
      if (removed.length === 0) return null;
      const at = now();
      // Points and class packs are given back here, in the removal's own transaction (no provider to ask).
      await givePrepaidBack(
        scope,
        await paymentsOfAppointments(
          scope,
          removed.map((o) => o.id),
        ),
        removed,
        {
          refund: options.refund,
          window: options.window,
          reason: options.reason ?? 'cancel',
          actorId: options.actorId ?? null,
          at,
        },
      );
      if (!options.refund) return null;
      const inside = new Set(
        removed
          .filter((occurrence) => refundsOnCancel(options.window, occurrence.startsAt, at, options.refund))
          .map((occurrence) => occurrence.id),
      );
      if (inside.size === 0) return null;
      const rows = await paymentsOfAppointments(scope, [...inside]);
      return giveBack(tx, scope, rows, (item) => inside.has(item.appointmentId), at);
    },

    /**
     * In the transaction that cancels lesson places (lesson/cancel, a private session's cancel): the places'
     * payments by the lesson's own cancellation window, as `removed` does for court time. Only the places named
     * are given back, never another member's place on the same occurrence.
     */
    async placesRemoved(
      tx: Executor,
      scope: TenantScope,
      places: RemovedPlace[],
      options: RemovalOptions,
    ): Promise<(() => Promise<void>) | null> {
      if (!options.refund || places.length === 0) return null;
      const at = now();
      const inside = new Set(
        places
          .filter((place) => refundsOnCancel(options.window, place.startsAt, at, options.refund))
          .map((place) => place.id),
      );
      if (inside.size === 0) return null;
      const rows = await paymentsOfPlaces(scope, [...inside]);
      return giveBack(tx, scope, rows, (item) => item.lessonBookingId !== null && inside.has(item.lessonBookingId), at);
    },
  };

  /**
   * Marks what the removal gives back of each payment (its items inside the window): a planned authorization is
   * not made, a hold of the whole payment released, a paid share refunded; a safety-net job per payment. Answers
   * the provider's calls to run after the commit.
   */
  async function giveBack(
    tx: Executor,
    scope: TenantScope,
    rows: BookingPaymentRow[],
    isInside: (item: BookingPaymentItemRow) => boolean,
    at: Date,
  ): Promise<(() => Promise<void>) | null> {
    const items = await itemsOf(
      scope,
      rows.map((row) => row.id),
    );
    const toSettle: number[] = [];
    for (const row of rows) {
      // Points and class packs were given back in the removal's transaction (prepaid-bookings.ts).
      if (row.cancelAction !== null || row.method === 'points' || row.method === 'pack') continue;
      const mine = items.filter((item) => item.bookingPaymentId === row.id);
      const share = mine.filter(isInside).reduce((sum, item) => sum + item.amount, 0);
      const whole = mine.length > 0 && mine.every(isInside);
      if (row.status === 'scheduled') {
        // Nothing is held yet: the authorization planned for later is not made.
        await moveBookingPayment(
          scope,
          row.id,
          'scheduled',
          {
            status: 'released',
            cancelAction: 'release',
            settledAt: at,
          },
          at,
        );
      } else if (row.status === 'authorized' && whole) {
        await setCancelAction(scope, row.id, 'release', null, at);
        toSettle.push(row.id);
      } else if ((row.status === 'paid' || row.status === 'pending') && share > 0) {
        // A pending payment (its charge still out: a card holder authenticating, an answer not back yet) is
        // refunded once its charge succeeds; before issue 25 it was skipped and its money kept.
        await setCancelAction(scope, row.id, 'refund', whole ? null : share, at);
        toSettle.push(row.id);
      }
    }
    for (const id of toSettle)
      await enqueueJob(tx, {
        type: CANCEL_JOB,
        businessId: scope.businessId,
        key: `booking-payment-cancel:${scope.businessId}:${id}`,
        payload: { paymentId: id },
        runAt: new Date(at.getTime() + SAFETY_NET_MS),
        // A pending payment's charge may take the settle job's half hour to answer: the retries outlast it.
        maxAttempts: 8,
      });
    if (toSettle.length === 0) return null;
    return async () => {
      for (const id of toSettle) await settle(scope.businessId, id).catch(() => undefined);
    };
  }
}

export type RemovedBookingsPort = ReturnType<typeof removedBookingsPort>;

/** The safety net: a refund or release whose call after the cancellation did not finish (retried on failure). */
export function cancelJob(port: RemovedBookingsPort): JobType {
  return {
    type: CANCEL_JOB,
    async run({ db: tx, job, afterCommit }) {
      if (job.businessId === null) return;
      const businessId = job.businessId;
      const paymentId = Number((job.payload as { paymentId?: unknown }).paymentId);
      const row = await findBookingPayment(new TenantScope(tx, businessId), paymentId);
      if (!row || row.settledAt !== null) return;
      // Its charge has not answered: tried again later (the settle job makes it paid, or removes it if it failed).
      if (row.status === 'pending') throw new Error(`booking payment ${paymentId} is still pending`);
      afterCommit(() => port.settle(businessId, paymentId));
    },
  };
}
