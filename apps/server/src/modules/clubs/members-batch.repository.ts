import { asc, inArray, sql } from 'drizzle-orm';
import { businessMembers, families, insertBatches, type TenantScope } from '@fairplay/db';
import type { MembershipStatus } from './memberships.repository.js';

/** Bulk membership and family reads and writes for imports, scoped to one club. */

const LOOKUP_CHUNK = 10_000;

export interface ClubMembership {
  userId: number;
  memberTypeId: number;
  familyId: number | null;
  status: MembershipStatus;
}

/** The club's rows (any status) of these users. */
export async function membershipsOfUsers(scope: TenantScope, userIds: readonly number[]): Promise<ClubMembership[]> {
  const found: ClubMembership[] = [];
  for (let start = 0; start < userIds.length; start += LOOKUP_CHUNK) {
    const chunk = userIds.slice(start, start + LOOKUP_CHUNK);
    found.push(
      ...(await scope.db
        .select({
          userId: businessMembers.userId,
          memberTypeId: businessMembers.memberTypeId,
          familyId: businessMembers.familyId,
          status: businessMembers.status,
        })
        .from(businessMembers)
        .where(scope.where(businessMembers, inArray(businessMembers.userId, chunk)))),
    );
  }
  return found;
}

/**
 * Makes each user an active member of the club with the given type and family, in multi-row upserts. An existing
 * row (a request, or a membership) takes the new type and, when one is given, the family; its decision is stamped
 * only when it was not active yet (staff importing a person admits them).
 */
export async function upsertMembersBatch(
  scope: TenantScope,
  rows: readonly { userId: number; memberTypeId: number; familyId: number | null }[],
  decision: { by: number; at: Date },
): Promise<void> {
  const values = rows.map((row) =>
    scope.values({ ...row, status: 'active' as const, decidedBy: decision.by, decidedAt: decision.at }),
  );
  for (const batch of insertBatches(businessMembers, values)) {
    await scope.db
      .insert(businessMembers)
      .values(batch)
      .onConflictDoUpdate({
        target: [businessMembers.businessId, businessMembers.userId],
        set: {
          memberTypeId: sql`excluded.member_type_id`,
          familyId: sql`COALESCE(excluded.family_id, ${businessMembers.familyId})`,
          status: 'active',
          decidedAt: sql`CASE WHEN ${businessMembers.status} = 'active' THEN ${businessMembers.decidedAt} ELSE excluded.decided_at END`,
          decidedBy: sql`CASE WHEN ${businessMembers.status} = 'active' THEN ${businessMembers.decidedBy} ELSE excluded.decided_by END`,
        },
      });
  }
}

/**
 * The club's families by these names (matched without regard to case; the oldest of a name wins), creating the
 * missing ones. Answers lowercased name → family id.
 */
export async function findOrCreateFamilies(scope: TenantScope, names: readonly string[]): Promise<Map<string, number>> {
  const byKey = new Map<string, string>();
  for (const name of names) if (!byKey.has(name.toLowerCase())) byKey.set(name.toLowerCase(), name);
  const ids = new Map<string, number>();
  if (byKey.size === 0) return ids;
  const keys = [...byKey.keys()];
  for (let start = 0; start < keys.length; start += LOOKUP_CHUNK) {
    const rows = await scope.db
      .select({ id: families.id, key: sql<string>`lower(${families.name})` })
      .from(families)
      .where(scope.where(families, inArray(sql`lower(${families.name})`, keys.slice(start, start + LOOKUP_CHUNK))))
      .orderBy(asc(families.id));
    for (const row of rows) if (!ids.has(row.key)) ids.set(row.key, row.id);
  }
  const missing = keys.filter((key) => !ids.has(key)).map((key) => scope.values({ name: byKey.get(key)! }));
  for (const batch of insertBatches(families, missing)) {
    const created = await scope.db.insert(families).values(batch).returning({ id: families.id, name: families.name });
    for (const row of created) ids.set(row.name.toLowerCase(), row.id);
  }
  return ids;
}
