import { TenantScope, type Executor } from '@fairplay/db';
import { insertMovement } from '../ledger/index.js';
import type { JobType } from '../jobs/index.js';
import { activateLot, clubsWithWaitingLots, failLot, waitingLots } from './points.repository.js';
import type { PointsNeeds } from './ports.js';
import { pointsPosting } from './postings.js';

export const POINTS_SETTLE_JOB = 'points.settle';
const EVERY_MS = 60_000;
const BATCH = 200;

/**
 * Bought points whose charge waited for the card holder's authentication: once the payments module has the charge
 * succeeded (the holder authenticated and the charge was confirmed), the points become the member's, with their
 * ledger movement; a charge that failed fails the purchase. Runs every minute on the clock.
 */
export function pointsSettleJob(needs: Pick<PointsNeeds, 'chargeStatus'>): JobType {
  return {
    type: POINTS_SETTLE_JOB,
    everyMs: EVERY_MS,
    maxAttempts: 3,
    async run({ db }) {
      await settleWaitingPurchases(db, needs);
    },
  };
}

export async function settleWaitingPurchases(db: Executor, needs: Pick<PointsNeeds, 'chargeStatus'>): Promise<number> {
  let settled = 0;
  for (const businessId of await clubsWithWaitingLots(db)) {
    const scope = new TenantScope(db, businessId);
    for (const lot of await waitingLots(scope, BATCH)) {
      const status = await needs.chargeStatus(scope, lot.chargeId!);
      if (status === 'succeeded') {
        if (await activateLot(scope, lot.id, lot.chargeId!))
          await insertMovement(scope, pointsPosting('issue', lot.userId, lot.points, `points #${lot.id} bought`));
        settled += 1;
      } else if (status === 'failed' || status === undefined) {
        await failLot(scope, lot.id, lot.chargeId);
        settled += 1;
      }
    }
  }
  return settled;
}
