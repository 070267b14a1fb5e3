import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { TenantScope } from '@fairplay/db';
import type { Group } from '@fairplay/contracts';
import type { AppDeps } from '../../deps.js';
import type { AppModule } from '../../module.js';
import { groupsRoutes } from './groups.routes.js';
import { createGroupsService } from './groups.service.js';
import {
  activeGroupIdsOf,
  groupsOfMember,
  inAnyActiveGroupCondition,
  inGroupsCondition,
  listGroups,
  memberIdsIn,
} from './groups.repository.js';

/**
 * Groups (issue 16; tables groups and group_members): the club's groups of members, their screens' calls,
 * `members/addtogroup` and the group report. Other modules filter by groups through the functions below.
 */
export function groupsModule(deps: AppDeps): AppModule {
  return { name: 'groups', routes: groupsRoutes(createGroupsService(deps.db, deps.now)) };
}

/**
 * A condition to put in another module's query: the user id in `userIdColumn` belongs to any of `groupIds` (or to
 * all of them, mode 'all': the customers list's `all_groups`). Runs as a subquery in the caller's statement;
 * another club's group ids match nobody. No group ids: matches nobody.
 */
export function memberInGroups(
  scope: TenantScope,
  groupIds: readonly number[],
  userIdColumn: PgColumn | SQL,
  mode: 'any' | 'all' = 'any',
): SQL {
  return inGroupsCondition(scope, groupIds, userIdColumn, mode);
}

/** A condition on a user id column: the user is in none of the club's active groups (the customers list). */
export function memberInNoGroup(scope: TenantScope, userIdColumn: PgColumn | SQL): SQL {
  return sql`NOT (${inAnyActiveGroupCondition(scope, userIdColumn)})`;
}

/** The user ids of the members of any (or all) of the club's groups `groupIds`, ascending (bulk e-mail targets). */
export function memberIdsInGroups(
  scope: TenantScope,
  groupIds: readonly number[],
  mode: 'any' | 'all' = 'any',
): Promise<number[]> {
  return memberIdsIn(scope, groupIds, mode);
}

/** The ids of the club's active groups a member is in. */
export function groupIdsOfMember(scope: TenantScope, userId: number): Promise<number[]> {
  return activeGroupIdsOf(scope, userId);
}

/** A member's groups for the member detail: active ones, or archived ones too; with when they joined each. */
export async function groupsOfMemberFor(
  scope: TenantScope,
  userId: number,
  includeArchived = false,
): Promise<(Group & { added_at: string })[]> {
  return (await groupsOfMember(scope, userId, includeArchived)).map((row) => ({
    id: row.id,
    name: row.name,
    archived: row.archivedAt !== null,
    archived_at: row.archivedAt?.toISOString() ?? null,
    member_count: row.memberCount,
    created_at: row.createdAt.toISOString(),
    added_at: row.addedAt.toISOString(),
  }));
}

/** The club's active groups by name (pickers: who-can-book, bulk e-mail). */
export async function activeGroups(scope: TenantScope): Promise<{ id: number; name: string; memberCount: number }[]> {
  return (await listGroups(scope, false)).map(({ id, name, memberCount }) => ({ id, name, memberCount }));
}
