import { sql } from 'drizzle-orm';
import { queryRows, type TenantScope } from '@fairplay/db';
import type { CourtSpan, UtilizationCourt, UtilizationSport } from '@fairplay/domain';

/** Which courts a report covers: all of the club's, or those of a location or facility group, or one court. */
export interface CourtFilter {
  locationId?: number | undefined;
  facilityGroupId?: number | undefined;
  courtId?: number | undefined;
}

const intArray = (ids: readonly number[]) => `{${ids.join(',')}}`;

/** The club's courts with their facility groups, narrowed by the filter, in the sheet's order. */
export async function reportCourts(scope: TenantScope, filter: CourtFilter): Promise<UtilizationCourt[]> {
  const rows = await queryRows<{ id: number; name: string; group_id: number; group_name: string }>(
    scope.db,
    sql`SELECT c.id, c.name, g.id AS group_id, g.name AS group_name
          FROM courts c JOIN facility_groups g ON g.business_id = c.business_id AND g.id = c.facility_group_id
         WHERE c.business_id = ${scope.businessId}
           AND (${filter.locationId ?? null}::int IS NULL OR g.location_id = ${filter.locationId ?? null}::int)
           AND (${filter.facilityGroupId ?? null}::int IS NULL OR g.id = ${filter.facilityGroupId ?? null}::int)
           AND (${filter.courtId ?? null}::int IS NULL OR c.id = ${filter.courtId ?? null}::int)
         ORDER BY g.order_index, g.id, c.order_index, c.id`,
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    facilityGroupId: row.group_id,
    facilityGroupName: row.group_name,
  }));
}

/** The sports the catalogue names, for the report's sport rows and filter. */
export async function reportSports(scope: TenantScope, ids: readonly number[]): Promise<UtilizationSport[]> {
  if (ids.length === 0) return [];
  return queryRows<UtilizationSport>(
    scope.db,
    sql`SELECT id, display_name AS name FROM sports WHERE id = ANY(${intArray(ids)}::int[]) ORDER BY order_index, id`,
  );
}

/**
 * The court time on `courtIds` overlapping [from, to): bookings and lessons' court time (booked) and blocked
 * listings (closed, not for sale). One statement; instants as epoch milliseconds, so a large club's years of
 * bookings are read without building a Date per column in the driver.
 */
export async function courtTime(
  scope: TenantScope,
  courtIds: readonly number[],
  from: Date,
  to: Date,
): Promise<{ booked: CourtSpan[]; blocked: CourtSpan[] }> {
  const booked: CourtSpan[] = [];
  const blocked: CourtSpan[] = [];
  if (courtIds.length === 0) return { booked, blocked };
  const rows = await queryRows<{ court_id: number; s: number | string; e: number | string; disabled: boolean }>(
    scope.db,
    sql`SELECT court_id, (extract(epoch FROM starts_at) * 1000)::float8 AS s,
               (extract(epoch FROM ends_at) * 1000)::float8 AS e, status = 'disabled' AS disabled
          FROM appointments
         WHERE business_id = ${scope.businessId} AND court_id = ANY(${intArray(courtIds)}::int[])
           AND starts_at < ${to.toISOString()}::timestamptz AND ends_at > ${from.toISOString()}::timestamptz`,
  );
  for (const row of rows) {
    const span = { courtId: row.court_id, start: new Date(Number(row.s)), end: new Date(Number(row.e)) };
    (row.disabled ? blocked : booked).push(span);
  }
  return { booked, blocked };
}
