import { PAYMENT_MESSAGES } from '@fairplay/contracts';
import { TenantScope, type Executor } from '@fairplay/db';
import type { JobType } from '../jobs/index.js';
import { accountBalances } from '../ledger/index.js';
import { findAccount } from './accounts.repository.js';
import { staleCharges } from './charge-sweeps.repository.js';
import { endCharge } from './balance-charges.js';
import { findCharge, providerCharges, type ChargeRow } from './charges.repository.js';
import type { PaymentsContext } from './context.js';
import { listPayouts } from './payouts.repository.js';
import type { ProviderPayment } from '../payment-gateway/index.js';

export interface Reconciliation {
  /** The ledger's processor account: the money the club holds at the provider, in cents. */
  ledger: number;
  /**
   * The same read from the provider: captured less refunded less its fees over the connected account's payments,
   * less what it paid out to the club's bank, less what disputes withdrew (plus what they gave back).
   */
  provider: number;
  /** Each disagreement, described (a charge the provider does not know, or amounts that differ). */
  differences: string[];
}

/**
 * Compares the club's ledger and charges with the provider's own records of the connected account: the totals,
 * charge by charge what was taken, refunded and kept as fee, and payout by payout what reached the bank. Empty
 * differences and equal totals: they agree.
 */
export async function reconcile(
  context: Omit<PaymentsContext, 'publicUrl'>,
  scope: TenantScope,
): Promise<Reconciliation> {
  const account = await findAccount(scope);
  const balances = await accountBalances(scope);
  const ledger = balances.find((row) => row.account === 'processor' && row.unit === 'cents')?.balance ?? 0;
  if (!account) return { ledger, provider: 0, differences: ledger === 0 ? [] : ['no connected account'] };
  const activity = await context.provider.listActivity(account.accountId, { since: new Date(0) });
  const providerPayouts = await context.provider.listPayouts(account.accountId, { since: new Date(0) });
  const provider =
    activity.payments.reduce((sum, payment) => sum + payment.amountCaptured - (payment.fee ?? 0), 0) -
    activity.refunds.filter((refund) => refund.status === 'succeeded').reduce((sum, refund) => sum + refund.amount, 0) -
    providerPayouts.filter((payout) => payout.status === 'paid').reduce((sum, payout) => sum + payout.amount, 0) +
    // What disputes withdrew (amount and fee) or gave back: each balance transaction's amount less its fee.
    activity.disputes
      .flatMap((dispute) => dispute.movements)
      .reduce((sum, movement) => sum + movement.amount - movement.fee, 0);
  const payments = new Map(activity.payments.map((payment) => [payment.id, payment]));
  const differences: string[] = [];
  for (const charge of await providerCharges(scope)) {
    const payment = payments.get(charge.providerPaymentId!);
    if (!payment) {
      differences.push(`charge ${charge.id}: the provider has no payment ${charge.providerPaymentId}`);
      continue;
    }
    const taken = charge.status === 'succeeded' ? charge.total : 0;
    if (payment.amountCaptured !== taken)
      differences.push(`charge ${charge.id}: took ${taken}, the provider captured ${payment.amountCaptured}`);
    if (charge.status === 'succeeded' && payment.amountRefunded !== charge.amountRefunded)
      differences.push(
        `charge ${charge.id}: refunded ${charge.amountRefunded}, the provider refunded ${payment.amountRefunded}`,
      );
    if (charge.status === 'succeeded' && (payment.fee ?? null) !== charge.processorFee)
      differences.push(`charge ${charge.id}: fee ${charge.processorFee}, the provider's fee ${payment.fee}`);
    payments.delete(payment.id);
  }
  const ours = new Map((await listPayouts(scope, 100_000)).map((row) => [row.providerPayoutId, row]));
  for (const payout of providerPayouts) {
    const row = ours.get(payout.id);
    ours.delete(payout.id);
    if (payout.status === 'pending') continue;
    if (!row) differences.push(`payout ${payout.id}: not recorded (${payout.status}, ${payout.amount})`);
    else if (row.status !== payout.status || row.amount !== payout.amount)
      differences.push(
        `payout ${payout.id}: recorded ${row.status} ${row.amount}, the provider ${payout.status} ${payout.amount}`,
      );
  }
  for (const row of ours.values()) differences.push(`payout ${row.providerPayoutId}: the provider has no such payout`);
  for (const payment of payments.values())
    if (payment.amountCaptured > 0) differences.push(`payment ${payment.id}: no charge of ours (${payment.reference})`);
  if (ledger !== provider) differences.push(`ledger holds ${ledger} at the provider, the provider ${provider}`);
  return { ledger, provider, differences };
}

export const RECONCILE_JOB = 'payments.reconcile';
const RECONCILE_EVERY_MS = 15 * 60_000;
/** A charge younger than this may still be on its way (a request waiting on the provider): left alone. */
export const STALE_AFTER_MS = 15 * 60_000;
/** How long a card holder has to authenticate before the payment is canceled at the provider. */
export const AUTHENTICATION_WINDOW_MS = 24 * 3_600_000;
const BATCH = 100;

/**
 * Finishes charges left `processing` or `requires_action` (a crash between the provider's answer and our write, a
 * missed webhook, a card holder who never came back), every 15 minutes: each is re-read from the provider after the
 * sweep's commit (never inside our transaction) and applied exactly as a webhook's re-read is (`paymentChanged`),
 * so a paid charge gets its ledger movement and receipt once. A charge the provider never received (no payment
 * with its reference) fails, as nothing was charged; one still waiting for authentication past
 * AUTHENTICATION_WINDOW_MS is canceled at the provider (key `charge-{id}-abandon`) and fails. A terminal payment
 * the reader authorized waits for staff to capture it, as on the payments page.
 */
export function reconcileJob(
  context: Omit<PaymentsContext, 'publicUrl'>,
  updates: { paymentChanged(account: string, payment: ProviderPayment, executor?: Executor): Promise<void> },
): JobType {
  const { db, provider } = context;

  async function paymentOf(account: string, row: ChargeRow): Promise<ProviderPayment | undefined> {
    if (row.providerPaymentId !== null) return provider.retrievePayment(account, row.providerPaymentId);
    // The answer was lost before its id was written: found by our reference among the payments made since.
    const since = new Date(row.createdAt.getTime() - 60_000);
    const { payments } = await provider.listActivity(account, { since });
    return payments.find((payment) => payment.reference === `charge-${row.id}`);
  }

  async function settle(businessId: number, chargeId: number, now: Date): Promise<void> {
    const scope = new TenantScope(db, businessId);
    const row = await findCharge(scope, chargeId);
    if (!row || (row.status !== 'processing' && row.status !== 'requires_action')) return;
    const account = await findAccount(scope);
    if (!account || account.provider !== provider.name) return;
    const payment = await paymentOf(account.accountId, row);
    if (!payment) {
      await endCharge(context, scope, row.id, row.status, {
        status: 'failed',
        failureCode: 'not_submitted',
        failureMessage: PAYMENT_MESSAGES.neverReachedProvider,
      });
      return;
    }
    if (payment.status === 'requires_action' && now.getTime() - row.createdAt.getTime() >= AUTHENTICATION_WINDOW_MS) {
      const canceled = await provider.cancelPayment(account.accountId, {
        paymentId: payment.id,
        idempotencyKey: `charge-${row.id}-abandon`,
      });
      await updates.paymentChanged(account.accountId, {
        ...canceled,
        failure: { code: 'authentication_required', message: PAYMENT_MESSAGES.authenticationAbandoned },
      });
      return;
    }
    await updates.paymentChanged(account.accountId, payment);
  }

  return {
    type: RECONCILE_JOB,
    everyMs: RECONCILE_EVERY_MS,
    async run({ db: tx, now, afterCommit }) {
      const stale = await staleCharges(tx, new Date(now.getTime() - STALE_AFTER_MS), BATCH);
      afterCommit(async () => {
        // One charge's failure (the provider unreachable) does not hold back the others; the first is reported.
        const failures: unknown[] = [];
        for (const charge of stale)
          await settle(charge.businessId, charge.id, now).catch((error: unknown) => failures.push(error));
        if (failures.length > 0) throw failures[0];
      });
    },
  };
}
