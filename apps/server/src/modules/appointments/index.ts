import type { AppDeps } from '../../deps.js';
import type { AppModule } from '../../module.js';
import { appointmentsRoutes } from './appointments.routes.js';
import { createAppointmentsService } from './appointments.service.js';
import { LiveUpdates } from './live-updates.js';
import type { AppointmentsNeeds } from './ports.js';

export type {
  AppointmentsNeeds,
  BookingNotice,
  ClubPeople,
  CourtInfo,
  CourtsLookup,
  EnqueueEmail,
  MemberInfo,
  NotifyBooking,
  OutgoingEmail,
  SessionEnds,
} from './ports.js';

/**
 * Appointments: the court sheet's bookings, their people and messages, and its live updates. Receives the
 * club's people, its courts, booking notices (notifications' `notifyBooking`) and the session watch as `needs`; offers no functions to other modules yet.
 */
export function appointmentsModule(deps: AppDeps, needs: AppointmentsNeeds): AppModule {
  const service = createAppointmentsService(deps.db, new LiveUpdates(), deps.now, deps.config.publicUrl, needs);
  return { name: 'appointments', routes: appointmentsRoutes(service, needs.sessions) };
}
