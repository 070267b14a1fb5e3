import type { TenantScope } from '@fairplay/db';
import type { AppDeps } from '../../deps.js';
import type { AppModule } from '../../module.js';
import { groupCategories, groupIdsAt, groupNamesOf, groupsWithLocation } from './facilities.repository.js';
import { facilitiesRoutes } from './facilities.routes.js';
import { createFacilitiesService } from './facilities.service.js';
import type { FacilitiesNeeds } from './ports.js';

export type { ClubStaffPort, FacilitiesNeeds, StaffAssignmentsPort, StaffMember } from './ports.js';

/** Facilities: the club's facility groups (table facility_groups), their order and their staff. */
export function facilitiesModule(deps: AppDeps, needs: FacilitiesNeeds): AppModule {
  return { name: 'facilities', routes: facilitiesRoutes(createFacilitiesService(deps.db, needs)) };
}

/**
 * The ids of the club's facility groups at one of its locations (null: all the club's groups), in sheet order
 * (order_index, then id), so callers can also sort by a group's position here. None for another club's location.
 */
export function groupIdsOf(scope: TenantScope, locationId: number | null): Promise<number[]> {
  return groupIdsAt(scope, locationId);
}

/** The sport category of each of the club's facility groups: the sports a court of the group is booked for. */
export function sportCategoriesOfGroups(scope: TenantScope): Promise<Map<number, number | null>> {
  return groupCategories(scope);
}

/** The club's facility groups (id and name) in sheet order. */
export function facilityGroupNames(scope: TenantScope): Promise<{ id: number; name: string }[]> {
  return groupNamesOf(scope);
}

/** The club's facility groups with their location id, in sheet order. */
export function facilityGroupsWithLocation(
  scope: TenantScope,
): Promise<{ id: number; name: string; locationId: number }[]> {
  return groupsWithLocation(scope);
}
