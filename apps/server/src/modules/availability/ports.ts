import type { CreateAppointment, CreateAppointmentResponse } from '@fairplay/contracts';
import type { TenantScope } from '@fairplay/db';
import type { BookingPerson } from '@fairplay/domain';
import type { MemberContext } from '../identity/index.js';

/** A court as the rules need it. */
export interface RuleCourt {
  id: number;
  name: string;
  facilityGroupId: number;
}

/** What availability needs from the courts module (given by app.ts). */
export interface RuleCourts {
  /** The club's courts among `ids` (all of them for null). */
  findCourts(scope: TenantScope, ids: number[] | null): Promise<RuleCourt[]>;
  /** The club's courts inside the header's selection (null: all), in sheet order. */
  courtsForSelection(
    scope: TenantScope,
    selection: { locationId: number | null; facilityGroupId: number | null },
  ): Promise<RuleCourt[]>;
}

/** A booked occurrence as the preview of a rule change needs it (appointments' rows). */
export interface RuleBooking {
  id: number;
  courtId: number;
  startsAt: Date;
  endsAt: Date;
  bookerId: number;
  bookerName: string;
  bookedAt: Date;
}

/** What the preview of a rule change needs: the booked occurrences and who their bookers are for the rules. */
export interface RuleBookings {
  /** Occurrences booked by a member on `courtIds` overlapping the window, by start, at most `limit`. */
  onCourts(
    scope: TenantScope,
    courtIds: readonly number[],
    window: { from: Date; to: Date },
    limit: number,
  ): Promise<RuleBooking[]>;
  /** The booker as the booking policy checks them (the same answer the bookings get), on club-local day `on`. */
  personOf(scope: TenantScope, userId: number, on: string): Promise<BookingPerson>;
}

export interface AvailabilityNeeds {
  courts: RuleCourts;
  bookings: RuleBookings;
  /**
   * The club's payment account (the payments module, handed in by app.ts): public rules need it connected, and the
   * refusal names the configured provider.
   */
  payments: (scope: TenantScope) => Promise<{ connected: boolean; providerLabel: string }>;
  /** The club's plans (the memberships module): who-can-book targets by plan. */
  plans: (scope: TenantScope) => Promise<{ id: number; name: string }[]>;
  /** Tells the club's open court sheets that the schedule changed (appointments' live updates), after a commit. */
  scheduleChanged: (businessId: number) => void;
  /**
   * A booking made on the sheet from add_complex_microsettings' appointment fields, as add_complex makes it (the
   * appointments module's).
   */
  bookFromSheet: (member: MemberContext, body: CreateAppointment) => Promise<CreateAppointmentResponse>;
}
