import type { PaymentCustomer } from '@fairplay/contracts';
import type { TenantScope } from '@fairplay/db';
import { memberOwed } from '@fairplay/domain';
import { memberBalances } from '../ledger/index.js';
import type { PaymentsContext } from './context.js';

/**
 * A member's money as the member detail shows it and POST members/balance/{id} answers it (issues 24 and 26): the
 * ledger's charged, refunded and credit, and `owed` in all (domain's memberOwed: the ledger's owed plus what the
 * member's bookings still owe), with `bookings_owed`, the bookings' part of it.
 */
export async function memberMoneyOf(
  context: PaymentsContext,
  scope: TenantScope,
  userId: number,
): Promise<PaymentCustomer['balance']> {
  const balances = await memberBalances(scope, [userId]);
  const bookingsOwed = (await context.needs?.bookingsOwed?.(scope, userId)) ?? 0;
  const ledger = balances.get(userId)!;
  return { ...ledger, owed: memberOwed({ ledgerOwed: ledger.owed, bookingsOwed }), bookings_owed: bookingsOwed };
}
