import type { TenantScope } from '@fairplay/db';
import { findNames, findPeople, searchActivePeople } from '../identity/index.js';
import { familyMemberIds, memberIdsAmong, memberIdsQuery } from './clubs.repository.js';

/** The club's members among userIds (the others are absent): two batched queries, clubs' then identity's. */
export async function findMembers(
  scope: TenantScope,
  userIds: number[],
): Promise<{ userId: number; userType: 'bu' | 'nbu'; fullName: string; email: string }[]> {
  return findPeople(scope.db, await memberIdsAmong(scope, userIds));
}

/**
 * The club's active members whose "First Last" contains `search` (% _ and \ are ignored), by first name, last
 * name and id. One query: identity's search runs over clubs' subquery of member ids.
 */
export async function searchMembers(
  scope: TenantScope,
  search: string,
  limit: number,
): Promise<{ userId: number; fullName: string; userType: 'bu' | 'nbu' }[]> {
  return searchActivePeople(scope.db, memberIdsQuery(scope), search, limit);
}

/** The other members of the user's family in this club, by first name. */
export async function listFamilyOf(
  scope: TenantScope,
  userId: number,
): Promise<{ userId: number; firstName: string; lastName: string }[]> {
  return findNames(scope.db, await familyMemberIds(scope, userId));
}

/** "First Last" of the given users (any user: assignees, message senders), in one query. */
export async function namesOf(scope: TenantScope, userIds: number[]): Promise<Map<number, string>> {
  const rows = await findNames(scope.db, [...new Set(userIds)]);
  return new Map(rows.map((row) => [row.userId, `${row.firstName} ${row.lastName}`]));
}
