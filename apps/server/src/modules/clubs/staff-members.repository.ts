import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { MemberTypeKey, RoleFlags } from '@fairplay/domain';
import { businessMembers, memberTypeRoles, memberTypes, type TenantScope } from '@fairplay/db';

/**
 * Staff as memberships (issue 16): whose member type is not `member`, changing a person's member type, the owners
 * a change must leave in place, and a member type's roles. Only active memberships count.
 */

const ACTIVE = eq(businessMembers.status, 'active');

export interface StaffMembership {
  userId: number;
  memberTypeId: number;
  key: MemberTypeKey;
  name: string;
  /** As the club records it (the availability rules' gender filter); null: not recorded. */
  gender: 'male' | 'female' | null;
}

const membershipColumns = {
  userId: businessMembers.userId,
  memberTypeId: memberTypes.id,
  key: memberTypes.key,
  name: memberTypes.name,
  gender: businessMembers.gender,
};

/** The club's active staff memberships (every member type but `member`). */
export async function listStaffMemberships(scope: TenantScope): Promise<StaffMembership[]> {
  return scope.db
    .select(membershipColumns)
    .from(businessMembers)
    .innerJoin(memberTypes, eq(memberTypes.id, businessMembers.memberTypeId))
    .where(scope.where(businessMembers, ne(memberTypes.key, 'member'), ACTIVE))
    .orderBy(asc(businessMembers.userId));
}

/**
 * The user's active membership of the club, whatever its type. `lock` takes the row's lock for the caller's
 * transaction, so two changes of one person (or of the last owners) wait for each other.
 */
export async function findMembership(
  scope: TenantScope,
  userId: number,
  lock = false,
): Promise<StaffMembership | undefined> {
  const query = scope.db
    .select(membershipColumns)
    .from(businessMembers)
    .innerJoin(memberTypes, eq(memberTypes.id, businessMembers.memberTypeId))
    .where(scope.where(businessMembers, eq(businessMembers.userId, userId), ACTIVE))
    .limit(1);
  const [row] = lock ? await query.for('update', { of: businessMembers }) : await query;
  return row;
}

/**
 * Locks the club's active owner memberships (in the caller's transaction) and answers their user ids: a change that
 * would leave none waits for any other such change, so two owners demoting each other at once cannot both succeed.
 */
export async function lockOwners(scope: TenantScope): Promise<number[]> {
  const owners = await scope.db
    .select({ userId: businessMembers.userId })
    .from(businessMembers)
    .innerJoin(memberTypes, eq(memberTypes.id, businessMembers.memberTypeId))
    .where(scope.where(businessMembers, eq(memberTypes.key, 'owner'), ACTIVE))
    .orderBy(asc(businessMembers.userId))
    .for('update', { of: businessMembers });
  return owners.map((row) => row.userId);
}

/** The club's member types by key, with their ids. */
export async function memberTypeIds(scope: TenantScope): Promise<Map<MemberTypeKey, number>> {
  const rows = await scope.db
    .select({ id: memberTypes.id, key: memberTypes.key })
    .from(memberTypes)
    .where(scope.where(memberTypes));
  return new Map(rows.map((row) => [row.key, row.id]));
}

/** The club's member type with this id, or nothing (another club's id). */
export async function findMemberType(
  scope: TenantScope,
  id: number,
): Promise<{ id: number; key: MemberTypeKey } | undefined> {
  const [row] = await scope.db
    .select({ id: memberTypes.id, key: memberTypes.key })
    .from(memberTypes)
    .where(scope.where(memberTypes, eq(memberTypes.id, id)))
    .limit(1);
  return row;
}

/**
 * Makes the user an active member of the club with this member type: a new row, or the existing one (a member,
 * a pending or declined request) changed. One statement on the unique (business_id, user_id).
 */
export async function putMembership(
  scope: TenantScope,
  member: { userId: number; memberTypeId: number; by: number | null; at: Date },
): Promise<void> {
  await scope.db
    .insert(businessMembers)
    .values(scope.values({ userId: member.userId, memberTypeId: member.memberTypeId, status: 'active' as const }))
    .onConflictDoUpdate({
      target: [businessMembers.businessId, businessMembers.userId],
      set: { memberTypeId: member.memberTypeId, status: 'active', decidedAt: member.at, decidedBy: member.by },
    });
}

/** Replaces a member type's roles (every resource) and records who changed them and when. */
export async function replaceRoles(
  scope: TenantScope,
  change: { memberTypeId: number; roles: RoleFlags[]; by: number; at: Date },
): Promise<void> {
  await scope.db
    .insert(memberTypeRoles)
    .values(
      change.roles.map((role) =>
        scope.values({
          memberTypeId: change.memberTypeId,
          resource: role.resource,
          canRead: role.read,
          canUpdate: role.update,
        }),
      ),
    )
    .onConflictDoUpdate({
      target: [memberTypeRoles.memberTypeId, memberTypeRoles.resource, memberTypeRoles.businessId],
      set: { canRead: sql`excluded.can_read`, canUpdate: sql`excluded.can_update` },
    });
  await scope.db
    .update(memberTypes)
    .set({ rolesUpdatedAt: change.at, rolesUpdatedBy: change.by })
    .where(scope.where(memberTypes, and(eq(memberTypes.id, change.memberTypeId))));
}

/** Locks a member type's row for the caller's transaction (two role saves of one type queue). */
export async function lockMemberType(scope: TenantScope, id: number): Promise<MemberTypeKey | undefined> {
  const [row] = await scope.db
    .select({ key: memberTypes.key })
    .from(memberTypes)
    .where(scope.where(memberTypes, eq(memberTypes.id, id)))
    .for('update');
  return row?.key;
}

/**
 * How many other clubs the user is active staff of (any member type but `member`). A person who is staff nowhere
 * any more is an ordinary customer account again (user type nbu).
 */
export async function staffElsewhereCount(scope: TenantScope, userId: number): Promise<number> {
  const [row] = await scope.db
    .select({ count: sql<number>`count(*)::int` })
    .from(businessMembers)
    .innerJoin(memberTypes, eq(memberTypes.id, businessMembers.memberTypeId))
    .where(
      and(
        eq(businessMembers.userId, userId),
        ne(businessMembers.businessId, scope.businessId),
        ne(memberTypes.key, 'member'),
        ACTIVE,
      ),
    );
  return row?.count ?? 0;
}
