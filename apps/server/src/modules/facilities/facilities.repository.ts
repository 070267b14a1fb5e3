import { asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { facilityGroups, prepared, TenantScope, type Executor } from '@fairplay/db';

const groupColumns = {
  id: facilityGroups.id,
  name: facilityGroups.name,
  locationId: facilityGroups.locationId,
  orderIndex: facilityGroups.orderIndex,
  sportCategoryId: facilityGroups.sportCategoryId,
  plan: facilityGroups.plan,
  createdAt: facilityGroups.createdAt,
};

export interface GroupFilter {
  locationId: number | null;
  facilityGroupId: number | null;
}

function selectGroups(scope: TenantScope, ...conditions: (SQL | undefined)[]) {
  return scope.db
    .select(groupColumns)
    .from(facilityGroups)
    .where(scope.where(facilityGroups, ...conditions))
    .orderBy(asc(facilityGroups.orderIndex), asc(facilityGroups.id));
}

export type GroupRow = Awaited<ReturnType<typeof selectGroups>>[number];

/** The club's facility groups in order; a filter (the header's selection) narrows them, null means all. */
export async function listGroups(scope: TenantScope, filter: GroupFilter): Promise<GroupRow[]> {
  return selectGroups(
    scope,
    filter.locationId === null ? undefined : eq(facilityGroups.locationId, filter.locationId),
    filter.facilityGroupId === null ? undefined : eq(facilityGroups.id, filter.facilityGroupId),
  );
}

export async function findGroup(scope: TenantScope, id: number): Promise<GroupRow | undefined> {
  const [row] = await selectGroups(scope, eq(facilityGroups.id, id));
  return row;
}

export async function nextOrderIndex(scope: TenantScope): Promise<number> {
  const [row] = await scope.db
    .select({ next: sql<number>`coalesce(max(${facilityGroups.orderIndex}) + 1, 0)::int` })
    .from(facilityGroups)
    .where(scope.where(facilityGroups));
  return row?.next ?? 0;
}

export async function insertGroup(
  scope: TenantScope,
  values: Pick<
    typeof facilityGroups.$inferInsert,
    'name' | 'locationId' | 'orderIndex' | 'sportCategoryId' | 'plan' | 'coupon'
  >,
): Promise<number> {
  const [row] = await scope.db.insert(facilityGroups).values(scope.values(values)).returning({ id: facilityGroups.id });
  return row!.id;
}

export async function renameGroup(scope: TenantScope, id: number, name: string): Promise<boolean> {
  const rows = await scope.db
    .update(facilityGroups)
    .set({ name })
    .where(scope.where(facilityGroups, eq(facilityGroups.id, id)))
    .returning({ id: facilityGroups.id });
  return rows.length > 0;
}

/** How many of `ids` are this club's facility groups. */
export async function countOwnGroups(scope: TenantScope, ids: number[]): Promise<number> {
  const rows = await scope.db
    .select({ id: facilityGroups.id })
    .from(facilityGroups)
    .where(scope.where(facilityGroups, inArray(facilityGroups.id, ids)));
  return rows.length;
}

export async function setGroupOrder(scope: TenantScope, id: number, order: number): Promise<void> {
  await scope.db
    .update(facilityGroups)
    .set({ orderIndex: order })
    .where(scope.where(facilityGroups, eq(facilityGroups.id, id)));
}

/** The club's facility groups in their order (every court sheet listing sorts its courts by it): prepared once. */
const groupOrderQuery = (db: Executor) =>
  prepared(db, 'facilities_group_order', (on) =>
    on
      .select({ id: facilityGroups.id })
      .from(facilityGroups)
      .where(TenantScope.preparedWhere(facilityGroups))
      .orderBy(asc(facilityGroups.orderIndex), asc(facilityGroups.id))
      .prepare('facilities_group_order'),
  );

/** The ids of the club's facility groups at one of its locations (null: at all of them), in sheet order. */
export async function groupIdsAt(scope: TenantScope, locationId: number | null): Promise<number[]> {
  if (locationId === null)
    return (await groupOrderQuery(scope.db).execute({ businessId: scope.businessId })).map((row) => row.id);
  const rows = await scope.db
    .select({ id: facilityGroups.id })
    .from(facilityGroups)
    .where(scope.where(facilityGroups, locationId === null ? undefined : eq(facilityGroups.locationId, locationId)))
    .orderBy(asc(facilityGroups.orderIndex), asc(facilityGroups.id));
  return rows.map((row) => row.id);
}

/** Each of the club's facility groups with its sport category (null when it has none). */
export async function groupCategories(scope: TenantScope): Promise<Map<number, number | null>> {
  const rows = await scope.db
    .select({ id: facilityGroups.id, category: facilityGroups.sportCategoryId })
    .from(facilityGroups)
    .where(scope.where(facilityGroups));
  return new Map(rows.map((row) => [row.id, row.category]));
}

/** The club's facility groups (id and name) in sheet order, for other modules' lists. */
export async function groupNamesOf(scope: TenantScope): Promise<{ id: number; name: string }[]> {
  return scope.db
    .select({ id: facilityGroups.id, name: facilityGroups.name })
    .from(facilityGroups)
    .where(scope.where(facilityGroups))
    .orderBy(asc(facilityGroups.orderIndex), asc(facilityGroups.id));
}

/** The club's facility groups with their location's id, in sheet order (plans name them 'location - group'). */
export async function groupsWithLocation(
  scope: TenantScope,
): Promise<{ id: number; name: string; locationId: number }[]> {
  return scope.db
    .select({ id: facilityGroups.id, name: facilityGroups.name, locationId: facilityGroups.locationId })
    .from(facilityGroups)
    .where(scope.where(facilityGroups))
    .orderBy(asc(facilityGroups.orderIndex), asc(facilityGroups.id));
}
