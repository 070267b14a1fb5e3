import { sql, type SQL } from 'drizzle-orm';
import type { ReportFilters } from '@fairplay/contracts';
import { courts, facilityGroups } from '@fairplay/db';

/**
 * Whether the place filters (location, facility group, sport) are set: then only what is tied to a court booking
 * (court time, lessons, coach sessions and their fees) can be placed, and the rest is left out.
 */
export function placeFiltered(filters: ReportFilters): boolean {
  return filters.location_id !== undefined || filters.facility_group_id !== undefined || filters.sport_id !== undefined;
}

/**
 * The condition that an appointment (`court` its court id, `sport` its sport id as SQL) is inside the place
 * filters; TRUE when none is set.
 */
export function placeCondition(filters: ReportFilters, businessId: number, court: SQL, sport: SQL): SQL {
  if (!placeFiltered(filters)) return sql`TRUE`;
  const parts: SQL[] = [];
  if (filters.facility_group_id !== undefined || filters.location_id !== undefined)
    parts.push(sql`EXISTS (
      SELECT 1 FROM ${courts} pc JOIN ${facilityGroups} pg ON pg.id = pc.facility_group_id AND pg.business_id = pc.business_id
      WHERE pc.business_id = ${businessId} AND pc.id = ${court}
        ${filters.facility_group_id !== undefined ? sql`AND pg.id = ${filters.facility_group_id}` : sql``}
        ${filters.location_id !== undefined ? sql`AND pg.location_id = ${filters.location_id}` : sql``})`);
  if (filters.sport_id !== undefined) parts.push(sql`${sport} = ${filters.sport_id}`);
  return sql.join(parts, sql` AND `);
}

/** The rows of a raw query (PGlite and node-postgres both answer `{ rows }`). */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
