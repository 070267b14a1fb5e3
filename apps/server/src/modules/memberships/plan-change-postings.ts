import type { TaxedPart, TaxedProration } from '@fairplay/domain';
import type { LedgerMovement } from '../ledger/index.js';

/**
 * The ledger movements of plan money moved through account credit (issue 25 point 7). Credit is owed to the
 * member with its tax in it, so each movement carries the tax of the revenue it moves: the unused part of a plan
 * gives back its revenue and its tax, and what credit pays for is revenue and tax payable like any charge's.
 * Plan time paid ahead is deferred revenue (issue 25 point 10): the unused part comes off deferred_revenue as far
 * as the period's deferral still holds it (`deferred`), and credit paying for a period ahead is deferred again.
 */

/** Credit given for the unused part of a plan: revenue and tax given back, owed to the member as credit. */
export function creditGivenPosting(
  unused: TaxedPart,
  ref: { memo: string; payer: number; chargeId: number | null },
  deferred = 0,
): LedgerMovement {
  return {
    kind: 'proration',
    chargeId: ref.chargeId,
    memo: `${ref.memo}: unused part credited`.slice(0, 200),
    entries: [
      { account: 'deferred_revenue', amount: deferred, userId: ref.payer },
      { account: 'revenue', amount: unused.net - deferred, userId: ref.payer },
      { account: 'tax_payable', amount: unused.tax, userId: ref.payer },
      { account: 'member_credit', amount: -unused.total, userId: ref.payer },
    ],
  };
}

/**
 * Credit spent on plan time: the member's credit pays the revenue and the tax it owes. `deferred`: the time is
 * ahead (a period to come, the rest of the current one), so its revenue is deferred until earned.
 */
export function creditUsedPosting(
  paid: TaxedPart,
  ref: { memo: string; payer: number; chargeId?: number | null },
  deferred = false,
): LedgerMovement {
  return {
    kind: 'proration',
    chargeId: ref.chargeId ?? null,
    memo: ref.memo.slice(0, 200),
    entries: [
      { account: 'member_credit', amount: paid.total, userId: ref.payer },
      { account: deferred ? 'deferred_revenue' : 'revenue', amount: -paid.net, userId: ref.payer },
      { account: 'tax_payable', amount: -paid.tax, userId: ref.payer },
    ],
  };
}

/**
 * A plan change's two movements: the credit given (`deferred` of it off the old period's deferral), and the credit
 * used for the rest of the period (deferred when `restDeferred`).
 */
export function planChangeMovements(
  taxed: TaxedProration,
  ref: { memo: string; payer: number; chargeId: number | null },
  deferral: { given: number; restDeferred: boolean },
): LedgerMovement[] {
  return [
    creditGivenPosting(taxed.unused, ref, deferral.given),
    creditUsedPosting(
      taxed.fromCredit,
      { ...ref, memo: `${ref.memo}: credit used for the rest of the period` },
      deferral.restDeferred,
    ),
  ];
}
