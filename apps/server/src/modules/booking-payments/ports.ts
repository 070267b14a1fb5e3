import type { BookAndPayCoachInput, BookAndPayCoachResponse } from '@fairplay/contracts';
import type { TenantScope } from '@fairplay/db';
import type { MemberContext } from '../identity/index.js';
import type { PaidBookings } from '../appointments/index.js';
import type { JobRunner } from '../jobs/index.js';
import type { PaymentConnection, PaymentsModule } from '../payments/index.js';

/** What booking payments need of other modules, given by app.ts. */
export interface BookingPaymentsNeeds {
  bookings: PaidBookings;
  /** Tells the club's open court sheets to refresh (appointments). */
  scheduleChanged: (businessId: number) => void;
  payments: {
    connection(scope: TenantScope): Promise<PaymentConnection>;
    charging: PaymentsModule['charging'];
    holds: PaymentsModule['holds'];
  };
  jobs: JobRunner;
  /**
   * A private session booked and paid together, priced by the coach's rate (the coaches module's
   * book-and-pay-coach): appointment/book-and-pay with `coach_id` and `lesson_type_id`.
   */
  coachSessions: {
    bookAndPay(
      member: MemberContext,
      body: BookAndPayCoachInput,
    ): Promise<{ answer: BookAndPayCoachResponse; message: string }>;
  };
  /** The courts' facility groups (points are held per group: a booking paid with points spends its courts'). */
  findCourts(scope: TenantScope, ids: number[]): Promise<{ id: number; facilityGroupId: number }[]>;
  /** Lesson places (the lessons module's), in the caller's transaction. */
  lessonPlaces: {
    /** Gives back places whose payment never went through; their dates' waitlists are promoted by a job. */
    withdraw(scope: TenantScope, placeIds: number[], now: Date): Promise<void>;
    /**
     * A later authorization of places promoted from a waitlist failed: they go to the next in line (the holder
     * told). Answers whether any place was passed on.
     */
    passOn(scope: TenantScope, placeIds: number[], now: Date): Promise<boolean>;
  };
}
