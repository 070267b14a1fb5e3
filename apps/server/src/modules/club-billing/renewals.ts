import { addBillingMonth, discountApplies, periodPrice } from '@fairplay/domain';
import { TenantScope } from '@fairplay/db';
import type { JobType } from '../jobs/index.js';
import { chargeClubInvoice, type BillingContext } from './charging.js';
import {
  dueClubSubscriptions,
  insertClubInvoice,
  openClubInvoice,
  pendingClubInvoices,
  updateClubInvoice,
  updateClubSubscription,
} from './club-billing.repository.js';

/** How often the sweep runs; a period is billed within this long of its end. */
export const CLUB_RENEWAL_EVERY_MS = 15 * 60_000;
const BATCH = 200;

/**
 * The club subscriptions' renewal sweep (job `club-billing.renew`, periodic, on the job queue so a movable clock
 * renews in tests). In the job's transaction: a subscription set to end (pause_collection) is canceled at its
 * period's end; a trial or paid period that ended gets the invoice of its next month (once: the invoice's unique
 * period); a declined renewal whose retry is due is tried again (its next attempt). After the commit each pending
 * invoice is charged on the platform's account (never inside a transaction); a crash in between leaves them
 * pending for the next sweep, which charges them with the same idempotency keys.
 */
/** The job type of the clubs' renewal sweep. */
export const CLUB_RENEWAL_JOB = 'club-billing.renew';

export function clubRenewalJob(context: BillingContext): JobType {
  return {
    type: CLUB_RENEWAL_JOB,
    everyMs: CLUB_RENEWAL_EVERY_MS,
    async run({ db: tx, now: at }) {
      for (const row of await dueClubSubscriptions(tx, at, BATCH)) {
        const scope = new TenantScope(tx, row.businessId);
        if (row.status === 'incomplete') {
          const open = await openClubInvoice(scope);
          if (open?.status === 'failed')
            await updateClubInvoice(scope, open.id, { status: 'pending', attempts: open.attempts + 1 });
          else if (!open) await updateClubSubscription(scope, { status: 'unpaid', nextAttemptAt: null }, at);
          continue;
        }
        if (row.resumesAt && row.resumesAt.getTime() <= at.getTime()) {
          await updateClubSubscription(scope, { status: 'canceled', canceledAt: at, resumesAt: null }, at);
          continue;
        }
        const start = row.currentPeriodEnd;
        const percent = discountApplies(row.percentOff, row.discountEndsAt, start) ? row.percentOff : 0;
        await insertClubInvoice(scope, {
          plan: row.plan,
          periodStart: start,
          periodEnd: addBillingMonth(start),
          ...periodPrice(row.amount, percent),
          currency: row.currency,
          promoCode: percent > 0 ? row.promoCode : null,
          status: 'pending',
        });
      }
    },
    async afterCommit() {
      for (const invoice of await pendingClubInvoices(context.db, BATCH))
        await chargeClubInvoice(context, invoice.businessId, invoice.id);
    },
  };
}
