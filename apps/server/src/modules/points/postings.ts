import type { LedgerAccount, LedgerMovement } from '../ledger/index.js';

/**
 * The ledger movements of points (unit 'points'). points_held carries what members hold (each entry names its
 * member); points_issued is the club's side of every point given out; points_spent and points_expired are where
 * held points go. Debits are positive.
 */
type Flow = 'issue' | 'spend' | 'expire' | 'refundGift' | 'returnSpend' | 'expireReturned';

const ACCOUNTS: Record<Flow, { debit: LedgerAccount; credit: LedgerAccount }> = {
  issue: { debit: 'points_held', credit: 'points_issued' },
  spend: { debit: 'points_spent', credit: 'points_held' },
  expire: { debit: 'points_expired', credit: 'points_held' },
  refundGift: { debit: 'points_issued', credit: 'points_held' },
  returnSpend: { debit: 'points_held', credit: 'points_spent' },
  expireReturned: { debit: 'points_expired', credit: 'points_spent' },
};

export function pointsPosting(flow: Flow, userId: number, points: number, memo: string): LedgerMovement {
  const { debit, credit } = ACCOUNTS[flow];
  return {
    kind: 'points',
    memo: memo.slice(0, 200),
    entries: [
      { account: debit, amount: points, unit: 'points', userId },
      { account: credit, amount: -points, unit: 'points', userId },
    ],
  };
}
