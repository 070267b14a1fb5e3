import { and, asc, eq, inArray } from 'drizzle-orm';
import { courts, facilityGroups, type TenantScope } from '@fairplay/db';

export type CourtRow = typeof courts.$inferSelect;
export type CourtChanges = Partial<
  Omit<CourtRow, 'id' | 'businessId' | 'facilityGroupId' | 'orderIndex' | 'createdAt'>
>;

export interface CourtFilter {
  locationId: number | null;
  facilityGroupId: number | null;
}

/** The club's courts inside the filter (the header's selection; null means all), in facility-group then court order. */
export async function listCourts(scope: TenantScope, filter: CourtFilter): Promise<CourtRow[]> {
  const rows = await scope.db
    .select({ court: courts })
    .from(courts)
    .innerJoin(
      facilityGroups,
      and(eq(facilityGroups.id, courts.facilityGroupId), eq(facilityGroups.businessId, courts.businessId)),
    )
    .where(
      scope.where(
        courts,
        filter.facilityGroupId === null ? undefined : eq(courts.facilityGroupId, filter.facilityGroupId),
        filter.locationId === null ? undefined : eq(facilityGroups.locationId, filter.locationId),
      ),
    )
    .orderBy(asc(facilityGroups.orderIndex), asc(facilityGroups.id), asc(courts.orderIndex), asc(courts.id));
  return rows.map((row) => row.court);
}

export async function findCourt(scope: TenantScope, id: number): Promise<CourtRow | undefined> {
  const [row] = await scope.db
    .select()
    .from(courts)
    .where(scope.where(courts, eq(courts.id, id)))
    .limit(1);
  return row;
}

/** Which of `ids` are this club's courts. */
export async function ownCourtIds(scope: TenantScope, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await scope.db
    .select({ id: courts.id })
    .from(courts)
    .where(scope.where(courts, inArray(courts.id, ids)));
  return new Set(rows.map((row) => row.id));
}

/** Updates one of the club's courts; undefined when it is not the club's. */
export async function updateCourt(
  scope: TenantScope,
  id: number,
  changes: CourtChanges,
): Promise<CourtRow | undefined> {
  const [updated] = await scope.db
    .update(courts)
    .set(changes)
    .where(scope.where(courts, eq(courts.id, id)))
    .returning();
  return updated;
}
