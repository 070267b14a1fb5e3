import type { TenantScope } from '@fairplay/db';

/** What the locations module needs from other modules, handed to its factory (see index.ts). */

/** A user's name as the check-ins list shows it. */
export interface UserName {
  firstName: string;
  lastName: string;
  username: string;
}

/** The names of the users with these ids (owned by identity: users); one query for the whole batch. */
export type UserNamesPort = (ids: readonly number[]) => Promise<Map<number, UserName>>;

/** The club's members as the front desk finds them (owned by clubs: business_members). */
export interface DeskPeople {
  /** The club's members among `userIds`; another club's users are absent. */
  findMembers(scope: TenantScope, userIds: number[]): Promise<{ userId: number; fullName: string }[]>;
  /** Active members whose full name contains `search`, by name. */
  searchMembers(scope: TenantScope, search: string, limit: number): Promise<{ userId: number; fullName: string }[]>;
}

/** A booking as the front desk shows it beside a check-in. */
export interface DeskBooking {
  appointmentId: number;
  courtId: number;
  courtName: string;
  startsAt: Date;
  endsAt: Date;
}

/** The bookings a check-in belongs to (owned by appointments, their courts by courts). */
export interface DeskBookings {
  /** The member's booking at the location around `at`: under way, or starting soon. */
  around(scope: TenantScope, locationId: number, userId: number, at: Date): Promise<DeskBooking | undefined>;
  /** The club's bookings among `ids`, in one query. */
  byIds(scope: TenantScope, ids: readonly number[]): Promise<DeskBooking[]>;
}

export interface LocationsNeeds {
  userNames: UserNamesPort;
  people: DeskPeople;
  bookings: DeskBookings;
  now: () => Date;
}
