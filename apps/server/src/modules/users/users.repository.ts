import { and, asc, count, eq, inArray, ne } from 'drizzle-orm';
import type { MemberTypeKey, RoleFlags } from '@fairplay/domain';
import {
  businesses,
  businessMembers,
  courts,
  memberTypeRoles,
  memberTypes,
  users,
  type Executor,
  type TenantScope,
} from '@fairplay/db';

export type BusinessRow = typeof businesses.$inferSelect;

export interface MembershipContext {
  memberId: number;
  memberTypeId: number;
  key: MemberTypeKey;
  name: string;
  manageLessons: boolean;
  roles: RoleFlags[];
}

export async function findBusiness(db: Executor, businessId: number): Promise<BusinessRow | undefined> {
  const [row] = await db.select().from(businesses).where(eq(businesses.id, businessId)).limit(1);
  return row;
}

/** The user's member type and roles in one club, or nothing when they do not belong to it. */
export async function loadMembership(
  db: Executor,
  userId: number,
  businessId: number,
): Promise<MembershipContext | undefined> {
  const rows = await db
    .select({
      memberId: businessMembers.id,
      memberTypeId: memberTypes.id,
      key: memberTypes.key,
      name: memberTypes.name,
      manageLessons: memberTypes.manageLessons,
      resource: memberTypeRoles.resource,
      canRead: memberTypeRoles.canRead,
      canUpdate: memberTypeRoles.canUpdate,
    })
    .from(businessMembers)
    .innerJoin(memberTypes, eq(memberTypes.id, businessMembers.memberTypeId))
    .leftJoin(memberTypeRoles, eq(memberTypeRoles.memberTypeId, memberTypes.id))
    .where(and(eq(businessMembers.userId, userId), eq(businessMembers.businessId, businessId)));
  const first = rows[0];
  if (!first) return undefined;
  return {
    memberId: first.memberId,
    memberTypeId: first.memberTypeId,
    key: first.key,
    name: first.name,
    manageLessons: first.manageLessons,
    roles: rows.flatMap((row) =>
      row.resource ? [{ resource: row.resource, read: row.canRead ?? false, update: row.canUpdate ?? false }] : [],
    ),
  };
}

export async function listMemberships(db: Executor, userId: number) {
  return db
    .select({ businessId: businesses.id, businessName: businesses.name, memberType: memberTypes.key })
    .from(businessMembers)
    .innerJoin(businesses, eq(businesses.id, businessMembers.businessId))
    .innerJoin(memberTypes, eq(memberTypes.id, businessMembers.memberTypeId))
    .where(eq(businessMembers.userId, userId))
    .orderBy(asc(businesses.name));
}

/** The other members of the user's family in this club, by first name. */
export async function listFamilyOf(
  scope: TenantScope,
  userId: number,
): Promise<{ userId: number; firstName: string; lastName: string }[]> {
  const mine = scope.db
    .select({ familyId: businessMembers.familyId })
    .from(businessMembers)
    .where(scope.where(businessMembers, eq(businessMembers.userId, userId)));
  return scope.db
    .select({ userId: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(businessMembers)
    .innerJoin(users, eq(users.id, businessMembers.userId))
    .where(scope.where(businessMembers, inArray(businessMembers.familyId, mine), ne(businessMembers.userId, userId)))
    .orderBy(asc(users.firstName), asc(users.id));
}

export async function countCourts(scope: TenantScope): Promise<number> {
  const [row] = await scope.db.select({ total: count() }).from(courts).where(scope.where(courts));
  return row?.total ?? 0;
}

export async function updateUser(
  db: Executor,
  userId: number,
  changes: Partial<typeof users.$inferInsert>,
): Promise<void> {
  await db.update(users).set(changes).where(eq(users.id, userId));
}

export async function findMemberTypeId(scope: TenantScope, key: MemberTypeKey): Promise<number | undefined> {
  const [row] = await scope.db
    .select({ id: memberTypes.id })
    .from(memberTypes)
    .where(scope.where(memberTypes, eq(memberTypes.key, key)))
    .limit(1);
  return row?.id;
}

export async function insertMember(
  scope: TenantScope,
  member: { userId: number; memberTypeId: number },
): Promise<void> {
  await scope.db.insert(businessMembers).values(scope.values(member)).onConflictDoNothing();
}

export async function updateBusiness(
  scope: TenantScope,
  changes: Partial<typeof businesses.$inferInsert>,
): Promise<void> {
  await scope.db.update(businesses).set(changes).where(eq(businesses.id, scope.businessId));
}
