import type { BookingRestrictions } from '../appointments/index.js';
import type { AppDeps } from '../../deps.js';
import type { AppModule } from '../../module.js';
import { restrictionsRoutes } from './restrictions.routes.js';
import { createRestrictionsService, type RestrictionsNeeds } from './restrictions.service.js';

export type { RestrictionsNeeds } from './restrictions.service.js';

/**
 * Restrictions (issue 10; tables restrictions, restriction_targets, restriction_overrides): the club's limits on
 * how much court time a member holds, per-member overrides and a member's usage (`restrictions/*`). Offers
 * appointments `bookingRestrictions`, the check every booking path runs inside its transaction. Counts bookings
 * through appointments' `bookerOccurrences`; the facility group of courts arrives as `needs.courtGroups`.
 */
export function restrictionsModule(
  deps: AppDeps,
  needs: RestrictionsNeeds,
): AppModule & { bookingRestrictions: BookingRestrictions } {
  const service = createRestrictionsService(deps.db, deps.now, needs);
  return {
    name: 'restrictions',
    routes: restrictionsRoutes(service),
    bookingRestrictions: { check: (db, scope, change) => service.check(db, scope, change) },
  };
}
