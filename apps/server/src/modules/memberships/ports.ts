import type { TenantScope } from '@fairplay/db';
import type { MemberCharges } from '../payments/index.js';

/** What memberships is given by app.ts. */
export interface MembershipsNeeds {
  /** Off-session charges of a member's saved method (payments). */
  memberCharges: MemberCharges;
  /** Refunds the whole remainder of a charge (a plan change whose charge went through but could not be applied). */
  refundCharge(scope: TenantScope, chargeId: number): Promise<unknown>;
}

export type { TenantScope };
