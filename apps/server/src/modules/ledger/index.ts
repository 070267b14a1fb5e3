import type { AppModule } from '../../module.js';

export {
  accountBalances,
  chargeMovements,
  customerSums,
  insertMovement,
  unbalancedTransactions,
  type LedgerAccount,
  type LedgerEntry,
  type LedgerKind,
  type LedgerMovement,
} from './ledger.repository.js';
export { memberBalances, type MemberBalance } from './balances.js';

/**
 * The ledger (issue 12; tables ledger_transactions, ledger_entries): every movement of money (and later points)
 * as balanced double entries in integer cents, written by the module that caused it in the same database
 * transaction (`insertMovement` with a scope within that transaction). The database refuses an unbalanced
 * transaction at commit. Accounts: processor (money held at the payment provider), cash_drawer, checks, revenue,
 * tax_payable, receivable, fees (the provider's processing fees, migration 0128), bank (payouts of the processor
 * balance to the club's bank); entries name the customer they concern, so balances are read from here.
 * Points (issue 14, migration 0070) are entries in the unit 'points' on their own accounts: points_issued,
 * points_held (what members hold), points_spent, points_expired; they balance per unit, apart from the money.
 * It serves no calls of its own: the payments module reads balances through it.
 */
export function ledgerModule(): AppModule {
  return { name: 'ledger' };
}
