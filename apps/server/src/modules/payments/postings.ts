import type { TenantScope } from '@fairplay/db';
import {
  insertMovement,
  openDeferral,
  refundEntries,
  restoreChargeDeferral,
  returnChargeDeferral,
  type LedgerMovement,
} from '../ledger/index.js';
import type { ChargeRow, RefundRow } from './charges.repository.js';
import { emitWebhookEvent } from '../integrations/index.js';

/** Where a charge's money is: at the provider, in the cash drawer, or in the checks received. */
function fundOf(row: ChargeRow) {
  if (row.type === 'cash') return 'cash_drawer' as const;
  if (row.type === 'check-input') return 'checks' as const;
  return 'processor' as const;
}

function kindOf(row: ChargeRow) {
  if (row.type === 'cash') return 'cash' as const;
  if (row.type === 'check-input') return 'check' as const;
  return 'charge' as const;
}

/**
 * A paid charge: the money received (debit) against the club's revenue and the tax it owes (credits). The
 * revenue and tax entries name the member the charge was for, the fund entry the payer.
 */
export function chargePosting(row: ChargeRow): LedgerMovement {
  const payer = row.payerUserId ?? row.memberUserId;
  // A monthly invoice's collection: the revenue was earned when its items were added; the money settles what the
  // payer owed.
  if (row.collectsInvoiceId !== null)
    return {
      kind: 'invoice',
      chargeId: row.id,
      memo: row.description.slice(0, 200),
      entries: [
        { account: fundOf(row), amount: row.total, userId: payer },
        { account: 'receivable', amount: -row.total, userId: payer },
      ],
    };
  return {
    kind: kindOf(row),
    chargeId: row.id,
    memo: row.description.slice(0, 200),
    entries: [
      { account: fundOf(row), amount: row.total, userId: payer },
      { account: earnedIn(row), amount: -(row.total - row.tax), userId: row.memberUserId },
      { account: 'tax_payable', amount: -row.tax, userId: row.memberUserId },
    ],
  };
}

/** A charge paid ahead (a plan's period, a class pack, points) is owed until earned: deferred_revenue. */
const earnedIn = (row: ChargeRow) => (row.deferralSource ? ('deferred_revenue' as const) : ('revenue' as const));

/**
 * The provider's processing fee on a paid provider charge (application fee and its own, as it reported them):
 * an expense of the club paid out of the money at the provider. None for desk charges or a zero fee.
 */
export function feePosting(row: ChargeRow): LedgerMovement | null {
  if (!row.processorFee || fundOf(row) !== 'processor') return null;
  return {
    kind: 'fee',
    chargeId: row.id,
    memo: `processing fee, charge #${row.id}`,
    entries: [
      { account: 'fees', amount: row.processorFee },
      { account: 'processor', amount: -row.processorFee },
    ],
  };
}

/** Writes a paid charge's movement and its processing fee's, in the caller's transaction (scope within it). */
export async function postPaidCharge(scope: TenantScope, row: ChargeRow): Promise<void> {
  await insertMovement(scope, chargePosting(row));
  await chargeSucceededEvent(scope, row);
  await deferChargeRevenue(scope, row);
  const fee = feePosting(row);
  if (fee) await insertMovement(scope, fee);
}

/**
 * The club's webhooks hear of a paid charge with its ledger movement (issue 30.10): every path that takes money
 * (card, terminal, saved card, captured hold, invoice, cash and checks) writes its movement through here or, for cash
 * and checks, calls this beside it.
 */
export async function chargeSucceededEvent(scope: TenantScope, row: ChargeRow): Promise<void> {
  await emitWebhookEvent(
    scope.db,
    scope.businessId,
    'payment.succeeded',
    {
      charge_id: row.id,
      type: row.type,
      amount: row.amount,
      tax: row.tax,
      total: row.total,
      currency: row.currency,
      description: row.description,
      member_user_id: row.memberUserId,
      payer_user_id: row.payerUserId,
    },
    new Date(),
  );
}

/** The deferral of a charge paid ahead, recorded with its movement (what its revenue is earned over). */
export async function deferChargeRevenue(scope: TenantScope, row: ChargeRow): Promise<void> {
  if (!row.deferralSource || row.collectsInvoiceId !== null) return;
  await openDeferral(scope, {
    source: row.deferralSource,
    refId: row.deferralRef!,
    chargeId: row.id,
    userId: row.memberUserId,
    amount: row.total - row.tax,
    startsAt: row.deferralFrom!,
    endsAt: row.deferralUntil,
    units: row.deferralUnits,
  });
}

/** A payout of the processor balance to the club's bank; `failed`: a paid payout the bank returned, reversed. */
export function payoutPosting(
  payout: { id: number; amount: number; arrivalDate: string },
  failed = false,
): LedgerMovement {
  const sign = failed ? -1 : 1;
  return {
    kind: 'payout',
    memo: `${failed ? 'failed ' : ''}payout #${payout.id} (${payout.arrivalDate})`,
    entries: [
      { account: 'bank', amount: sign * payout.amount },
      { account: 'processor', amount: -sign * payout.amount },
    ],
  };
}

/** A charge added to a monthly invoice: owed by the payer (receivable) against the revenue and tax it earns. */
export function invoicedPosting(row: ChargeRow): LedgerMovement {
  return {
    kind: 'invoice',
    chargeId: row.id,
    memo: row.description.slice(0, 200),
    entries: [
      { account: 'receivable', amount: row.total, userId: row.payerUserId ?? row.memberUserId },
      { account: 'revenue', amount: -(row.total - row.tax), userId: row.memberUserId },
      { account: 'tax_payable', amount: -row.tax, userId: row.memberUserId },
    ],
  };
}

/**
 * A refund: the revenue and its share of tax given back, paid out of the fund the charge went to. Of a charge paid
 * ahead, `deferred` cents of the revenue were not yet earned: they come off deferred_revenue, the rest off revenue.
 */
export function refundPosting(charge: ChargeRow, refund: RefundRow, deferred = 0): LedgerMovement {
  const payer = charge.payerUserId ?? charge.memberUserId;
  return {
    kind: 'refund',
    chargeId: charge.id,
    refundId: refund.id,
    entries: [
      { account: fundOf(charge), amount: -refund.amount, userId: payer },
      { account: 'deferred_revenue', amount: deferred, userId: charge.memberUserId },
      { account: 'revenue', amount: refund.amount - refund.tax - deferred, userId: charge.memberUserId },
      { account: 'tax_payable', amount: refund.tax, userId: charge.memberUserId },
    ],
  };
}

/** Writes a refund's movement, taking what it gives back of a charge paid ahead off its deferral first. */
export async function postRefund(scope: TenantScope, charge: ChargeRow, refund: RefundRow): Promise<void> {
  const deferred = charge.deferralSource ? await returnChargeDeferral(scope, charge.id, refund.amount - refund.tax) : 0;
  await insertMovement(scope, refundPosting(charge, refund, deferred));
  // The club's webhooks hear of the refund with its movement (issue 30.10).
  await emitWebhookEvent(
    scope.db,
    scope.businessId,
    'payment.refunded',
    {
      refund_id: refund.id,
      charge_id: charge.id,
      amount: refund.amount,
      tax: refund.tax,
      currency: charge.currency,
      member_user_id: charge.memberUserId,
      payer_user_id: charge.payerUserId,
    },
    new Date(),
  );
}

/**
 * A refund the provider could not pay out after all: its movement reversed as it was written, the money back in the
 * fund and what it took off a deferral owed again.
 */
export async function postRefundFailed(scope: TenantScope, charge: ChargeRow, refund: RefundRow): Promise<void> {
  const posted = await refundEntries(scope, refund.id);
  const entries = posted.length > 0 ? posted : refundPosting(charge, refund).entries;
  const deferred = entries.find((entry) => entry.account === 'deferred_revenue')?.amount ?? 0;
  if (deferred > 0) await restoreChargeDeferral(scope, charge.id, deferred);
  await insertMovement(scope, {
    kind: 'refund',
    chargeId: charge.id,
    refundId: refund.id,
    entries: entries.map((entry) => ({ account: entry.account, amount: -entry.amount, userId: entry.userId })),
  });
}

/**
 * A balance transaction of a dispute (issue 25): what the provider took from the club's balance (amount negative,
 * with its dispute fee) or gave back (amount positive, the fee maybe returned as a negative fee). The disputed money
 * sits in 'disputes' until the club wins it back; after a lost dispute what stays there is the loss.
 */
export function disputePosting(
  charge: ChargeRow,
  dispute: { providerDisputeId: string },
  movement: { amount: number; fee: number },
): LedgerMovement {
  return {
    kind: 'dispute',
    chargeId: charge.id,
    memo: `${movement.amount < 0 ? 'funds withdrawn' : 'funds reinstated'}, dispute ${dispute.providerDisputeId}`,
    entries: [
      { account: 'processor', amount: movement.amount - movement.fee },
      { account: 'disputes', amount: -movement.amount, userId: charge.memberUserId },
      { account: 'fees', amount: movement.fee },
    ],
  };
}
