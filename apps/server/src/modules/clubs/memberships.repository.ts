import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { businesses, businessMembers, type Executor, type TenantScope } from '@fairplay/db';

/**
 * Memberships as requests: their status (active, pending, declined) and staff's decisions. Only an active row is a
 * membership; clubs.repository.ts reads active rows only, this file the rest of the life of a request.
 */

export type MembershipStatus = (typeof businessMembers.$inferSelect)['status'];

/**
 * Adds the user to the club with `status` unless they already have a row there (whatever its status): the unique
 * (business_id, user_id) settles concurrent joins. Answers the row's status after the insert.
 */
export async function insertMember(
  scope: TenantScope,
  member: { userId: number; memberTypeId: number; status?: MembershipStatus },
): Promise<MembershipStatus> {
  await scope.db.insert(businessMembers).values(scope.values(member)).onConflictDoNothing();
  return (await membershipStatusIn(scope, member.userId))!;
}

/** The status of the user's row in the club (active, pending, declined), or undefined when they have none. */
export async function membershipStatusIn(scope: TenantScope, userId: number): Promise<MembershipStatus | undefined> {
  const [row] = await scope.db
    .select({ status: businessMembers.status })
    .from(businessMembers)
    .where(scope.where(businessMembers, eq(businessMembers.userId, userId)))
    .limit(1);
  return row?.status;
}

/**
 * Makes the user an active member, whatever their row said before (an accepted invitation turns a pending or
 * declined request into a membership). One statement, so concurrent acceptances end in one active row.
 */
export async function activateMember(
  scope: TenantScope,
  member: { userId: number; memberTypeId: number; decidedBy: number | null; at: Date },
): Promise<void> {
  await scope.db
    .insert(businessMembers)
    .values(scope.values({ userId: member.userId, memberTypeId: member.memberTypeId, status: 'active' as const }))
    .onConflictDoUpdate({
      target: [businessMembers.businessId, businessMembers.userId],
      set: { status: 'active', decidedAt: member.at, decidedBy: member.decidedBy },
      setWhere: ne(businessMembers.status, 'active'),
    });
}

/**
 * Staff's decision on a request, as one conditional UPDATE: only a row in one of `from` changes, so approving twice
 * (or two staff deciding at once) changes it once. Answers whether this call changed it, and the status now.
 */
export async function decideMembership(
  scope: TenantScope,
  decision: { userId: number; to: 'active' | 'declined'; from: MembershipStatus[]; by: number; at: Date },
): Promise<{ changed: boolean; status: MembershipStatus | undefined }> {
  const changed = await scope.db
    .update(businessMembers)
    .set({ status: decision.to, decidedAt: decision.at, decidedBy: decision.by })
    .where(
      scope.where(
        businessMembers,
        eq(businessMembers.userId, decision.userId),
        inArray(businessMembers.status, decision.from),
      ),
    )
    .returning({ status: businessMembers.status });
  if (changed.length > 0) return { changed: true, status: decision.to };
  return { changed: false, status: await membershipStatusIn(scope, decision.userId) };
}

/** The club's pending requests, oldest first. */
export async function listPendingMembers(scope: TenantScope): Promise<{ userId: number; requestedAt: Date }[]> {
  return scope.db
    .select({ userId: businessMembers.userId, requestedAt: businessMembers.createdAt })
    .from(businessMembers)
    .where(scope.where(businessMembers, eq(businessMembers.status, 'pending')))
    .orderBy(asc(businessMembers.createdAt), asc(businessMembers.id));
}

/** The user's requests that are not memberships (pending or declined), with the clubs' names, by club name. */
export async function listRequestsOfUser(
  db: Executor,
  userId: number,
): Promise<{ businessId: number; businessName: string; status: 'pending' | 'declined' }[]> {
  const rows = await db
    .select({ businessId: businesses.id, businessName: businesses.name, status: businessMembers.status })
    .from(businessMembers)
    .innerJoin(businesses, eq(businesses.id, businessMembers.businessId))
    .where(and(eq(businessMembers.userId, userId), ne(businessMembers.status, 'active')))
    .orderBy(asc(businesses.name));
  // Visitors' rows are not requests: the person never asked to join (or their membership ended).
  return rows.flatMap((row) =>
    row.status === 'pending' || row.status === 'declined' ? [{ ...row, status: row.status }] : [],
  );
}

/** Names of clubs by id (for the invitations addressed to a user). */
export async function clubNames(db: Executor, businessIds: number[]): Promise<Map<number, string>> {
  if (businessIds.length === 0) return new Map();
  const rows = await db
    .select({ id: businesses.id, name: businesses.name })
    .from(businesses)
    .where(inArray(businesses.id, businessIds));
  return new Map(rows.map((row) => [row.id, row.name]));
}
