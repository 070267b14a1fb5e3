import { TenantScope } from '@fairplay/db';
import type { JobType } from '../jobs/index.js';
import { expireRow, releasePeriod } from './deferrals.js';
import { dueDeferrals } from './deferrals.repository.js';

/** The job type that earns deferred revenue (issue 25 point 10). */
export const RECOGNITION_JOB = 'ledger.recognize';
/** Hourly, so a day's release is never late by more than an hour; releases are of whole days. */
const EVERY_MS = 60 * 60_000;
const BATCH = 1000;

/**
 * Earns deferred revenue on the clock (a periodic job): each plan period's whole days passed since its last release
 * move their share from deferred_revenue to revenue, its end all that is left; a class pack past its expiry moves
 * what is left of its money to prepaid_expired (points expire with their lots, in the points expiry job). Each row
 * is released in the job's transaction with its ledger movement; a missed run is caught up by the next.
 */
export function recognitionJob(): JobType {
  return {
    type: RECOGNITION_JOB,
    everyMs: EVERY_MS,
    maxAttempts: 3,
    async run({ db, now }) {
      // One batch a run: what is left waits for the next run (releases catch up on missed days).
      for (const row of await dueDeferrals(db, now, BATCH)) {
        const scope = new TenantScope(db, row.businessId);
        if (row.cadence === 'period') await releasePeriod(scope, row, now);
        else await expireRow(scope, row, 'class pack expired');
      }
    },
  };
}
