import { and, asc, eq, ne } from 'drizzle-orm';
import { businessMembers, families, memberTypes, type TenantScope } from '@fairplay/db';

/** What the member detail reads of a membership: its member type, family and when it began. */
export interface ClubMember {
  userId: number;
  memberTypeId: number;
  memberTypeKey: string;
  memberTypeName: string;
  familyId: number | null;
  joinedAt: Date;
  /** Staff's short note about the member. */
  about: string | null;
  /** The member agreed to be listed in the member directory. */
  directoryListed: boolean;
  /** As the club records it; null: not recorded. */
  gender: 'male' | 'female' | null;
}

/**
 * The user's active membership of the club, or nothing (not a member, a pending or declined request, or another
 * club's person). `lock` holds the membership row until the caller's transaction ends, so a write about a member
 * cannot interleave with their removal.
 */
export async function findClubMember(
  scope: TenantScope,
  userId: number,
  options: { lock?: boolean } = {},
): Promise<ClubMember | undefined> {
  const query = scope.db
    .select({
      userId: businessMembers.userId,
      memberTypeId: businessMembers.memberTypeId,
      memberTypeKey: memberTypes.key,
      memberTypeName: memberTypes.name,
      familyId: businessMembers.familyId,
      joinedAt: businessMembers.createdAt,
      about: businessMembers.about,
      directoryListed: businessMembers.directoryListed,
      gender: businessMembers.gender,
    })
    .from(businessMembers)
    .innerJoin(memberTypes, eq(memberTypes.id, businessMembers.memberTypeId))
    .where(scope.where(businessMembers, eq(businessMembers.userId, userId), eq(businessMembers.status, 'active')))
    .limit(1);
  const [row] = options.lock ? await query.for('share', { of: businessMembers }) : await query;
  return row;
}

/** The other active members of the user's family in the club, and the family's payer. */
export async function familyPeopleOf(
  scope: TenantScope,
  familyId: number,
  exceptUserId: number,
): Promise<{ userIds: number[]; payerUserId: number | null }> {
  const [family] = await scope.db
    .select({ payerUserId: families.payerUserId })
    .from(families)
    .where(scope.where(families, eq(families.id, familyId)))
    .limit(1);
  const rows = await scope.db
    .select({ userId: businessMembers.userId })
    .from(businessMembers)
    .where(
      scope.where(
        businessMembers,
        and(
          eq(businessMembers.familyId, familyId),
          ne(businessMembers.userId, exceptUserId),
          eq(businessMembers.status, 'active'),
        ),
      ),
    )
    .orderBy(asc(businessMembers.userId));
  return { userIds: rows.map((row) => row.userId), payerUserId: family?.payerUserId ?? null };
}
