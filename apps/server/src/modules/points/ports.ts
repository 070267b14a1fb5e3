import type { ChargeBody, ChargeDetail, PaymentCustomer } from '@fairplay/contracts';
import type { TenantScope } from '@fairplay/db';
import type { JobRunner } from '../jobs/index.js';
import type { MemberContext } from '../identity/index.js';

/** What the points module needs of others, handed in by app.ts. */
export interface PointsNeeds {
  /**
   * The payments module's card charge (POST payment/charges/create's service): money for bought points goes
   * through the payment provider and the ledger as every charge does. The key makes a retry the same charge.
   */
  charge(member: MemberContext, body: ChargeBody, idempotencyKey: string): Promise<ChargeDetail>;
  /** Where one of the club's charges stands now (the payments module's record). */
  chargeStatus(scope: TenantScope, chargeId: number): Promise<ChargeDetail['status'] | undefined>;
  /** A member's money as the member detail shows it (the payments module's answer), for members/balance. */
  memberMoney(scope: TenantScope, userId: number): Promise<PaymentCustomer['balance']>;
  jobs: JobRunner;
}
