import type { CreateAppointment, CreateAppointmentResponse } from '@fairplay/contracts';
import type { Executor } from '@fairplay/db';
import type { AppDeps } from '../../deps.js';
import type { MemberContext } from '../identity/index.js';
import type { AppModule } from '../../module.js';
import { appointmentsRoutes } from './appointments.routes.js';
import { createAppointmentsService } from './appointments.service.js';
import { LiveUpdates } from './live-updates.js';
import { PostgresLiveUpdates } from './live-postgres.js';
import { deleteLiveEventsBefore } from './live-events.repository.js';
import { paidBookings, type PaidBookings } from './paid-bookings.js';
import type { AppointmentsNeeds } from './ports.js';

export {
  bookerOccurrences,
  bookersOf,
  pricedBookingsOf,
  type BookerOccurrence,
} from './booker-occurrences.repository.js';
export { bookingsOnCourts, type CourtBooking } from './court-bookings.repository.js';
export { coachBusyTimes, courtBusyTimes, type BusyTime } from './busy-times.repository.js';
export { bookingCountsOf, upcomingAssignmentsOf } from './booking-counts.repository.js';
export { memberBookings, type MemberBookingFilter, type MemberBookingRow } from './member-bookings.repository.js';
export { deskBookingsOf } from './desk-bookings.js';
export {
  assignCoaches,
  lessonAppointments,
  lessonRecurrenceIds,
  lessonTimeOf,
  moveLessonTime,
  releaseLessonTime,
  reserveLessonTime,
  type LessonCourtChange,
  type LessonTimeRequest,
  type PlacedLessonTime,
  type ReservedLessonTime,
} from './lesson-time.repository.js';
export { bookedOccurrences, type BookedOccurrence } from './paid-bookings.repository.js';
export type { PaidBookings } from './paid-bookings.js';
export { bookingsStartedBetween, type StartedBooking } from './fee-occurrences.repository.js';
export { upcomingBookingsOf, type UpcomingBooking } from './upcoming.repository.js';
export { occurrencesToRemind, reminderOccurrence, type ReminderOccurrence } from './reminder-occurrences.repository.js';

/** Live-update events are kept a day (a listener away longer tells its sheets to refresh anyway). */
const LIVE_EVENTS_KEPT_MS = 24 * 3_600_000;

/** The periodic job that deletes old live-update events (app.ts registers it with the job runner). */
export const liveEventsCleanupJob = {
  type: 'live-events.cleanup',
  everyMs: 3_600_000,
  run: async ({ db, now }: { db: Executor; now: Date }) =>
    deleteLiveEventsBefore(db, new Date(now.getTime() - LIVE_EVENTS_KEPT_MS)),
};

export type {
  AppointmentsNeeds,
  BookingCheckIn,
  BookingPolicyNeeds,
  BookingExtras,
  ExtrasTarget,
  LessonLook,
  OccurrenceExtras,
  CheckInsOfBookings,
  BookingNotice,
  BookingRestrictions,
  ClubPeople,
  CourtInfo,
  CourtsLookup,
  EnqueueEmail,
  ListingColumns,
  MemberInfo,
  NotifyBooking,
  OutgoingEmail,
  SessionEnds,
} from './ports.js';

/**
 * Appointments: the court sheet's bookings, their people and messages, and its live updates. Receives the
 * club's people, its courts, booking notices (notifications' `notifyBooking`), the check-ins and the session watch
 * as `needs`; offers other modules a member's bookings (`memberBookings`), the customers list how many bookings a
 * person is on (`bookingCountsOf`) and the front desk the booking a check-in belongs to (deskBookingsOf),
 * and `scheduleChanged` for other writes the open court sheets must see.
 */
export function appointmentsModule(
  deps: AppDeps,
  needs: AppointmentsNeeds,
): AppModule & {
  scheduleChanged: (businessId: number) => void;
  paidBookings: PaidBookings;
  bookFromSheet: (member: MemberContext, body: CreateAppointment) => Promise<CreateAppointmentResponse>;
} {
  // Across processes through PostgreSQL when a LISTEN connection is given; else in this process.
  const live = deps.listenUrl
    ? new PostgresLiveUpdates(deps.db, deps.listenUrl, { warn: (message) => console.warn(message) })
    : new LiveUpdates();
  const service = createAppointmentsService(deps.db, live, deps.now, deps.config.publicUrl, needs);
  return {
    name: 'appointments',
    routes: appointmentsRoutes(service, needs.sessions),
    // Other modules that change what the sheet shows (availability rules) tell its open sheets to refresh.
    scheduleChanged: (businessId) => live.publish(businessId, deps.now()),
    // Book-and-pay (issue 13): bookings written with their payment record, announced once paid.
    paidBookings: paidBookings(deps.db, live, deps.now, deps.config.publicUrl, needs),
    // add_complex_microsettings with the spec's appointment fields (availability's route): as add_complex books.
    bookFromSheet: (member, body) =>
      service.create(member, 'complex', [body], body.force, {
        key: null,
        route: '/appointment/add_complex_microsettings',
        body,
      }),
  };
}
