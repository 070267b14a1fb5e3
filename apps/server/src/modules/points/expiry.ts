import { TenantScope, type Executor } from '@fairplay/db';
import { expireDeferrals, insertMovement } from '../ledger/index.js';
import type { JobType } from '../jobs/index.js';
import { clubsWithDueLots, dueLots, expireLot } from './points.repository.js';
import { pointsPosting } from './postings.js';

export const POINTS_EXPIRY_JOB = 'points.expire';
const EVERY_MS = 15 * 60_000;
const BATCH = 500;

/**
 * Writes off the points of lots past their expiry, every 15 minutes on the clock (a periodic job). Lots past their
 * expiry can no longer pay even before this runs (spends and balances read expires_at); the job moves what they
 * held from points_held to points_expired in the ledger and marks them expired.
 */
export function pointsExpiryJob(): JobType {
  return {
    type: POINTS_EXPIRY_JOB,
    everyMs: EVERY_MS,
    maxAttempts: 3,
    async run({ db, now }) {
      await expireDuePoints(db, now);
    },
  };
}

export async function expireDuePoints(db: Executor, at: Date): Promise<number> {
  let expired = 0;
  for (const businessId of await clubsWithDueLots(db, at)) {
    const scope = new TenantScope(db, businessId);
    for (const lot of await dueLots(scope, at, BATCH)) {
      await expireLot(scope, lot.id);
      if (lot.remaining > 0)
        await insertMovement(scope, pointsPosting('expire', lot.userId, lot.remaining, `points #${lot.id} expired`));
      // What is left of the money paid for the lot expires with it (breakage).
      await expireDeferrals(scope, 'points', lot.id, `money of points #${lot.id} expired`);
      expired += 1;
    }
  }
  return expired;
}
