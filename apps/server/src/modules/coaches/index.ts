import type { AppDeps } from '../../deps.js';
import type { AppModule } from '../../module.js';
import { coachesRoutes } from './coaches.routes.js';
import { createCoachesService, type CoachesService } from './coaches.service.js';
import type { CoachesNeeds } from './ports.js';

export type { CoachesNeeds } from './ports.js';

/**
 * Coach availability and private sessions (issue 11; tables coach_availabilities, coach_blocks): when coaches teach
 * which private lesson types, their blocked time, the free times members may book, and the booking itself (a
 * private lesson the lessons module books through `needs.sessions`, taking the court and the coach at once).
 */
export function coachesModule(
  deps: AppDeps,
  needs: CoachesNeeds,
): AppModule & { bookAndPay: CoachesService['bookAndPay'] } {
  const service = createCoachesService(deps.db, deps.now, needs);
  // book-and-pay with a coach and a service type is this module's book-and-pay-coach (booking payments' need).
  return { name: 'coaches', routes: coachesRoutes(service), bookAndPay: service.bookAndPay };
}
