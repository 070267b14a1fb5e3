import type { TenantScope } from '@fairplay/db';
import type { AppDeps } from '../../deps.js';
import type { AppModule } from '../../module.js';
import { staffRoutes } from './staff.routes.js';
import { createStaffService } from './staff.service.js';

export interface StaffModule extends AppModule {
  /** Each staff member's facility groups (none: club-wide) and who is hidden from members; for facility/group-staff. */
  assignments(scope: TenantScope): Promise<{ groupsOf: Map<number, number[]>; hidden: Set<number> }>;
  /** One staff member's facility groups (none: club-wide). */
  facilityGroupsOf(scope: TenantScope, userId: number): Promise<number[]>;
}

/**
 * Staff and coaches (tables staff_profiles, staff_facility_groups; memberships through clubs, accounts through
 * identity): coaches/add, coaches/update/{id}, coaches/get-all and coaches/get.
 */
export function staffModule(deps: AppDeps): StaffModule {
  const service = createStaffService(deps);
  return {
    name: 'staff',
    routes: staffRoutes(service),
    assignments: service.assignments,
    facilityGroupsOf: service.facilityGroupsOf,
  };
}
