import type { TenantScope } from '@fairplay/db';

/** What courts needs from the facilities module (which owns facility_groups). */
export interface FacilityGroups {
  /** The club's facility groups at a location, in sheet order. */
  groupIdsOf(scope: TenantScope, locationId: number): Promise<number[]>;
  /** All the club's facility groups, in sheet order (their order index, then id). */
  groupOrder(scope: TenantScope): Promise<number[]>;
  /** The sport category of each of the club's facility groups. */
  categories(scope: TenantScope): Promise<Map<number, number | null>>;
}
