import { and, desc, eq, inArray, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { MemberTypeKey } from '@fairplay/domain';
import { businessMembers, families, memberTypes, type TenantScope } from '@fairplay/db';
import type { PersonFilter } from '../identity/index.js';

/**
 * The club's side of the customers list: memberships (active ones are members, `visitor` ones are people the club
 * knows without a membership), their member type, family, note and directory consent. The people's names and
 * contact details are identity's; the members module joins the two by user id.
 */

export interface ClubSideOfMember {
  userId: number;
  status: 'active' | 'pending' | 'declined' | 'visitor';
  memberTypeId: number;
  memberType: MemberTypeKey;
  memberTypeName: string;
  familyId: number | null;
  familyName: string | null;
  about: string | null;
  directoryListed: boolean;
  gender: 'male' | 'female' | null;
  joinedAt: Date;
}

export interface MembershipFilter {
  status: 'active' | 'visitor';
  /** Staff and coaches too (otherwise member type `member` only). */
  includeStaff: boolean;
  /** Only those who agreed to be listed in the member directory. */
  listedOnly?: boolean;
  /** The identity module's search condition on each row's person. */
  person?: PersonFilter | undefined;
  /** The groups module's condition on each row's person (in a group, or in none). */
  groups?: PersonFilter | undefined;
}

function membershipConditions(scope: TenantScope, filter: MembershipFilter): SQL {
  const memberTypeOnly = scope.db
    .select({ id: memberTypes.id })
    .from(memberTypes)
    .where(scope.where(memberTypes, eq(memberTypes.key, 'member')));
  return scope.where(
    businessMembers,
    eq(businessMembers.status, filter.status),
    filter.includeStaff ? undefined : inArray(businessMembers.memberTypeId, memberTypeOnly),
    filter.listedOnly ? eq(businessMembers.directoryListed, true) : undefined,
    filter.person ? filter.person(businessMembers.userId) : undefined,
    filter.groups ? filter.groups(businessMembers.userId) : undefined,
  );
}

/**
 * One keyset page of the user ids of the club's rows matching the filter, highest user id first: `beforeId` is
 * the previous page's last id (-1 for the first page). The index (business_id, status, user_id) drives it, so a
 * page costs the same however deep it is.
 */
export async function pageMembershipIds(
  scope: TenantScope,
  filter: MembershipFilter,
  page: { beforeId: number; limit: number },
): Promise<number[]> {
  const rows = await scope.db
    .select({ userId: businessMembers.userId })
    .from(businessMembers)
    .where(
      and(
        membershipConditions(scope, filter),
        page.beforeId > 0 ? lt(businessMembers.userId, page.beforeId) : undefined,
      ),
    )
    .orderBy(desc(businessMembers.userId))
    .limit(page.limit);
  return rows.map((row) => row.userId);
}

/** Every user id of the club's rows matching the filter (a bulk e-mail's audience). */
export async function allMembershipIds(scope: TenantScope, filter: MembershipFilter): Promise<number[]> {
  const rows = await scope.db
    .select({ userId: businessMembers.userId })
    .from(businessMembers)
    .where(membershipConditions(scope, filter));
  return rows.map((row) => row.userId);
}

/** How many of the club's rows match the filter. */
export async function countMemberships(scope: TenantScope, filter: MembershipFilter): Promise<number> {
  const [row] = await scope.db
    .select({ count: sql<number>`count(*)::int` })
    .from(businessMembers)
    .where(membershipConditions(scope, filter));
  return row?.count ?? 0;
}

/** The club's side of the given people (any status), keyed by user id; people without a row are absent. */
export async function clubSideOf(scope: TenantScope, userIds: number[]): Promise<Map<number, ClubSideOfMember>> {
  if (userIds.length === 0) return new Map();
  const rows = await scope.db
    .select({
      userId: businessMembers.userId,
      status: businessMembers.status,
      memberTypeId: businessMembers.memberTypeId,
      memberType: memberTypes.key,
      memberTypeName: memberTypes.name,
      familyId: businessMembers.familyId,
      familyName: families.name,
      about: businessMembers.about,
      directoryListed: businessMembers.directoryListed,
      gender: businessMembers.gender,
      joinedAt: businessMembers.createdAt,
    })
    .from(businessMembers)
    .innerJoin(memberTypes, eq(memberTypes.id, businessMembers.memberTypeId))
    .leftJoin(families, eq(families.id, businessMembers.familyId))
    .where(scope.where(businessMembers, inArray(businessMembers.userId, userIds)));
  return new Map(rows.map((row) => [row.userId, row]));
}

/** The key of one of the club's member types, or undefined when the id is not the club's. */
export async function memberTypeKeyOf(scope: TenantScope, memberTypeId: number): Promise<MemberTypeKey | undefined> {
  const [row] = await scope.db
    .select({ key: memberTypes.key })
    .from(memberTypes)
    .where(scope.where(memberTypes, eq(memberTypes.id, memberTypeId)))
    .limit(1);
  return row?.key;
}

/**
 * Staff add a person as a member: a new row, or a visitor's or declined row made active (one statement: the unique
 * (business_id, user_id) settles two adds at once). Answers false when the person is already a member or has a
 * pending request, which this call leaves as it was.
 */
export async function admitMember(
  scope: TenantScope,
  member: {
    userId: number;
    memberTypeId: number;
    about: string | null;
    directoryListed: boolean;
    /** Left as recorded when undefined (a visitor made a member keeps theirs). */
    gender?: 'male' | 'female' | null;
    decidedBy: number;
    at: Date;
  },
): Promise<boolean> {
  const fields = {
    memberTypeId: member.memberTypeId,
    about: member.about,
    directoryListed: member.directoryListed,
    ...(member.gender !== undefined ? { gender: member.gender } : {}),
    decidedBy: member.decidedBy,
    decidedAt: member.at,
  };
  const rows = await scope.db
    .insert(businessMembers)
    .values(scope.values({ userId: member.userId, status: 'active' as const, ...fields }))
    .onConflictDoUpdate({
      target: [businessMembers.businessId, businessMembers.userId],
      set: { status: 'active', ...fields },
      setWhere: inArray(businessMembers.status, ['visitor', 'declined']),
    })
    .returning({ userId: businessMembers.userId });
  return rows.length > 0;
}

/**
 * Staff add a person as a visitor: a new row, or a declined request's row made a visitor's (one statement: the unique
 * (business_id, user_id) settles two adds at once). False when the person already has another row (a member, a
 * visitor or a pending request), which stays as it was.
 */
export async function addVisitor(
  scope: TenantScope,
  visitor: { userId: number; memberTypeId: number; decidedBy: number; at: Date },
): Promise<boolean> {
  const fields = { memberTypeId: visitor.memberTypeId, decidedBy: visitor.decidedBy, decidedAt: visitor.at };
  const rows = await scope.db
    .insert(businessMembers)
    .values(scope.values({ userId: visitor.userId, status: 'visitor' as const, ...fields }))
    .onConflictDoUpdate({
      target: [businessMembers.businessId, businessMembers.userId],
      set: { status: 'visitor', ...fields },
      setWhere: eq(businessMembers.status, 'declined'),
    })
    .returning({ userId: businessMembers.userId });
  return rows.length > 0;
}

/** A visitor becomes an active member of `memberTypeId`; false when the person is not a visitor of the club. */
export async function visitorToMember(
  scope: TenantScope,
  userId: number,
  change: { memberTypeId: number; decidedBy: number; at: Date },
): Promise<boolean> {
  const rows = await scope.db
    .update(businessMembers)
    .set({ status: 'active', memberTypeId: change.memberTypeId, decidedBy: change.decidedBy, decidedAt: change.at })
    .where(scope.where(businessMembers, eq(businessMembers.userId, userId), eq(businessMembers.status, 'visitor')))
    .returning({ userId: businessMembers.userId });
  return rows.length > 0;
}

/** Changes an active member's club-side fields; false when they are not an active member of the club. */
export async function updateMemberSide(
  scope: TenantScope,
  userId: number,
  changes: {
    memberTypeId?: number;
    about?: string | null;
    directoryListed?: boolean;
    gender?: 'male' | 'female' | null;
  },
): Promise<boolean> {
  if (Object.keys(changes).length === 0) return true;
  const rows = await scope.db
    .update(businessMembers)
    .set(changes)
    .where(scope.where(businessMembers, eq(businessMembers.userId, userId), eq(businessMembers.status, 'active')))
    .returning({ userId: businessMembers.userId });
  return rows.length > 0;
}

/**
 * Ends an active membership: the row becomes a visitor's, so the person's bookings, family and notes stay and they
 * lose member access. `memberTypeId` is the club's `member` type: a former coach who comes back (joining, an
 * invitation) does not get staff rights back. The owner's row never changes here.
 */
export async function endMembership(
  scope: TenantScope,
  userId: number,
  change: { memberTypeId: number; by: number; at: Date },
): Promise<boolean> {
  const ownerType = scope.db
    .select({ id: memberTypes.id })
    .from(memberTypes)
    .where(scope.where(memberTypes, eq(memberTypes.key, 'owner')));
  const rows = await scope.db
    .update(businessMembers)
    .set({
      status: 'visitor',
      memberTypeId: change.memberTypeId,
      directoryListed: false,
      decidedBy: change.by,
      decidedAt: change.at,
    })
    .where(
      scope.where(
        businessMembers,
        eq(businessMembers.userId, userId),
        eq(businessMembers.status, 'active'),
        sql`${businessMembers.memberTypeId} NOT IN (${ownerType})`,
      ),
    )
    .returning({ userId: businessMembers.userId });
  return rows.length > 0;
}

/** Deletes a visitor's row (the account stays); false when the person is not a visitor of the club. */
export async function deleteVisitor(scope: TenantScope, userId: number): Promise<boolean> {
  const rows = await scope.db
    .delete(businessMembers)
    .where(scope.where(businessMembers, eq(businessMembers.userId, userId), eq(businessMembers.status, 'visitor')))
    .returning({ userId: businessMembers.userId });
  return rows.length > 0;
}

/** The member's own consent to be listed in the directory; false when they are not an active member. */
export async function setDirectoryListed(scope: TenantScope, userId: number, listed: boolean): Promise<boolean> {
  const rows = await scope.db
    .update(businessMembers)
    .set({ directoryListed: listed })
    .where(scope.where(businessMembers, eq(businessMembers.userId, userId), eq(businessMembers.status, 'active')))
    .returning({ userId: businessMembers.userId });
  return rows.length > 0;
}

/** Turns a visitor's row into a pending request (a visitor asking to join a club that approves members). */
export async function visitorRequestsToJoin(scope: TenantScope, userId: number): Promise<void> {
  await scope.db
    .update(businessMembers)
    .set({ status: 'pending' })
    .where(scope.where(businessMembers, eq(businessMembers.userId, userId), eq(businessMembers.status, 'visitor')));
}

/** How many other clubs the person has a row in (any status): their account is not this club's alone. */
export async function otherClubsOf(scope: TenantScope, userId: number): Promise<number> {
  const [row] = await scope.db
    .select({ count: sql<number>`count(*)::int` })
    .from(businessMembers)
    .where(and(eq(businessMembers.userId, userId), ne(businessMembers.businessId, scope.businessId)));
  return row?.count ?? 0;
}
