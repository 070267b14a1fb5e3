import type { TenantScope } from '@fairplay/db';
import { deleteCharge, moveCharge, type ChargeRow, type NewCharge } from './charges.repository.js';
import type { PaymentsContext } from './context.js';

/**
 * What a member owes on their bookings, paid by a card or ACH charge (`payment/charges/create` with the spec's
 * `balance: true`, issue 26). Booking payments' answer (a two-way need: booking payments charges through payments,
 * payments records a balance charge on the bookings through this), each call in the caller's transaction.
 */
export interface BalancePayments {
  /**
   * Reserves `amount` of what the member's bookings owe, oldest booking first, as one pending booking payment of
   * the charge, in the charge's own insert. Refuses (the charge is not written): 409 on `balance` when nothing is
   * owed, 400 on `amount` when it is more than is owed.
   */
  reserve(
    scope: TenantScope,
    input: { chargeId: number; memberUserId: number; amount: number; currency: string; createdBy: number; at: Date },
  ): Promise<void>;
  /**
   * A charge ended (paid, failed, or forgotten before it reached the provider): its reserved booking payment, if
   * it has one, is paid, or given back so the bookings owe it again. Called for every charge that ends.
   */
  settle(scope: TenantScope, charge: { id: number; status: 'succeeded' | 'failed' }, at: Date): Promise<void>;
}

/** Tells the balance owner that a charge ended, in the transaction that ended it (scope within it). */
export async function balanceChargeEnded(
  context: Pick<PaymentsContext, 'needs' | 'now'>,
  scope: TenantScope,
  row: Pick<ChargeRow, 'id' | 'status'>,
): Promise<void> {
  if (row.status !== 'succeeded' && row.status !== 'failed') return;
  await context.needs?.balancePayments?.settle(scope, { id: row.id, status: row.status }, context.now());
}

/** Moves a charge on from `from` and tells the balance owner, in one transaction. */
export async function endCharge(
  context: Pick<PaymentsContext, 'needs' | 'now'>,
  scope: TenantScope,
  id: number,
  from: ChargeRow['status'],
  changes: Partial<NewCharge>,
): Promise<ChargeRow | undefined> {
  return scope.db.transaction(async (tx) => {
    const inner = scope.within(tx);
    const moved = await moveCharge(inner, id, from, changes);
    if (moved) await balanceChargeEnded(context, inner, moved);
    return moved;
  });
}

/** Forgets a charge that never reached the provider (refused input), with its reserved booking payment. */
export async function forgetCharge(
  context: Pick<PaymentsContext, 'needs' | 'now'>,
  scope: TenantScope,
  id: number,
): Promise<void> {
  await scope.db.transaction(async (tx) => {
    const inner = scope.within(tx);
    await balanceChargeEnded(context, inner, { id, status: 'failed' });
    await deleteCharge(inner, id);
  });
}
