import type { TenantScope } from '@fairplay/db';
import { findNames, findPeople, searchActivePeople } from '../identity/index.js';
import type { Executor } from '@fairplay/db';
import type { RoleFlags } from '@fairplay/domain';
import {
  familyMemberIds,
  findBusiness,
  listStaffMembers,
  loadMembership,
  memberIdsAmong,
  memberIdsQuery,
} from './clubs.repository.js';

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
  const family = await findNames(scope.db, await familyMemberIds(scope, userId));
  return family.map(({ userId: id, firstName, lastName }) => ({ userId: id, firstName, lastName }));
}

/** "First Last" of the given users (any user: assignees, message senders), in one query. */
export async function namesOf(scope: TenantScope, userIds: number[]): Promise<Map<number, string>> {
  const rows = await findNames(scope.db, [...new Set(userIds)]);
  return new Map(rows.map((row) => [row.userId, `${row.firstName} ${row.lastName}`]));
}

/** The club's staff (members whose member type is not `member`), by last name, first name and user id. */
export async function listStaff(
  scope: TenantScope,
): Promise<{ user_id: number; first_name: string; last_name: string; member_type: string }[]> {
  const staff = await listStaffMembers(scope);
  const names = new Map(
    (
      await findNames(
        scope.db,
        staff.map((member) => member.userId),
      )
    ).map((row) => [row.userId, row]),
  );
  return staff
    .flatMap(({ userId, memberType }) => {
      const name = names.get(userId);
      return name
        ? [{ user_id: userId, first_name: name.firstName, last_name: name.lastName, member_type: memberType }]
        : [];
    })
    .sort(
      (a, b) =>
        a.last_name.localeCompare(b.last_name, 'en') ||
        a.first_name.localeCompare(b.first_name, 'en') ||
        a.user_id - b.user_id,
    );
}

/** The user's roles in the club, or null when the club does not exist or the user is not its member. */
export async function rolesIn(db: Executor, userId: number, businessId: number): Promise<RoleFlags[] | null> {
  const [business, membership] = await Promise.all([
    findBusiness(db, businessId),
    loadMembership(db, userId, businessId),
  ]);
  return business && membership ? membership.roles : null;
}
