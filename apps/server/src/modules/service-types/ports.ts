import type { RoleFlags } from '@fairplay/domain';

/** What the service-types module needs from other modules, handed to its factory (see index.ts). */

/**
 * The roles of a user's membership in a club, or null when the club does not exist or the user is not a member
 * there (owned by clubs: businesses, business_members, member_types).
 */
export type ClubRolesPort = (userId: number, businessId: number) => Promise<RoleFlags[] | null>;

export interface ServiceTypesNeeds {
  clubRoles: ClubRolesPort;
}
