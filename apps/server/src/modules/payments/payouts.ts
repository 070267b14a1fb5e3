import type { PayoutList } from '@fairplay/contracts';
import { TenantScope, type Executor } from '@fairplay/db';
import type { JobType } from '../jobs/index.js';
import { insertMovement } from '../ledger/index.js';
import type { MemberContext } from '../identity/index.js';
import { clubOfAccount, connectedAccounts } from './accounts.repository.js';
import type { PaymentsContext } from './context.js';
import { failPaidPayout, insertPayout, listPayouts } from './payouts.repository.js';
import { payoutPosting } from './postings.js';
import type { ProviderPayout } from '../payment-gateway/index.js';

export const PAYOUT_JOB = 'payments.payouts';
const DAY_MS = 86_400_000;
const LISTED = 100;

/**
 * Payouts of the clubs' processor balances to their banks (issue 12). A payout the provider reports `paid` is
 * recorded once per provider payout id with its ledger movement (bank debited, processor credited) in the same
 * transaction; one it reports `failed` after it was paid is moved to `failed` once and its movement reversed (the
 * money is back at the processor). A payout still on its way is left until it lands.
 */
export function createPayouts(context: Omit<PaymentsContext, 'publicUrl'>) {
  const { db, provider } = context;

  /** Applies the payout as the provider has it now to the club's records, within `executor`'s transaction. */
  async function record(scope: TenantScope, payout: ProviderPayout): Promise<void> {
    if (payout.status === 'pending') return;
    await scope.db.transaction(async (tx) => {
      const inner = scope.within(tx);
      const inserted = await insertPayout(inner, {
        provider: provider.name as 'sandbox' | 'stripe',
        providerPayoutId: payout.id,
        amount: payout.amount,
        currency: payout.currency,
        status: payout.status === 'paid' ? 'paid' : 'failed',
        arrivalDate: payout.arrivalDate,
      });
      // A payout that failed before it was ever recorded as paid never left the processor: no movement.
      if (inserted) {
        if (inserted.status === 'paid') await insertMovement(inner, payoutPosting(inserted));
        return;
      }
      if (payout.status !== 'failed') return;
      const failed = await failPaidPayout(inner, payout.id);
      if (failed) await insertMovement(inner, payoutPosting(failed, true));
    });
  }

  return {
    record,

    /** A payout event's re-read (Stripe's payout.paid / payout.failed), in the event job's transaction. */
    async payoutChanged(account: string, payout: ProviderPayout, executor: Executor): Promise<void> {
      const businessId = await clubOfAccount(executor, provider.name, account);
      if (businessId === undefined) return;
      await record(new TenantScope(executor, businessId), payout);
    },

    /** GET payment/payouts/getall. */
    async list(member: MemberContext): Promise<PayoutList> {
      const rows = await listPayouts(member.scope, LISTED);
      return {
        rows: rows.map((row) => ({
          id: row.id,
          amount: row.amount,
          currency: row.currency,
          status: row.status,
          arrival_date: row.arrivalDate,
          payout_id: row.providerPayoutId,
          createdAt: row.createdAt.toISOString(),
        })),
      };
    },

    /**
     * Daily (at 00:00 UTC, for the day then begun): each club connected to a provider whose payouts Fairplay starts
     * (the sandbox) has its whole available balance paid out, under the day's reference `payout-YYYY-MM-DD`, so a
     * second run the same day gets the same payout back and records nothing new. The calls out run after the job's
     * commit; one club's failure does not hold back the others (the first is reported, the job retried).
     */
    job(): JobType {
      return {
        type: PAYOUT_JOB,
        everyMs: DAY_MS,
        async run({ db: tx, now, afterCommit }) {
          const createPayout = provider.createPayout?.bind(provider);
          if (!createPayout) return;
          const clubs = await connectedAccounts(tx, provider.name);
          const day = now.toISOString().slice(0, 10);
          afterCommit(async () => {
            const failures: unknown[] = [];
            for (const club of clubs)
              await (async () => {
                const payout = await createPayout(club.accountId, { reference: `payout-${day}`, arrivalDate: day });
                if (payout) await record(new TenantScope(db, club.businessId), payout);
              })().catch((error: unknown) => failures.push(error));
            if (failures.length > 0) throw failures[0];
          });
        },
      };
    },
  };
}

export type Payouts = ReturnType<typeof createPayouts>;
