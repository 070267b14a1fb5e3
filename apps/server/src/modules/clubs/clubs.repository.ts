import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { MemberType } from '@fairplay/contracts';
import type { MemberTypeKey } from '@fairplay/domain';
import {
  businesses,
  businessMembers,
  insertDefaultMemberTypes,
  memberTypeRoles,
  memberTypes,
  newUid,
  prepared,
  type Executor,
  type TenantScope,
} from '@fairplay/db';
import type { BusinessRow, MembershipContext } from '../identity/index.js';

/** The only reader and writer of businesses, business_members, families, member_types and member_type_roles. */

export type BusinessChanges = Partial<typeof businesses.$inferInsert>;

/** A club by its public uid (the public memberships page). */
export async function findBusinessByUid(db: Executor, uid: string): Promise<BusinessRow | undefined> {
  const [row] = await db.select().from(businesses).where(eq(businesses.uid, uid)).limit(1);
  return row;
}

/**
 * Clubs a person may find by name or address to join (the choose-business page): open or by-approval clubs only, an
 * invitation-only club is not listed. Wildcards typed are taken literally (removed).
 */
export async function searchJoinableClubs(
  db: Executor,
  search: string,
  limit: number,
): Promise<Pick<BusinessRow, 'id' | 'uid' | 'name' | 'address' | 'joinPolicy'>[]> {
  const term = search.replace(/[%_\\]/g, '').trim();
  // Only wildcards typed: nothing to look for (never "every club").
  if (term.length < 2) return [];
  const pattern = `%${term}%`;
  return db
    .select({
      id: businesses.id,
      uid: businesses.uid,
      name: businesses.name,
      address: businesses.address,
      joinPolicy: businesses.joinPolicy,
    })
    .from(businesses)
    .where(
      and(
        inArray(businesses.joinPolicy, ['open', 'approval']),
        sql`(${businesses.name} ILIKE ${pattern} OR ${businesses.address} ILIKE ${pattern})`,
      ),
    )
    .orderBy(asc(businesses.name), asc(businesses.id))
    .limit(limit);
}

/** Read on every request of a member (the identity plugin's club): prepared once, see `prepared`. */
const businessQuery = (db: Executor) =>
  prepared(db, 'clubs_business', (on) =>
    on
      .select()
      .from(businesses)
      .where(eq(businesses.id, sql.placeholder('businessId')))
      .limit(1)
      .prepare('clubs_business'),
  );

export async function findBusiness(db: Executor, businessId: number): Promise<BusinessRow | undefined> {
  const [row] = await businessQuery(db).execute({ businessId });
  return row;
}

/**
 * Only an active membership makes someone a member: every member look-up below carries this condition, so a pending
 * or declined request gives no member access anywhere (the identity plugin's member context comes from
 * loadMembership).
 */
const ACTIVE = eq(businessMembers.status, 'active');

/** Read on every request of a member, like the club: prepared once. */
const membershipQuery = (db: Executor) =>
  prepared(db, 'clubs_membership', (on) =>
    on
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
      .where(
        and(
          eq(businessMembers.userId, sql.placeholder('userId')),
          eq(businessMembers.businessId, sql.placeholder('businessId')),
          ACTIVE,
        ),
      )
      .prepare('clubs_membership'),
  );

/** The user's member type and roles in one club, or nothing when they are not an active member of it. */
export async function loadMembership(
  db: Executor,
  userId: number,
  businessId: number,
): Promise<MembershipContext | undefined> {
  const rows = await membershipQuery(db).execute({ userId, businessId });
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

/** The clubs the user belongs to, by club name. */
export async function listMemberships(
  db: Executor,
  userId: number,
): Promise<{ businessId: number; businessName: string; memberType: MemberTypeKey }[]> {
  return db
    .select({ businessId: businesses.id, businessName: businesses.name, memberType: memberTypes.key })
    .from(businessMembers)
    .innerJoin(businesses, eq(businesses.id, businessMembers.businessId))
    .innerJoin(memberTypes, eq(memberTypes.id, businessMembers.memberTypeId))
    .where(and(eq(businessMembers.userId, userId), ACTIVE))
    .orderBy(asc(businesses.name));
}

/** A subquery of the club's member user ids, for a query of the identity module to run inside its own. */
export function memberIdsQuery(scope: TenantScope) {
  return scope.db
    .select({ userId: businessMembers.userId })
    .from(businessMembers)
    .where(scope.where(businessMembers, ACTIVE));
}

/** The club's members among `userIds`. */
export async function memberIdsAmong(scope: TenantScope, userIds: number[]): Promise<number[]> {
  if (userIds.length === 0) return [];
  const rows = await scope.db
    .select({ userId: businessMembers.userId })
    .from(businessMembers)
    .where(scope.where(businessMembers, inArray(businessMembers.userId, userIds), ACTIVE));
  return rows.map((row) => row.userId);
}

/** The user ids of the other members of the user's family in this club. */
export async function familyMemberIds(scope: TenantScope, userId: number): Promise<number[]> {
  const mine = scope.db
    .select({ familyId: businessMembers.familyId })
    .from(businessMembers)
    .where(scope.where(businessMembers, eq(businessMembers.userId, userId)));
  const rows = await scope.db
    .select({ userId: businessMembers.userId })
    .from(businessMembers)
    .where(
      scope.where(businessMembers, inArray(businessMembers.familyId, mine), ne(businessMembers.userId, userId), ACTIVE),
    );
  return rows.map((row) => row.userId);
}

/** The club's staff (every member whose member type is not `member`) with their member type's key. */
export async function listStaffMembers(scope: TenantScope): Promise<{ userId: number; memberType: string }[]> {
  return scope.db
    .select({ userId: businessMembers.userId, memberType: memberTypes.key })
    .from(businessMembers)
    .innerJoin(memberTypes, eq(memberTypes.id, businessMembers.memberTypeId))
    .where(scope.where(businessMembers, ne(memberTypes.key, 'member'), ACTIVE));
}

export async function findMemberTypeId(scope: TenantScope, key: MemberTypeKey): Promise<number | undefined> {
  const [row] = await scope.db
    .select({ id: memberTypes.id })
    .from(memberTypes)
    .where(scope.where(memberTypes, eq(memberTypes.key, key)))
    .limit(1);
  return row?.id;
}

/** One UPDATE of the club's own row, so a save is all or nothing. */
export async function updateBusiness(scope: TenantScope, changes: BusinessChanges): Promise<BusinessRow | undefined> {
  const [row] = await scope.db.update(businesses).set(changes).where(eq(businesses.id, scope.businessId)).returning();
  return row;
}

export async function insertBusiness(
  tx: Executor,
  club: { name: string; address: string; timezone: string; plan: string },
): Promise<number> {
  const [business] = await tx
    .insert(businesses)
    .values({ uid: newUid(), name: club.name, address: club.address, timezone: club.timezone, plan: club.plan })
    .returning({ id: businesses.id });
  return business!.id;
}

/** Makes the user the club's owner: the owner column, the nine default member types, and an owner membership. */
export async function insertOwner(tx: Executor, businessId: number, ownerId: number): Promise<void> {
  await tx.update(businesses).set({ ownerUserId: ownerId }).where(eq(businesses.id, businessId));
  const typeIds = await insertDefaultMemberTypes(tx, businessId);
  await tx.insert(businessMembers).values({ businessId, userId: ownerId, memberTypeId: typeIds.owner });
}

/** A member type with its roles, and who last changed them and when (the user's id; names come from identity). */
export interface MemberTypeRow extends MemberType {
  rolesUpdatedAt: Date | null;
  rolesUpdatedBy: number | null;
}

export async function listMemberTypes(scope: TenantScope): Promise<MemberTypeRow[]> {
  const rows = await scope.db
    .select({
      id: memberTypes.id,
      key: memberTypes.key,
      name: memberTypes.name,
      manageLessons: memberTypes.manageLessons,
      rolesUpdatedAt: memberTypes.rolesUpdatedAt,
      rolesUpdatedBy: memberTypes.rolesUpdatedBy,
      resource: memberTypeRoles.resource,
      read: memberTypeRoles.canRead,
      update: memberTypeRoles.canUpdate,
    })
    .from(memberTypes)
    .leftJoin(memberTypeRoles, eq(memberTypeRoles.memberTypeId, memberTypes.id))
    .where(scope.where(memberTypes))
    .orderBy(asc(memberTypes.id), asc(memberTypeRoles.resource));
  const byId = new Map<number, MemberTypeRow>();
  for (const row of rows) {
    const type = byId.get(row.id) ?? {
      id: row.id,
      key: row.key,
      name: row.name,
      roles: [],
      settings: { manage_lessons: row.manageLessons },
      rolesUpdatedAt: row.rolesUpdatedAt,
      rolesUpdatedBy: row.rolesUpdatedBy,
    };
    if (row.resource) type.roles.push({ resource: row.resource, read: row.read ?? false, update: row.update ?? false });
    byId.set(row.id, type);
  }
  return [...byId.values()];
}

/** The ids of the clubs that charge a no-show fee (the fee sweep, issue 13), in id order. */
export async function clubsWithNoShowFee(db: Executor): Promise<number[]> {
  const rows = await db
    .select({ id: businesses.id })
    .from(businesses)
    .where(sql`${businesses.noShowFee} > 0`)
    .orderBy(asc(businesses.id));
  return rows.map((row) => row.id);
}
