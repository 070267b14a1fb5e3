import type { AppDeps } from '../../deps.js';
import type { AppModule } from '../../module.js';
import { createEntitiesService } from './entities.service.js';
import { pointsExpiryJob } from './expiry.js';
import { pointsRoutes } from './points.routes.js';
import { createPointsService } from './points.service.js';
import { pointsSettleJob } from './settle-job.js';
import type { PointsNeeds } from './ports.js';

export type { BookingPointsInput, PointsNeeds } from './ports.js';
export { spendPoints, refundPoints, type SpendPointsInput, type SpendResult } from './spending.js';
export { expireDuePoints, POINTS_EXPIRY_JOB } from './expiry.js';

/**
 * Points (issue 14; tables point_entities, point_lots, point_spends, point_spend_lots): the price and validity of
 * points per facility group, members' points as lots with their expiry (bought through the payments module's
 * charge, or gifted by staff), spends and their refunds, the expiry job, and the job that credits purchases whose
 * charge waited for the card holder's authentication. Every movement of points is a
 * balanced ledger movement (unit 'points') in the transaction that caused it.
 * Offers `spendPoints` and `refundPoints`, run inside the caller's transaction: the checkout is their one caller
 * outside this module (a booking, lesson place or coach session paid with points).
 */
export function pointsModule(deps: AppDeps, needs: PointsNeeds): AppModule {
  needs.jobs.register(pointsExpiryJob());
  needs.jobs.register(pointsSettleJob(needs));
  return {
    name: 'points',
    routes: pointsRoutes(createEntitiesService(deps.now), createPointsService(deps.db, deps.now, needs)),
  };
}
