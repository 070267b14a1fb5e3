import type { TenantScope } from '@fairplay/db';
import { allMembershipIds } from './customers.repository.js';

/**
 * The user ids of the club's active members, as the Customers list counts them (member type `member`): a bulk e-mail
 * "to everyone" goes to the club's members, not to its staff and coaches, so the count it shows is the list's.
 */
export async function memberUserIds(scope: TenantScope): Promise<number[]> {
  return allMembershipIds(scope, { status: 'active', includeStaff: false });
}
