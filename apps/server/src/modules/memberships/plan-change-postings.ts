import type { TaxedPart, TaxedProration } from '@fairplay/domain';
import type { LedgerMovement } from '../ledger/index.js';

/**
 * The ledger movements of plan money moved through account credit (issue 25 point 7). Credit is owed to the
 * member with its tax in it, so each movement carries the tax of the revenue it moves: the unused part of a plan
 * gives back its revenue and its tax, and what credit pays for is revenue and tax payable like any charge's.
 */

/** Credit given for the unused part of a plan: revenue and tax given back, owed to the member as credit. */
export function creditGivenPosting(
  unused: TaxedPart,
  ref: { memo: string; payer: number; chargeId: number | null },
): LedgerMovement {
  return {
    kind: 'proration',
    chargeId: ref.chargeId,
    memo: `${ref.memo}: unused part credited`.slice(0, 200),
    entries: [
      { account: 'revenue', amount: unused.net, userId: ref.payer },
      { account: 'tax_payable', amount: unused.tax, userId: ref.payer },
      { account: 'member_credit', amount: -unused.total, userId: ref.payer },
    ],
  };
}

/** Credit spent on plan time: the member's credit pays the revenue and the tax it owes. */
export function creditUsedPosting(
  paid: TaxedPart,
  ref: { memo: string; payer: number; chargeId?: number | null },
): LedgerMovement {
  return {
    kind: 'proration',
    chargeId: ref.chargeId ?? null,
    memo: ref.memo.slice(0, 200),
    entries: [
      { account: 'member_credit', amount: paid.total, userId: ref.payer },
      { account: 'revenue', amount: -paid.net, userId: ref.payer },
      { account: 'tax_payable', amount: -paid.tax, userId: ref.payer },
    ],
  };
}

/** A plan change's two movements: the credit given, and the credit used for the rest of the period. */
export function planChangeMovements(
  taxed: TaxedProration,
  ref: { memo: string; payer: number; chargeId: number | null },
): LedgerMovement[] {
  return [
    creditGivenPosting(taxed.unused, ref),
    creditUsedPosting(taxed.fromCredit, { ...ref, memo: `${ref.memo}: credit used for the rest of the period` }),
  ];
}
