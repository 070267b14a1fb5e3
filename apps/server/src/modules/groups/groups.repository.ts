import { and, asc, count, eq, inArray, isNotNull, isNull, notInArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { groupMembers, groups, type TenantScope } from '@fairplay/db';

/** The only reader and writer of groups and group_members. */

export interface GroupRow {
  id: number;
  name: string;
  archivedAt: Date | null;
  createdAt: Date;
  memberCount: number;
}

const clubMembers = (scope: TenantScope, ...conditions: (SQL | undefined)[]) =>
  and(eq(groupMembers.businessId, scope.businessId), ...conditions) as SQL;

const memberCount = sql<number>`(SELECT count(*)::int FROM ${groupMembers} gm
  WHERE gm.business_id = ${groups.businessId} AND gm.group_id = ${groups.id})`;

const groupColumns = {
  id: groups.id,
  name: groups.name,
  archivedAt: groups.archivedAt,
  createdAt: groups.createdAt,
  memberCount,
};

/** The club's groups, active or archived, by name. */
export async function listGroups(scope: TenantScope, archived: boolean): Promise<GroupRow[]> {
  return scope.db
    .select(groupColumns)
    .from(groups)
    .where(scope.where(groups, archived ? isNotNull(groups.archivedAt) : isNull(groups.archivedAt)))
    .orderBy(sql`lower(${groups.name})`, asc(groups.id));
}

/** The club's groups among `ids` (all when null); with `lock`, locked to the end of the caller's transaction. */
export async function findGroups(scope: TenantScope, ids: number[] | null, lock = false): Promise<GroupRow[]> {
  if (ids !== null && ids.length === 0) return [];
  const query = scope.db
    .select(groupColumns)
    .from(groups)
    .where(scope.where(groups, ids === null ? undefined : inArray(groups.id, ids)))
    .orderBy(sql`lower(${groups.name})`, asc(groups.id));
  return lock ? query.for('update', { of: groups }) : query;
}

export async function insertGroup(scope: TenantScope, name: string, createdBy: number): Promise<number> {
  const [row] = await scope.db.insert(groups).values(scope.values({ name, createdBy })).returning({ id: groups.id });
  return row!.id;
}

export async function updateGroup(
  scope: TenantScope,
  id: number,
  changes: { name?: string; archivedAt?: Date | null },
): Promise<boolean> {
  const rows = await scope.db
    .update(groups)
    .set(changes)
    .where(scope.where(groups, eq(groups.id, id)))
    .returning({ id: groups.id });
  return rows.length > 0;
}

/** The group's members with when they were added, oldest first. */
export async function listGroupMembers(
  scope: TenantScope,
  groupId: number,
): Promise<{ userId: number; addedAt: Date }[]> {
  return scope.db
    .select({ userId: groupMembers.userId, addedAt: groupMembers.addedAt })
    .from(groupMembers)
    .where(clubMembers(scope, eq(groupMembers.groupId, groupId)))
    .orderBy(asc(groupMembers.addedAt), asc(groupMembers.userId));
}

/** Adds members to groups; who is already in a group stays as they were. Answers how many rows were new. */
export async function addMemberships(
  scope: TenantScope,
  rows: { groupId: number; userId: number }[],
  addedBy: number,
  at: Date,
): Promise<number> {
  if (rows.length === 0) return 0;
  const inserted = await scope.db
    .insert(groupMembers)
    .values(rows.map((row) => scope.values({ ...row, addedBy, addedAt: at })))
    .onConflictDoNothing()
    .returning({ userId: groupMembers.userId });
  return inserted.length;
}

export async function removeMemberships(scope: TenantScope, groupId: number, userIds: number[]): Promise<number> {
  const removed = await scope.db
    .delete(groupMembers)
    .where(clubMembers(scope, eq(groupMembers.groupId, groupId), inArray(groupMembers.userId, userIds)))
    .returning({ userId: groupMembers.userId });
  return removed.length;
}

/** Takes the member out of the club's active groups other than `keep`; archived groups keep them (history). */
export async function leaveOtherActiveGroups(scope: TenantScope, userId: number, keep: number[]): Promise<void> {
  const active = scope.db
    .select({ id: groups.id })
    .from(groups)
    .where(scope.where(groups, isNull(groups.archivedAt)));
  await scope.db
    .delete(groupMembers)
    .where(
      clubMembers(
        scope,
        eq(groupMembers.userId, userId),
        inArray(groupMembers.groupId, active),
        keep.length > 0 ? notInArray(groupMembers.groupId, keep) : undefined,
      ),
    );
}

/** The member's groups (active only, or archived too) with when they joined each, by group name. */
export async function groupsOfMember(
  scope: TenantScope,
  userId: number,
  includeArchived: boolean,
): Promise<(GroupRow & { addedAt: Date })[]> {
  return scope.db
    .select({ ...groupColumns, addedAt: groupMembers.addedAt })
    .from(groupMembers)
    .innerJoin(groups, and(eq(groups.id, groupMembers.groupId), eq(groups.businessId, groupMembers.businessId)))
    .where(clubMembers(scope, eq(groupMembers.userId, userId), includeArchived ? undefined : isNull(groups.archivedAt)))
    .orderBy(sql`lower(${groups.name})`, asc(groups.id));
}

/** The ids of the club's active groups a member is in: who-can-book by group asks this for every booking. */
export async function activeGroupIdsOf(scope: TenantScope, userId: number): Promise<number[]> {
  const rows = await scope.db
    .select({ id: groups.id })
    .from(groupMembers)
    .innerJoin(groups, and(eq(groups.id, groupMembers.groupId), eq(groups.businessId, groupMembers.businessId)))
    .where(clubMembers(scope, eq(groupMembers.userId, userId), isNull(groups.archivedAt)))
    .orderBy(asc(groups.id));
  return rows.map((row) => row.id);
}

/** A condition on a user id column: the user is in at least one of the club's active groups. */
export function inAnyActiveGroupCondition(scope: TenantScope, userIdColumn: PgColumn | SQL): SQL {
  const members = scope.db
    .select({ userId: groupMembers.userId })
    .from(groupMembers)
    .innerJoin(groups, and(eq(groups.id, groupMembers.groupId), eq(groups.businessId, groupMembers.businessId)))
    .where(clubMembers(scope, isNull(groups.archivedAt)));
  return sql`${userIdColumn} IN (${members})`;
}

/**
 * A condition on a user id column: the user is in any (or, with `mode` all, every) of the club's groups `groupIds`.
 * A subquery, so a caller's list query filters in the database (the customers list, messaging targets).
 */
export function inGroupsCondition(
  scope: TenantScope,
  groupIds: readonly number[],
  userIdColumn: PgColumn | SQL,
  mode: 'any' | 'all' = 'any',
): SQL {
  if (groupIds.length === 0) return sql`false`;
  const ids = [...new Set(groupIds)];
  const members = scope.db
    .select({ userId: groupMembers.userId })
    .from(groupMembers)
    .where(clubMembers(scope, inArray(groupMembers.groupId, ids)));
  if (mode === 'any') return sql`${userIdColumn} IN (${members})`;
  const inEvery = members
    .groupBy(groupMembers.userId)
    .having(sql`count(DISTINCT ${groupMembers.groupId}) = ${ids.length}`);
  return sql`${userIdColumn} IN (${inEvery})`;
}

/** The user ids of the members of any (or every) of the groups, ascending. */
export async function memberIdsIn(
  scope: TenantScope,
  groupIds: readonly number[],
  mode: 'any' | 'all',
): Promise<number[]> {
  if (groupIds.length === 0) return [];
  const ids = [...new Set(groupIds)];
  const rows = await scope.db
    .select({ userId: groupMembers.userId, groups: count(groupMembers.groupId) })
    .from(groupMembers)
    .where(clubMembers(scope, inArray(groupMembers.groupId, ids)))
    .groupBy(groupMembers.userId)
    .orderBy(asc(groupMembers.userId));
  return rows.filter((row) => mode === 'any' || row.groups === ids.length).map((row) => row.userId);
}
