import type { TenantScope } from '@fairplay/db';

/** A court as the rules need it. */
export interface RuleCourt {
  id: number;
  name: string;
  facilityGroupId: number;
}

/** What availability needs from the courts module (given by app.ts). */
export interface RuleCourts {
  /** The club's courts among `ids` (all of them for null). */
  findCourts(scope: TenantScope, ids: number[] | null): Promise<RuleCourt[]>;
  /** The club's courts inside the header's selection (null: all), in sheet order. */
  courtsForSelection(
    scope: TenantScope,
    selection: { locationId: number | null; facilityGroupId: number | null },
  ): Promise<RuleCourt[]>;
}

export interface AvailabilityNeeds {
  courts: RuleCourts;
}
