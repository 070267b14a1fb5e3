import { sql } from 'drizzle-orm';
import type { ReportChoices } from '@fairplay/contracts';
import { facilityGroups, locations, sports, type TenantScope } from '@fairplay/db';
import { rowsOf } from './place.query.js';

/** The filter choices of GET reports/filters, read-only. */
export async function reportChoices(scope: TenantScope): Promise<ReportChoices> {
  const b = scope.businessId;
  const places = rowsOf<{ id: number; name: string }>(
    await scope.db.execute(sql`SELECT id, name FROM ${locations} WHERE business_id = ${b} ORDER BY name, id`),
  );
  const groups = rowsOf<{ id: number; name: string; location_id: number }>(
    await scope.db.execute(sql`
      SELECT id, name, location_id FROM ${facilityGroups} WHERE business_id = ${b} ORDER BY order_index, name, id`),
  );
  const sportRows = rowsOf<{ id: number; name: string }>(
    await scope.db.execute(sql`
      SELECT s.id, s.display_name AS name FROM ${sports} s
      WHERE s.sport_category_id IN (
        SELECT fg.sport_category_id FROM ${facilityGroups} fg WHERE fg.business_id = ${b})
      ORDER BY s.order_index, s.display_name, s.id`),
  );
  return { locations: places, facility_groups: groups, sports: sportRows };
}
