import type { TenantScope } from '@fairplay/db';
import { customerSums } from './ledger.repository.js';

/** A member's money as the ledger has it, in cents. */
export interface MemberBalance {
  /** Net of refunds: everything the member paid for (revenue and tax credited for them). */
  charged: number;
  /** Everything given back to them. */
  refunded: number;
  /** Still owed to the club (the receivable account); positive: the member owes. */
  owed: number;
  /** Account credit the club holds for them (the member_credit account, a credit there is negative). */
  credit: number;
}

const EARNED = new Set(['revenue', 'tax_payable', 'deferred_revenue', 'prepaid_expired']);

/** Balances per member, read from the ledger (members without entries get zeros). */
export async function memberBalances(
  scope: TenantScope,
  userIds: readonly number[],
): Promise<Map<number, MemberBalance>> {
  const result = new Map<number, MemberBalance>(
    userIds.map((id) => [id, { charged: 0, refunded: 0, owed: 0, credit: 0 }]),
  );
  for (const row of await customerSums(scope, userIds)) {
    const balance = result.get(row.userId);
    if (!balance) continue;
    // What a member paid for: revenue and tax, and money paid ahead (deferred until earned, or expired unused).
    const earned = EARNED.has(row.account);
    // Revenue and tax are credits (negative) when charged and debits (positive) when refunded.
    if (earned) balance.charged -= row.sum;
    if (earned && row.kind === 'refund') balance.refunded += row.sum;
    if (row.account === 'receivable') balance.owed += row.sum;
    if (row.account === 'member_credit') balance.credit -= row.sum;
  }
  return result;
}
