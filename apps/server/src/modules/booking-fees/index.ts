import type { AppDeps } from '../../deps.js';
import type { JobRunner } from '../jobs/index.js';
import type { AppModule } from '../../module.js';
import { createBookingFeesService } from './booking-fees.service.js';
import { bookingFeesRoutes } from './booking-fees.routes.js';
import { createFeeCharging, type FeePayments } from './fee-charging.js';
import { lateCancelFees, type LateCancelFees } from './late-cancel.js';
import { noShowSweepJob, type NoShowNeeds } from './no-show-sweep.js';

export { NO_SHOW_SWEEP_JOB, NO_SHOW_SWEEP_EVERY_MS, type NoShowNeeds } from './no-show-sweep.js';
export type { LateCancellation, LateCancelFees } from './late-cancel.js';

/**
 * No-show and late-cancel fees driven by check-in (issue 13, "Beyond the anchors"; table booking_fees): the
 * periodic no-show sweep, the late-cancel fee a cancellation records (the `lateCancelled` port appointments and
 * lessons call in their transaction), charging each fee once through payments (saved method, or the monthly
 * invoice), telling the member, and staff reading and waiving fees.
 */
export function bookingFeesModule(
  deps: AppDeps,
  needs: NoShowNeeds & { jobs: JobRunner; payments: FeePayments },
): AppModule & { lateCancelled: LateCancelFees } {
  const chargeFee = createFeeCharging(deps.db, deps.now, needs.payments);
  needs.jobs.register(noShowSweepJob(needs, chargeFee));
  return {
    name: 'booking-fees',
    routes: bookingFeesRoutes(createBookingFeesService(deps.db, deps.now, needs.payments)),
    lateCancelled: lateCancelFees(deps.now, chargeFee),
  };
}
