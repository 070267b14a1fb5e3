import { and, asc, eq, inArray, isNull, notInArray, or } from 'drizzle-orm';
import { businessMembers, families, type TenantScope } from '@fairplay/db';

/**
 * Families (issue 16): the clubs module owns families and business_members, so every read and write of a family
 * is here. The database keeps a member in at most one family per club (one family_id per membership row) and the
 * payer one of the family's members (families_payer_in_family, checked at commit).
 */

export interface FamilyRow {
  id: number;
  name: string;
  payerUserId: number | null;
}

export interface FamilyMembership {
  userId: number;
  isChild: boolean;
  isSpouse: boolean;
}

const ACTIVE = eq(businessMembers.status, 'active');

/**
 * The member's family (null when they have none), or undefined when they are not an active member of the club.
 * With `lock`, the member's row stays locked to the end of the caller's transaction, so two saves of one member's
 * family run one after the other.
 */
export async function familyOfMember(
  scope: TenantScope,
  userId: number,
  lock = false,
): Promise<{ family: FamilyRow | null } | undefined> {
  const query = scope.db
    .select({ familyId: businessMembers.familyId })
    .from(businessMembers)
    .where(scope.where(businessMembers, eq(businessMembers.userId, userId), ACTIVE))
    .limit(1);
  const [member] = lock ? await query.for('update') : await query;
  if (!member) return undefined;
  if (member.familyId === null) return { family: null };
  const [family] = await scope.db
    .select({ id: families.id, name: families.name, payerUserId: families.payerUserId })
    .from(families)
    .where(scope.where(families, eq(families.id, member.familyId)));
  return { family: family ?? null };
}

/** The family's active members with their role, in the order they joined the club. */
export async function familyMembershipsOf(scope: TenantScope, familyId: number): Promise<FamilyMembership[]> {
  return scope.db
    .select({ userId: businessMembers.userId, isChild: businessMembers.isChild, isSpouse: businessMembers.isSpouse })
    .from(businessMembers)
    .where(scope.where(businessMembers, eq(businessMembers.familyId, familyId), ACTIVE))
    .orderBy(asc(businessMembers.id));
}

export async function insertFamily(scope: TenantScope, name: string): Promise<number> {
  const [row] = await scope.db.insert(families).values(scope.values({ name })).returning({ id: families.id });
  return row!.id;
}

export async function updateFamily(
  scope: TenantScope,
  familyId: number,
  changes: { name?: string; payerUserId?: number | null },
): Promise<void> {
  await scope.db
    .update(families)
    .set(changes)
    .where(scope.where(families, eq(families.id, familyId)));
}

/** Takes everyone but `keep` out of the family (their child and spouse marks go with it). */
export async function releaseFamilyMembers(scope: TenantScope, familyId: number, keep: number[]): Promise<void> {
  await scope.db
    .update(businessMembers)
    .set({ familyId: null, isChild: false, isSpouse: false })
    .where(
      scope.where(
        businessMembers,
        eq(businessMembers.familyId, familyId),
        keep.length > 0 ? notInArray(businessMembers.userId, keep) : undefined,
      ),
    );
}

/**
 * Puts each member in the family with their role, unless they are in another family: one conditional UPDATE per
 * member, so a concurrent save of another family cannot take them too. Answers the ids that were refused.
 */
export async function joinFamily(scope: TenantScope, familyId: number, members: FamilyMembership[]): Promise<number[]> {
  const refused: number[] = [];
  for (const member of members) {
    const changed = await scope.db
      .update(businessMembers)
      .set({ familyId, isChild: member.isChild, isSpouse: member.isSpouse })
      .where(
        scope.where(
          businessMembers,
          eq(businessMembers.userId, member.userId),
          ACTIVE,
          or(isNull(businessMembers.familyId), eq(businessMembers.familyId, familyId)),
        ),
      )
      .returning({ userId: businessMembers.userId });
    if (changed.length === 0) refused.push(member.userId);
  }
  return refused;
}

export async function deleteFamily(scope: TenantScope, familyId: number): Promise<void> {
  await scope.db.delete(families).where(scope.where(families, eq(families.id, familyId)));
}

/** The active members among `userIds` and the family each is in (null: none). */
export async function familiesOfMembers(
  scope: TenantScope,
  userIds: number[],
): Promise<{ userId: number; familyId: number | null }[]> {
  if (userIds.length === 0) return [];
  return scope.db
    .select({ userId: businessMembers.userId, familyId: businessMembers.familyId })
    .from(businessMembers)
    .where(and(scope.where(businessMembers, inArray(businessMembers.userId, userIds), ACTIVE)));
}
