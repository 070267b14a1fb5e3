import { asc, eq } from 'drizzle-orm';
import { sportCategories, sports, type Executor } from '@fairplay/db';

/** The sport catalogue is reference data shared by every club, so it needs no tenant scope. */
export async function listCategoriesWithSports(db: Executor) {
  const rows = await db
    .select({
      id: sportCategories.id,
      key: sportCategories.key,
      displayName: sportCategories.displayName,
      sportId: sports.id,
      sportName: sports.displayName,
    })
    .from(sportCategories)
    .leftJoin(sports, eq(sports.sportCategoryId, sportCategories.id))
    .orderBy(asc(sportCategories.orderIndex), asc(sportCategories.id), asc(sports.orderIndex), asc(sports.id));
  const byId = new Map<
    number,
    { id: number; key: string; display_name: string; sports: { id: number; display_name: string }[] }
  >();
  for (const row of rows) {
    const category = byId.get(row.id) ?? { id: row.id, key: row.key, display_name: row.displayName, sports: [] };
    if (row.sportId !== null && row.sportName !== null)
      category.sports.push({ id: row.sportId, display_name: row.sportName });
    byId.set(row.id, category);
  }
  return [...byId.values()];
}

export async function listSports(db: Executor, categoryId: number | undefined) {
  return db
    .select({ id: sports.id, display_name: sports.displayName, sport_category_id: sports.sportCategoryId })
    .from(sports)
    .where(categoryId === undefined ? undefined : eq(sports.sportCategoryId, categoryId))
    .orderBy(asc(sports.sportCategoryId), asc(sports.orderIndex), asc(sports.id));
}

export async function sportExists(db: Executor, id: number): Promise<boolean> {
  const [row] = await db.select({ id: sports.id }).from(sports).where(eq(sports.id, id)).limit(1);
  return row !== undefined;
}

export async function sportCategoryExists(db: Executor, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: sportCategories.id })
    .from(sportCategories)
    .where(eq(sportCategories.id, id))
    .limit(1);
  return row !== undefined;
}
