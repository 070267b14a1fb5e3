import type { BookingPayment } from '@fairplay/contracts';
import type { Database, TenantScope } from '@fairplay/db';
import { AppError } from '../../errors.js';
import { BOOKING_PAYMENT_MESSAGES } from '@fairplay/contracts';
import type { MemberContext } from '../identity/index.js';
import type { BookAndPayService } from './book-and-pay.service.js';
import type { PaySource } from './take-payment.js';
import { paymentViews } from './booking-payment-view.js';
import {
  deleteBookingPayment,
  findBookingPayment,
  insertBookingPayment,
  moveBookingPayment,
} from './booking-payments.repository.js';
import type { BookingPaymentsNeeds } from './ports.js';
import type { RemovedBookingsPort, RemovedPlace } from './cancellations.js';
import { holdPlan, type CancellationSettings, type HoldPlan } from '@fairplay/domain';
import { holdBooking, planHold, type HoldRequest } from './authorize-booking.js';
import { enqueueSettle } from './settle-job.js';
import { enqueueHoldStep } from './hold-jobs.js';
import { lessonTaxes } from '../payments/index.js';

/** The places a lesson payment covers: each place on its occurrence (the lesson's appointment) and its price. */
export interface PlacePaymentInput {
  /** `authorize`: held on the card (booking payments' holds), captured 24 hours before (a private session). */
  method: 'charge' | 'cash' | 'authorize';
  memberUserId: number;
  places: { appointmentId: number; placeId: number; amount: number }[];
}

/**
 * Lesson places paid by card or cash (issue 13, POST lesson/book/{lesson_id}/ with its payment block), as
 * book-and-pay pays court time: the lessons module reserves a `pending` payment in the transaction that takes the
 * places, then `take` asks for the money through book-and-pay's own charge function (key `booking-payment-{id}`);
 * when it is refused the lessons module removes the places and `release`s the payment in one transaction. The
 * settle job finishes a payment whose answer never came (its places given back through the lessons module).
 */
export function createPlacePayments(
  db: Database,
  now: () => Date,
  needs: BookingPaymentsNeeds,
  bookAndPay: BookAndPayService,
  removed: RemovedBookingsPort,
) {
  return {
    /** In the places' transaction (`scope` within it): the pending payment and its settling job. */
    async reserve(scope: TenantScope, member: MemberContext, input: PlacePaymentInput): Promise<number> {
      const amount = input.places.reduce((sum, place) => sum + place.amount, 0);
      const row = await insertBookingPayment(
        scope,
        {
          status: 'pending',
          method: input.method,
          amount,
          currency: member.business.currencyCode,
          memberUserId: input.memberUserId,
          createdBy: member.user.id,
          createdAt: now(),
          updatedAt: now(),
        },
        input.places.map((place) => ({
          appointmentId: place.appointmentId,
          amount: place.amount,
          lessonBookingId: place.placeId,
        })),
      );
      await enqueueSettle(scope.db, member.business.id, row.id, now());
      return row.id;
    },

    /** Takes the money of a reserved payment; throws (nothing recorded as paid) when it is refused. */
    async take(
      member: MemberContext,
      paymentId: number,
      pay: PaySource,
      description: string,
      taxIds: readonly number[] = [],
    ): Promise<BookingPayment> {
      const payment = await findBookingPayment(member.scope, paymentId);
      if (!payment) throw new AppError(404, BOOKING_PAYMENT_MESSAGES.paymentNotFound);
      // The lesson taxes (issue 24 point 4) are added to the charge's one line; the ledger posts them to tax payable.
      const charge = await bookAndPay.take(member, pay, payment, description, undefined, taxIds);
      // A card asking its holder to authenticate keeps the places held (pending) until the settle job decides.
      const settled = await db.transaction((tx) =>
        moveBookingPayment(
          member.scope.within(tx),
          payment.id,
          'pending',
          charge.status === 'succeeded' ? { status: 'paid', chargeId: charge.id } : { chargeId: charge.id },
          now(),
        ),
      );
      needs.scheduleChanged(member.business.id);
      return (await paymentViews(member.scope, needs, [settled ?? payment]))[0]!;
    },

    /**
     * In the transaction that promotes a waiter (the waitlist's promotion job): their place's payment, `scheduled`
     * on their saved method, and the hold job's authorize step written with it: at once for a date within a hold's
     * life (a date less than 24 hours away is then captured at once), else when the window opens. A failed
     * authorization passes the place on to the next in line (the hold job, through lessons).
     */
    async schedule(
      scope: TenantScope,
      input: {
        memberUserId: number;
        placeId: number;
        appointmentId: number;
        amount: number;
        currency: string;
        paymentMethodId: number;
        startsAt: Date;
      },
    ): Promise<number> {
      const at = now();
      const brand = await needs.payments.holds.brandOf(scope, {
        memberUserId: input.memberUserId,
        paymentMethodId: input.paymentMethodId,
      });
      const plan = holdPlan(input.startsAt, at, brand);
      const authorizeAt = plan.kind === 'authorize_later' ? plan.authorizeAt : at;
      const row = await insertBookingPayment(
        scope,
        {
          status: 'scheduled',
          method: 'authorize',
          amount: input.amount,
          currency: input.currency,
          memberUserId: input.memberUserId,
          paymentMethodId: input.paymentMethodId,
          authorizeAt,
          captureAt: plan.kind === 'charge_now' ? at : plan.captureAt,
          createdBy: null,
          createdAt: at,
          updatedAt: at,
        },
        [{ appointmentId: input.appointmentId, amount: input.amount, lessonBookingId: input.placeId }],
      );
      await enqueueHoldStep(scope.db, scope.businessId, row.id, 'authorize', authorizeAt);
      return row.id;
    },

    /** The club's taxes on lessons and coaching (issue 24 point 4): the places' quote and charge read them here. */
    taxes: (scope: TenantScope) => lessonTaxes(scope),

    /** "Book and Authorize Payment" before anything is booked: held now, later (far event) or charged at once. */
    planHold: (member: MemberContext, request: HoldRequest): Promise<HoldPlan> =>
      planHold(member, request, needs, now()),

    /**
     * Holds a reserved `authorize` payment on the card (captured by the hold job 24 hours before `startsAt`, or
     * authorized when the window opens for a far event); throws (the caller gives the places back) when declined.
     */
    async hold(
      member: MemberContext,
      paymentId: number,
      pay: Pick<PaySource, 'token' | 'payment_method_id' | 'save_card'>,
      startsAt: Date,
      plan: Exclude<HoldPlan, { kind: 'charge_now' }>,
      what: string,
    ): Promise<BookingPayment> {
      const payment = await findBookingPayment(member.scope, paymentId);
      if (!payment) throw new AppError(404, BOOKING_PAYMENT_MESSAGES.paymentNotFound);
      const held = await holdBooking(db, member, pay, payment, startsAt, plan, needs, now(), what);
      needs.scheduleChanged(member.business.id);
      return (await paymentViews(member.scope, needs, [held]))[0]!;
    },

    /**
     * A waitlist place's method (waitlists with payment): a new card saved with the member's consent, or their saved
     * one checked; nothing is held. Answers the saved method's id, authorized when the place is promoted.
     */
    async saveMethod(
      member: MemberContext,
      input: { memberUserId: number; token?: string; payment_method_id?: number; placeId: number },
    ): Promise<number> {
      const saved = await needs.payments.holds.savedMethod(member.scope, {
        memberUserId: input.memberUserId,
        token: input.token,
        paymentMethodId: input.payment_method_id,
        key: `lesson-waitlist-${input.placeId}-method`,
      });
      return saved.id;
    },

    /** In the transaction that gives the places back: the refused payment goes with them. */
    async release(scope: TenantScope, paymentId: number): Promise<void> {
      await deleteBookingPayment(scope, paymentId);
    },

    /**
     * In the transaction that cancels places (lesson/cancel, a private session's cancel): by the lesson's own
     * cancellation window (cancel_allowed off: nothing back) and the club's automatically_refund_payment, as
     * court time's cancellations do.
     */
    async cancelled(
      scope: TenantScope,
      places: RemovedPlace[],
      window: CancellationSettings,
      refund: boolean,
    ): Promise<(() => Promise<void>) | null> {
      return removed.placesRemoved(scope.db, scope, places, { refund, window });
    },
  };
}

export type PlacePayments = ReturnType<typeof createPlacePayments>;
