import { asc, eq, ne } from 'drizzle-orm';
import { businessMembers, memberTypes, users } from '@fairplay/db';
import type { ClubStaffPort } from './ports.js';

/**
 * Temporary: the old staff query over users, business_members and member_types, until clubs exports the same
 * list. Replaced by clubs/identity at merge; wired in app.ts only.
 */
export const temporaryClubStaff: ClubStaffPort = async (scope) =>
  scope.db
    .select({ user_id: users.id, first_name: users.firstName, last_name: users.lastName, member_type: memberTypes.key })
    .from(businessMembers)
    .innerJoin(users, eq(users.id, businessMembers.userId))
    .innerJoin(memberTypes, eq(memberTypes.id, businessMembers.memberTypeId))
    .where(scope.where(businessMembers, ne(memberTypes.key, 'member')))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
