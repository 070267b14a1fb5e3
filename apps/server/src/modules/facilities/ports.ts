import type { TenantScope } from '@fairplay/db';

/** What the facilities module needs from other modules, handed to its factory (see index.ts). */

/** One of the club's staff as /facility/group-staff lists them (the contract's field names). */
export interface StaffMember {
  user_id: number;
  first_name: string;
  last_name: string;
  member_type: string;
}

/**
 * The club's staff: every member whose member type key is not `member`, sorted by last name, first name, user id
 * (owned by clubs: business_members, member_types; names from identity: users).
 */
export type ClubStaffPort = (scope: TenantScope) => Promise<StaffMember[]>;

/**
 * Where each staff member works (owned by staff: staff_facility_groups, staff_profiles): the facility groups of each
 * staff member who has any (the others work club-wide), and who is hidden from members.
 */
export type StaffAssignmentsPort = (
  scope: TenantScope,
) => Promise<{ groupsOf: Map<number, number[]>; hidden: Set<number> }>;

export interface FacilitiesNeeds {
  clubStaff: ClubStaffPort;
  staffAssignments: StaffAssignmentsPort;
}
