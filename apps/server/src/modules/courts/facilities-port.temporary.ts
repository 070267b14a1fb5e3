import { asc, eq } from 'drizzle-orm';
import { facilityGroups } from '@fairplay/db';
import type { FacilityGroups } from './ports.js';

/**
 * TEMPORARY: the facility groups the courts module asks about, with the queries it used to join itself. The
 * facilities module (which owns facility_groups) exports `groupIdsOf` with this signature, and must also export
 * `groupOrder` (see FacilityGroups); the lead replaces this object with `facilitiesModule(...)` at merge and
 * deletes this file.
 */
export const temporaryFacilityGroups: FacilityGroups = {
  async groupIdsOf(scope, locationId) {
    const rows = await scope.db
      .select({ id: facilityGroups.id })
      .from(facilityGroups)
      .where(scope.where(facilityGroups, eq(facilityGroups.locationId, locationId)))
      .orderBy(asc(facilityGroups.orderIndex), asc(facilityGroups.id));
    return rows.map((row) => row.id);
  },

  async groupOrder(scope) {
    const rows = await scope.db
      .select({ id: facilityGroups.id })
      .from(facilityGroups)
      .where(scope.where(facilityGroups))
      .orderBy(asc(facilityGroups.orderIndex), asc(facilityGroups.id));
    return rows.map((row) => row.id);
  },
};
