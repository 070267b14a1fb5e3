import type { LedgerMovement } from '../ledger/index.js';
import type { ChargeRow, RefundRow } from './charges.repository.js';

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
      { account: 'revenue', amount: -(row.total - row.tax), userId: row.memberUserId },
      { account: 'tax_payable', amount: -row.tax, userId: row.memberUserId },
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

/** A refund: the revenue and its share of tax given back, paid out of the fund the charge went to. */
export function refundPosting(charge: ChargeRow, refund: RefundRow): LedgerMovement {
  const payer = charge.payerUserId ?? charge.memberUserId;
  return {
    kind: 'refund',
    chargeId: charge.id,
    refundId: refund.id,
    entries: [
      { account: fundOf(charge), amount: -refund.amount, userId: payer },
      { account: 'revenue', amount: refund.amount - refund.tax, userId: charge.memberUserId },
      { account: 'tax_payable', amount: refund.tax, userId: charge.memberUserId },
    ],
  };
}

/** A refund the provider could not pay out after all: its movement reversed, the money back in the fund. */
export function refundFailedPosting(charge: ChargeRow, refund: RefundRow): LedgerMovement {
  const posted = refundPosting(charge, refund);
  return { ...posted, entries: posted.entries.map((entry) => ({ ...entry, amount: -entry.amount })) };
}
