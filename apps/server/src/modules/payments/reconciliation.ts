import type { TenantScope } from '@fairplay/db';
import { accountBalances } from '../ledger/index.js';
import { findAccount } from './accounts.repository.js';
import { providerCharges } from './charges.repository.js';
import type { PaymentsContext } from './context.js';

export interface Reconciliation {
  /** The ledger's processor account: the money the club holds at the provider, in cents. */
  ledger: number;
  /** The same read from the provider: captured less refunded, over the connected account's payments. */
  provider: number;
  /** Each disagreement, described (a charge the provider does not know, or amounts that differ). */
  differences: string[];
}

/**
 * Compares the club's ledger and charges with the provider's own records of the connected account: the totals,
 * and charge by charge what was taken and refunded. Empty differences and equal totals: they agree.
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
  const provider =
    activity.payments.reduce((sum, payment) => sum + payment.amountCaptured, 0) -
    activity.refunds.filter((refund) => refund.status === 'succeeded').reduce((sum, refund) => sum + refund.amount, 0);
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
    payments.delete(payment.id);
  }
  for (const payment of payments.values())
    if (payment.amountCaptured > 0) differences.push(`payment ${payment.id}: no charge of ours (${payment.reference})`);
  if (ledger !== provider) differences.push(`ledger holds ${ledger} at the provider, the provider ${provider}`);
  return { ledger, provider, differences };
}
