import type { TenantScope } from '@fairplay/db';
import type { BookingPerson } from '@fairplay/domain';
import type { CourtInfo } from '../appointments/index.js';
import type { LessonPlacePayments, PrivateSessions } from '../lessons/index.js';

/** What the coaches module needs from others, handed in by app.ts. */
export interface CoachesNeeds {
  /** The club's courts among `ids`, in court order (the courts module's). */
  findCourts(scope: TenantScope, ids: number[]): Promise<CourtInfo[]>;
  /** The member as who-can-book entries see them, on the club-local date `on` (the booking policy's). */
  personOf(scope: TenantScope, userId: number, on: string): Promise<BookingPerson>;
  /** The club's payment account: availability open to the public needs it connected (the payments module's). */
  payments(scope: TenantScope): Promise<{ connected: boolean; providerLabel: string }>;
  /** Books, cancels and lists private sessions (the lessons module's, with its own needs). */
  sessions: PrivateSessions;
  /** Open court sheets refresh (appointments' live updates). */
  scheduleChanged(businessId: number): void;
  /** A session paid by card or cash: booking payments' reservation and charge path (coach-paying.ts). */
  placePayments: LessonPlacePayments;
}
