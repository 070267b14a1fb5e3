import type { TenantScope } from '@fairplay/db';
import type { MemberCharges } from '../payments/index.js';

/** What memberships is given by app.ts. */
export interface MembershipsNeeds {
  /** Off-session charges of a member's saved method (payments). */
  memberCharges: MemberCharges;
}

export type { TenantScope };
