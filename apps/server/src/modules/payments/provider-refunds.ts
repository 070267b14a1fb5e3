import { PAYMENT_MESSAGES } from '@fairplay/contracts';
import { TenantScope, type Executor } from '@fairplay/db';
import { clubOfAccount } from './accounts.repository.js';
import { refundableOf } from './charge-view.js';
import {
  addChargeRefunded,
  addLineRefunded,
  completeRefund,
  failDoneRefund,
  findCharge,
  findChargeOfPayment,
  findRefund,
  findRefundOfProvider,
  insertProviderRefund,
  type ChargeRow,
} from './charges.repository.js';
import { refundsSettled, type PaymentsContext } from './context.js';
import { postRefund, postRefundFailed } from './postings.js';
import type { ProviderRefund } from '../payment-gateway/index.js';
import { chargeRefundTax } from './refunds.service.js';

/**
 * Refunds as the provider has them, after one of its refund webhooks (issue 12): a refund made in the provider's
 * dashboard becomes our refund of the charge (no order line, the charge's tax in proportion, the refundable
 * remainder reduced) with its ledger movement, in one transaction. Idempotent by the provider's refund id (unique
 * per club), so the same event twice, or charge.refunded and refund.created about one refund, record it once. A
 * refund of ours (reference `refund-{id}`) is never imported: if our own request stopped before recording the
 * answer, it is completed here instead, and posted once whichever finishes first. A refund the provider reports
 * failed later is undone once (see `failed`). Runs in `executor`, the event
 * job's transaction.
 */
export function createProviderRefunds(context: Pick<PaymentsContext, 'provider' | 'needs'>) {
  const { provider } = context;

  async function apply(scope: TenantScope, chargeId: number, refund: ProviderRefund): Promise<void> {
    const ours = /^refund-(\d+)$/.exec(refund.reference)?.[1];
    await scope.db.transaction(async (tx) => {
      const inner = scope.within(tx);
      // The charge's row lock orders this with our own refunds of it (they reserve under the same lock).
      const charge = await findCharge(inner, chargeId, true);
      if (!charge || charge.status !== 'succeeded') return;
      if (refund.status === 'failed') return failed(inner, charge, refund, ours);
      if (ours !== undefined) {
        const row = await findRefund(inner, Number(ours));
        if (!row || row.chargeId !== charge.id) return;
        const completed = await completeRefund(inner, row.id, refund.id);
        if (completed) {
          await postRefund(inner, charge, completed);
          await refundsSettled(context, inner, charge, null);
        }
        return;
      }
      // The provider never refunds more than was taken; our remainder bounds what the ledger gives back.
      const amount = Math.min(refund.amount, refundableOf(charge));
      if (amount <= 0) return;
      const tax = await chargeRefundTax(inner, charge, amount);
      const imported = await insertProviderRefund(inner, {
        chargeId: charge.id,
        lineId: null,
        amount,
        tax,
        count: 0,
        status: 'succeeded',
        providerRefundId: refund.id,
        createdBy: null,
      });
      if (!imported) return;
      await addChargeRefunded(inner, charge.id, amount);
      await postRefund(inner, charge, imported);
      await refundsSettled(context, inner, charge, null);
    });
  }

  /**
   * A refund the provider reports failed (the money could not be returned to the card or bank): a refund we
   * recorded as done becomes failed, the refundable remainder grows back and its ledger movement is reversed, once.
   */
  async function failed(scope: TenantScope, charge: ChargeRow, refund: ProviderRefund, ours: string | undefined) {
    const row =
      (await findRefundOfProvider(scope, refund.id)) ??
      (ours === undefined ? undefined : await findRefund(scope, Number(ours)));
    if (!row || row.chargeId !== charge.id) return;
    const undone = await failDoneRefund(scope, row.id, PAYMENT_MESSAGES.refundFailedAtProvider);
    if (!undone) return;
    await addChargeRefunded(scope, charge.id, -undone.amount);
    if (undone.lineId !== null)
      await addLineRefunded(scope, undone.lineId, { amount: -undone.amount, tax: -undone.tax, count: -undone.count });
    await postRefundFailed(scope, charge, undone);
    await refundsSettled(context, scope, charge, null);
  }

  return {
    async refundsChanged(account: string, paymentId: string, refunds: ProviderRefund[], executor: Executor) {
      const businessId = await clubOfAccount(executor, provider.name, account);
      if (businessId === undefined) return;
      const scope = new TenantScope(executor, businessId);
      const charge = await findChargeOfPayment(scope, paymentId);
      if (!charge) return;
      for (const refund of refunds) await apply(scope, charge.id, refund);
    },
  };
}

export type ProviderRefunds = ReturnType<typeof createProviderRefunds>;
