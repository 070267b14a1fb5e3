import { DISPUTE_STATUSES, type DisputeStatus } from '@fairplay/contracts';
import { TenantScope, type Executor } from '@fairplay/db';
import { insertMovement } from '../ledger/index.js';
import { clubOfAccount, markDisconnected } from './accounts.repository.js';
import { findChargeOfPayment } from './charges.repository.js';
import type { PaymentsContext } from './context.js';
import { insertDisputeMovement, saveDispute } from './disputes.repository.js';
import { disputePosting } from './postings.js';
import type { ProviderDispute } from '../payment-gateway/index.js';

/** A status Stripe may add later is kept as the nearest we know: still being looked at. */
const statusOf = (status: string): DisputeStatus =>
  (DISPUTE_STATUSES as readonly string[]).includes(status) ? (status as DisputeStatus) : 'under_review';

/**
 * Disputes (chargebacks, issue 25) and the account's end, from Stripe's webhooks. A dispute re-read after its event
 * (`charge.dispute.created`, `funds_withdrawn`, `funds_reinstated`, `closed`) is recorded on its charge, and each of
 * its balance transactions is posted to the ledger once (unique per provider transaction), in the event job's
 * transaction: a repeated, late or raced event posts nothing twice, and the ledger's processor account keeps
 * agreeing with Stripe's balance.
 */
export function createDisputes(context: Pick<PaymentsContext, 'provider' | 'now'>) {
  const { provider, now } = context;
  return {
    async disputeChanged(account: string, dispute: ProviderDispute, executor: Executor): Promise<void> {
      const businessId = await clubOfAccount(executor, provider.name, account);
      if (businessId === undefined || dispute.paymentId === null) return;
      const scope = new TenantScope(executor, businessId);
      const charge = await findChargeOfPayment(scope, dispute.paymentId);
      if (!charge) return;
      await executor.transaction(async (tx) => {
        const inner = scope.within(tx);
        const row = await saveDispute(inner, {
          chargeId: charge.id,
          providerDisputeId: dispute.id,
          amount: dispute.amount,
          currency: dispute.currency,
          reason: dispute.reason.slice(0, 100),
          status: statusOf(dispute.status),
          evidenceDueBy: dispute.evidenceDueBy,
          now: now(),
        });
        for (const movement of dispute.movements) {
          const recorded = await insertDisputeMovement(inner, {
            disputeId: row.id,
            providerTransactionId: movement.id,
            amount: movement.amount,
            fee: movement.fee,
          });
          if (recorded) await insertMovement(inner, disputePosting(charge, row, movement));
        }
      });
    },

    /** `account.application.deauthorized`: the club is no longer connected until it connects again. */
    async accountDeauthorized(account: string, executor: Executor): Promise<void> {
      await markDisconnected(executor, provider.name, account, now());
    },
  };
}
