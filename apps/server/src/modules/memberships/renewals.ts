import { TenantScope, type Database } from '@fairplay/db';
import { minimumCharge, renewalCredit } from '@fairplay/domain';
import { insertMovement, openDeferral } from '../ledger/index.js';
import { taxRatesOf } from '../payments/index.js';
import type { JobType } from '../jobs/index.js';
import { addInterval } from './billing-dates.js';
import type { InvoiceBilling } from './invoice-billing.js';
import { creditUsedPosting } from './plan-change-postings.js';
import { findPlan } from './plans.repository.js';
import { periodDiscount } from './coupons.service.js';
import { dueSubscriptions, insertInvoice, pendingInvoices, updateSubscription } from './subscriptions.repository.js';

/** How often the renewal sweep runs; a period is billed within this long of its end. */
export const RENEWAL_EVERY_MS = 15 * 60_000;
const BATCH = 200;

/**
 * The renewal sweep (job `subscriptions.renew`, periodic): in the job's transaction each subscription whose billing
 * date has come gets the invoice of its next period (once: the invoice's unique period), or ends when what it was
 * bought for has ended; after the commit each pending invoice is charged through the provider (never inside a
 * transaction). A crash between the two leaves the invoices pending for the next sweep, which charges them with
 * the same idempotency keys.
 */
/** The job type of the renewal sweep. */
export const RENEWAL_JOB = 'subscriptions.renew';

export function renewalJob(db: Database, billing: InvoiceBilling): JobType {
  return {
    type: RENEWAL_JOB,
    everyMs: RENEWAL_EVERY_MS,
    async run({ db: tx, now: at }) {
      for (const row of await dueSubscriptions(tx, at, BATCH)) {
        const scope = new TenantScope(tx, row.businessId);
        const start = row.currentPeriodEnd!;
        if (row.interval === null || (row.endsAt && start.getTime() >= row.endsAt.getTime())) {
          await updateSubscription(scope, row.id, { status: 'expired', pausedAt: null, resumesAt: null });
          continue;
        }
        // A pause that is over is cleared; its time was already added to the billing date.
        if (row.resumesAt) await updateSubscription(scope, row.id, { pausedAt: null, resumesAt: null });
        // The subscription's coupon, while its terms cover this period (once, months, forever).
        const discount = await periodDiscount(tx, row, row.amount, start);
        // Credit held from a downgrade comes off next, before the card is charged. Credit holds its tax, so it pays
        // the period's price with the plan's tax on it; the card is charged the price it does not cover (whose
        // charge adds the tax of that part).
        const price = row.amount - discount;
        const rates =
          row.credit > 0 ? await taxRatesOf(scope, (await findPlan(scope, row.planId, false, true))!.taxIds) : [];
        const credit = renewalCredit(price, row.credit, rates, minimumCharge(row.currency));
        const periodEnd = addInterval(start, row.interval);
        const invoice = await insertInvoice(tx, {
          businessId: row.businessId,
          subscriptionId: row.id,
          periodStart: start,
          periodEnd,
          amount: credit.card.price,
          discount,
          creditApplied: credit.covered.total,
          status: 'pending',
          attempts: 1,
        });
        if (invoice && credit.covered.total > 0) {
          await updateSubscription(scope, row.id, { credit: credit.left });
          await insertMovement(
            scope,
            creditUsedPosting(
              credit.covered,
              {
                memo: `Credit used for sub_${row.id} from ${start.toISOString().slice(0, 10)}`,
                payer: row.payerUserId,
              },
              true,
            ),
          );
          // The period is paid ahead: what credit paid of it is earned day by day to its end.
          await openDeferral(scope, {
            source: 'plan',
            refId: row.id,
            userId: row.payerUserId,
            amount: credit.covered.net,
            startsAt: start,
            endsAt: periodEnd,
          });
        }
      }
    },
    async afterCommit() {
      for (const invoice of await pendingInvoices(db, BATCH)) {
        const scope = new TenantScope(db, invoice.businessId);
        await billing.bill(scope, invoice.id, { createdBy: null }).catch(async () => {
          // Nothing to charge with (the method is gone): the period fails like a decline and asks for a card.
          await billing.markFailed(scope, invoice.id);
        });
      }
    },
  };
}
