import { asc, count, eq, inArray } from 'drizzle-orm';
import { anyInteger, courts, prepared, TenantScope, type Executor } from '@fairplay/db';

export type CourtRow = typeof courts.$inferSelect;
export type CourtChanges = Partial<
  Omit<CourtRow, 'id' | 'businessId' | 'facilityGroupId' | 'orderIndex' | 'createdAt'>
>;

export interface CourtFilter {
  /** Only these facility groups' courts; null for all. */
  groupIds: number[] | null;
  facilityGroupId: number | null;
}

/** All of a club's courts (the court sheet's usual selection, read on every listing): prepared once. */
const allCourtsQuery = (db: Executor) =>
  prepared(db, 'courts_of_club', (on) =>
    on
      .select()
      .from(courts)
      .where(TenantScope.preparedWhere(courts))
      .orderBy(asc(courts.orderIndex), asc(courts.id))
      .prepare('courts_of_club'),
  );

/** The club's courts inside the filter, in court order (the service puts them in facility-group order). */
export async function listCourts(scope: TenantScope, filter: CourtFilter): Promise<CourtRow[]> {
  if (filter.groupIds?.length === 0) return [];
  if (filter.groupIds === null && filter.facilityGroupId === null)
    return allCourtsQuery(scope.db).execute({ businessId: scope.businessId });
  return scope.db
    .select()
    .from(courts)
    .where(
      scope.where(
        courts,
        filter.facilityGroupId === null ? undefined : eq(courts.facilityGroupId, filter.facilityGroupId),
        filter.groupIds === null ? undefined : inArray(courts.facilityGroupId, filter.groupIds),
      ),
    )
    .orderBy(asc(courts.orderIndex), asc(courts.id));
}

/** A court as bookings need it. */
export interface CourtInfo {
  id: number;
  name: string;
  facilityGroupId: number;
  price: number;
  partySize: number;
  /** Its own booking-length settings (null: the club's); see @fairplay/domain's bookingLengthLimit. */
  minListDuration: number | null;
  enableMaxTimeForBookings: boolean;
  maxTimeForSingles: number | null;
  maxTimeForDoubles: number | null;
  maxTimeForTriples: number | null;
  maxTimeForQuadruples: number | null;
}

/** The club's courts among `ids` (all of them for null), in court order. */
export async function findCourtInfos(scope: TenantScope, ids: number[] | null): Promise<CourtInfo[]> {
  return scope.db
    .select({
      id: courts.id,
      name: courts.name,
      facilityGroupId: courts.facilityGroupId,
      price: courts.price,
      partySize: courts.partySize,
      minListDuration: courts.minListDuration,
      enableMaxTimeForBookings: courts.enableMaxTimeForBookings,
      maxTimeForSingles: courts.maxTimeForSingles,
      maxTimeForDoubles: courts.maxTimeForDoubles,
      maxTimeForTriples: courts.maxTimeForTriples,
      maxTimeForQuadruples: courts.maxTimeForQuadruples,
    })
    .from(courts)
    .where(scope.where(courts, ids ? anyInteger(courts.id, ids) : undefined))
    .orderBy(asc(courts.orderIndex), asc(courts.id));
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

/** How many courts the club has (the session's and the settings' `fields_count`). */
export async function countCourts(scope: TenantScope): Promise<number> {
  const [row] = await scope.db.select({ total: count() }).from(courts).where(scope.where(courts));
  return row?.total ?? 0;
}
