import type { AppModule } from '../../module.js';
import type { JobRunner } from '../jobs/index.js';
import { recognitionJob } from './recognition-job.js';

export {
  accountBalances,
  chargeMovements,
  customerSums,
  insertMovement,
  refundEntries,
  unbalancedTransactions,
  type LedgerAccount,
  type LedgerEntry,
  type LedgerKind,
  type LedgerMovement,
} from './ledger.repository.js';
export { memberBalances, type MemberBalance } from './balances.js';
export {
  expireDeferrals,
  openDeferral,
  restoreChargeDeferral,
  returnChargeDeferral,
  closePlanDeferrals,
  setUnitsLeft,
  shiftPlanDeferrals,
  useUnits,
  type OpenDeferral,
} from './deferrals.js';
export { deferralMismatches, type DeferralSource } from './deferrals.repository.js';
export { RECOGNITION_JOB } from './recognition-job.js';

/**
 * The ledger (issue 12; tables ledger_transactions, ledger_entries, revenue_deferrals): every movement of money (and
 * points) as balanced double entries in integer cents, written by the module that caused it in the same database
 * transaction (`insertMovement` with a scope within that transaction). The database refuses an unbalanced
 * transaction at commit. Accounts: processor (money held at the payment provider), cash_drawer, checks, revenue,
 * tax_payable, receivable, fees (the provider's processing fees, migration 0128), bank (payouts of the processor
 * balance to the club's bank); entries name the customer they concern, so balances are read from here.
 * Points (issue 14, migration 0070) are entries in the unit 'points' on their own accounts: points_issued,
 * points_held (what members hold), points_spent, points_expired; they balance per unit, apart from the money.
 * Deferred revenue (issue 25, migration 0220): money paid ahead for a plan's period, a class pack or points is
 * credited to deferred_revenue with a row in revenue_deferrals (`openDeferral`), and released to revenue as it is
 * earned (the `ledger.recognize` job day by day for plans; `useUnits` as packs and points are used) or to
 * prepaid_expired when it expires unused. It serves no calls of its own: the payments module reads balances here.
 */
export function ledgerModule(jobs: JobRunner): AppModule {
  jobs.register(recognitionJob());
  return { name: 'ledger' };
}
