import { and, asc, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import { levelTypes, memberLevels, memberRatings, type TenantScope } from '@fairplay/db';

/** The only reader and writer of level_types, member_levels and member_ratings. */

/** member_levels and member_ratings are keyed by member, without an id column: scoped to the club here. */
function ownRows(
  table: typeof memberLevels | typeof memberRatings,
  scope: TenantScope,
  ...conditions: (SQL | undefined)[]
) {
  return and(eq(table.businessId, scope.businessId), ...conditions);
}

export type LevelTypeRow = typeof levelTypes.$inferSelect;

/** The club's level types in the order they were made, each with how many members have a level in it. */
export async function listLevelTypes(scope: TenantScope): Promise<(LevelTypeRow & { membersCount: number })[]> {
  return scope.db
    .select({
      id: levelTypes.id,
      businessId: levelTypes.businessId,
      name: levelTypes.name,
      levels: levelTypes.levels,
      createdAt: levelTypes.createdAt,
      membersCount:
        sql<number>`(SELECT count(*) FROM member_levels m WHERE m.business_id = ${levelTypes.businessId} AND m.level_type_id = ${levelTypes.id})`.mapWith(
          Number,
        ),
    })
    .from(levelTypes)
    .where(scope.where(levelTypes))
    .orderBy(asc(levelTypes.id));
}

/** One level type; `lock` holds it until the transaction ends, so its levels cannot change under a write. */
export async function findLevelType(
  scope: TenantScope,
  id: number,
  options: { lock?: boolean } = {},
): Promise<LevelTypeRow | undefined> {
  const query = scope.db
    .select()
    .from(levelTypes)
    .where(scope.where(levelTypes, eq(levelTypes.id, id)))
    .limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

export async function countLevelTypes(scope: TenantScope): Promise<number> {
  const [row] = await scope.db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(levelTypes)
    .where(scope.where(levelTypes));
  return row?.count ?? 0;
}

export async function insertLevelType(
  scope: TenantScope,
  type: { name: string; levels: string[] },
): Promise<LevelTypeRow> {
  const [row] = await scope.db.insert(levelTypes).values(scope.values(type)).returning();
  return row!;
}

export async function updateLevelType(
  scope: TenantScope,
  id: number,
  type: { name: string; levels: string[] },
): Promise<LevelTypeRow | undefined> {
  const [row] = await scope.db
    .update(levelTypes)
    .set(type)
    .where(scope.where(levelTypes, eq(levelTypes.id, id)))
    .returning();
  return row;
}

/** Removes the members' levels of a type that are no longer among its levels. */
export async function dropLevelsNotIn(scope: TenantScope, levelTypeId: number, levels: string[]): Promise<void> {
  await scope.db
    .delete(memberLevels)
    .where(
      ownRows(memberLevels, scope, eq(memberLevels.levelTypeId, levelTypeId), notInArray(memberLevels.level, levels)),
    );
}

export async function deleteLevelType(scope: TenantScope, id: number): Promise<boolean> {
  const rows = await scope.db
    .delete(levelTypes)
    .where(scope.where(levelTypes, eq(levelTypes.id, id)))
    .returning({ id: levelTypes.id });
  return rows.length > 0;
}

export async function findNtrp(scope: TenantScope, userId: number): Promise<number | null> {
  const [row] = await scope.db
    .select({ levelNtrp: memberRatings.levelNtrp })
    .from(memberRatings)
    .where(ownRows(memberRatings, scope, eq(memberRatings.userId, userId)))
    .limit(1);
  return row ? Number(row.levelNtrp) : null;
}

export async function setNtrp(scope: TenantScope, userId: number, levelNtrp: number | null, by: number): Promise<void> {
  if (levelNtrp === null) {
    await scope.db.delete(memberRatings).where(ownRows(memberRatings, scope, eq(memberRatings.userId, userId)));
    return;
  }
  const value = levelNtrp.toFixed(1);
  await scope.db
    .insert(memberRatings)
    .values(scope.values({ userId, levelNtrp: value, updatedBy: by }))
    .onConflictDoUpdate({
      target: [memberRatings.businessId, memberRatings.userId],
      set: { levelNtrp: value, updatedBy: by, updatedAt: sql`now()` },
    });
}

export async function findMemberLevels(
  scope: TenantScope,
  userId: number,
): Promise<{ levelTypeId: number; level: string; updatedAt: Date }[]> {
  return scope.db
    .select({ levelTypeId: memberLevels.levelTypeId, level: memberLevels.level, updatedAt: memberLevels.updatedAt })
    .from(memberLevels)
    .where(ownRows(memberLevels, scope, eq(memberLevels.userId, userId)));
}

export async function setMemberLevel(
  scope: TenantScope,
  userId: number,
  levelTypeId: number,
  level: string | null,
  by: number,
): Promise<void> {
  if (level === null) {
    await scope.db
      .delete(memberLevels)
      .where(
        ownRows(memberLevels, scope, and(eq(memberLevels.userId, userId), eq(memberLevels.levelTypeId, levelTypeId))),
      );
    return;
  }
  await scope.db
    .insert(memberLevels)
    .values(scope.values({ userId, levelTypeId, level, updatedBy: by }))
    .onConflictDoUpdate({
      target: [memberLevels.businessId, memberLevels.userId, memberLevels.levelTypeId],
      set: { level, updatedBy: by, updatedAt: sql`now()` },
    });
}

/** The level types among `ids` that belong to the club, locked against changes until the transaction ends. */
export async function lockLevelTypes(scope: TenantScope, ids: number[]): Promise<LevelTypeRow[]> {
  if (ids.length === 0) return [];
  return scope.db
    .select()
    .from(levelTypes)
    .where(scope.where(levelTypes, inArray(levelTypes.id, ids)))
    .orderBy(asc(levelTypes.id))
    .for('share');
}
