import type { ChargeBody, ChargeDetail } from '@fairplay/contracts';
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
  jobs: JobRunner;
}
