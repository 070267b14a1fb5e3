import { asc, count, eq, ilike, inArray, or } from 'drizzle-orm';
import { locations, type Executor, type TenantScope } from '@fairplay/db';

export type LocationRow = typeof locations.$inferSelect;

/** A LIKE pattern that matches `text` literally: %, _ and \ lose their wildcard meaning. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

export async function listLocations(
  scope: TenantScope,
  query: { page: number; limit: number; search: string },
): Promise<{ rows: LocationRow[]; count: number }> {
  const pattern = containsPattern(query.search);
  const condition = query.search
    ? scope.where(locations, or(ilike(locations.name, pattern), ilike(locations.address, pattern)))
    : scope.where(locations);
  const [rows, [total]] = await Promise.all([
    scope.db
      .select()
      .from(locations)
      .where(condition)
      .orderBy(asc(locations.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    scope.db.select({ value: count() }).from(locations).where(condition),
  ]);
  return { rows, count: total?.value ?? 0 };
}

export async function findLocation(scope: TenantScope, id: number): Promise<LocationRow | undefined> {
  const [row] = await scope.db
    .select()
    .from(locations)
    .where(scope.where(locations, eq(locations.id, id)))
    .limit(1);
  return row;
}

export async function insertLocation(
  scope: TenantScope,
  values: { name: string; address: string },
): Promise<LocationRow> {
  const [row] = await scope.db.insert(locations).values(scope.values(values)).returning();
  return row!;
}

export async function renameLocation(scope: TenantScope, id: number, name: string): Promise<LocationRow | undefined> {
  const [row] = await scope.db
    .update(locations)
    .set({ name })
    .where(scope.where(locations, eq(locations.id, id)))
    .returning();
  return row;
}

/** The names of the club's locations among `ids` (another club's ids are left out). */
export async function locationNames(scope: TenantScope, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await scope.db
    .select({ id: locations.id, name: locations.name })
    .from(locations)
    .where(scope.where(locations, inArray(locations.id, [...new Set(ids)])));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** A new club's first location, written inside the registration's transaction. */
export async function insertFirstLocation(
  tx: Executor,
  businessId: number,
  fields: { name: string; address: string },
): Promise<LocationRow> {
  const [row] = await tx
    .insert(locations)
    .values({ businessId, name: fields.name, address: fields.address })
    .returning();
  return row!;
}
