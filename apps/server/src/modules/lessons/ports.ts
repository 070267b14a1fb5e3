import type { BookingPayment } from '@fairplay/contracts';
import type { Executor, TenantScope } from '@fairplay/db';
import type { MemberContext } from '../identity/index.js';
import type { BookingPerson, HoldPlan, TaxRate } from '@fairplay/domain';
import type { CourtInfo, NotifyBooking } from '../appointments/index.js';

/** What the lessons module needs from others, handed in by app.ts. */
export interface LessonsNeeds {
  /** The club's courts among `ids`, in court order (the courts module's). */
  findCourts(scope: TenantScope, ids: number[]): Promise<CourtInfo[]>;
  /** The member as who-can-book entries see them, on the club-local date `on` (the booking policy's). */
  personOf(scope: TenantScope, userId: number, on: string): Promise<BookingPerson>;
  /** Tells people about their places (the notifications module's booking notices, in the caller's transaction). */
  notify: NotifyBooking;
  /** Open court sheets refresh (appointments' live updates). */
  scheduleChanged(businessId: number): void;
  /** Places paid by card or cash: booking payments' reservation and charge path (lesson-paying.ts). */
  placePayments: LessonPlacePayments;
  /**
   * In the cancelling transaction: the late-cancel fee of places given up outside the lesson's cancellation window
   * (booking fees' `lateCancelled`); answers the charge to run after the commit, or null when nothing is owed.
   */
  lateCancelled?: (
    tx: Executor,
    scope: TenantScope,
    cancellation: {
      userId: number;
      occurrences: { id: number; startsAt: Date; bookedAt: Date; lessonBookingId: number }[];
      window: { cancelAllowed: boolean; cancelAllowedHour: number };
    },
  ) => Promise<AfterCommit | null>;
}

/** What lessons use of booking payments to take a place's money (booking-payments' placePayments). */
export interface LessonPlacePayments {
  /** In the places' transaction: a pending payment of the places, returning its id. */
  reserve(
    scope: TenantScope,
    member: MemberContext,
    input: {
      method: 'charge' | 'cash' | 'authorize';
      memberUserId: number;
      places: { appointmentId: number; placeId: number; amount: number }[];
    },
  ): Promise<number>;
  /**
   * Charges the reserved payment, with `taxIds` (the lesson taxes) added to its amount; throws when the card is
   * declined or the request refused.
   */
  take(
    member: MemberContext,
    paymentId: number,
    pay: { method: 'charge' | 'cash'; token?: string; payment_method_id?: number; save_card: boolean },
    description: string,
    taxIds?: readonly number[],
  ): Promise<BookingPayment>;
  /** The club's taxes on lessons and coaching (issue 24 point 4), in the order the charge adds them. */
  taxes(scope: TenantScope): Promise<(TaxRate & { displayName: string })[]>;
  /** "Book and Authorize Payment": how the hold goes (now, later for a far event, or a charge at once). */
  planHold(
    member: MemberContext,
    request: {
      startDate: string;
      userId?: number | null;
      token?: string;
      payment_method_id?: number;
      save_card: boolean;
    },
  ): Promise<HoldPlan>;
  /** Holds the reserved `authorize` payment on the card; throws when declined (the caller gives the places back). */
  hold(
    member: MemberContext,
    paymentId: number,
    pay: { token?: string; payment_method_id?: number; save_card: boolean },
    startsAt: Date,
    plan: Exclude<HoldPlan, { kind: 'charge_now' }>,
    what: string,
  ): Promise<BookingPayment>;
  /**
   * In the promoting transaction (the waitlist's promotion job): a `scheduled` payment of a promoted place, its
   * saved method authorized by booking payments' hold job (at once, or when the window opens for a far date).
   */
  schedule(
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
  ): Promise<number>;
  /** A waitlist place's method saved with consent (or a saved one checked), nothing held; answers its id. */
  saveMethod(
    member: MemberContext,
    input: { memberUserId: number; token?: string; payment_method_id?: number; placeId: number },
  ): Promise<number>;
  /** In the transaction that removes the places: the refused payment goes with them. */
  release(scope: TenantScope, paymentId: number): Promise<void>;
  /**
   * In the transaction that cancels places: their payments refunded (or holds released) inside the lesson's
   * cancellation window when the club refunds automatically. Answers the provider's calls to run after the commit.
   */
  cancelled(
    scope: TenantScope,
    places: { id: number; startsAt: Date }[],
    window: { cancelAllowed: boolean; cancelAllowedHour: number },
    /** The club's automatically_refund_payment. */
    refund: boolean,
  ): Promise<AfterCommit | null>;
}

/** Work for after the transaction committed (a provider's call). */
export type AfterCommit = () => Promise<void>;
