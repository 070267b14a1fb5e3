import { ageOn, isCoachingType, type BookingPerson, type MemberTypeKey } from '@fairplay/domain';
import type { TenantScope } from '@fairplay/db';
import { findMembership } from '../clubs/index.js';
import { groupIdsOfMember } from '../groups/index.js';
import { findUserById } from '../identity/index.js';
import { memberNtrp } from '../member-profile/index.js';

/** What booking people needs of modules that app.ts builds (their functions are methods of built modules). */
export interface BookingPeopleNeeds {
  /** The plans the person actively subscribes to (memberships). */
  planIds(scope: TenantScope, userId: number): Promise<number[]>;
  /** The facility groups a staff member is assigned to (staff). */
  facilityGroupsOf(scope: TenantScope, userId: number): Promise<number[]>;
}

/**
 * Who a person is for the booking policy, the rules, lessons and coach sessions: membership and its type (clubs),
 * groups, NTRP level (member-profile), age on the day of play (identity's birth date), gender (clubs), plans
 * (memberships) and, for staff, their facility groups (staff). No tables and no routes of its own: it reads the
 * modules that own each answer, so appointments, lessons and coaches ask one question instead of six.
 */
export function bookingPeople(needs: BookingPeopleNeeds) {
  return {
    async personOf(scope: TenantScope, userId: number, on: string): Promise<BookingPerson> {
      // Independent reads, asked side by side (on PostgreSQL they overlap on the pool).
      const [membership, groupIds, level, user, planIds] = await Promise.all([
        findMembership(scope, userId),
        groupIdsOfMember(scope, userId),
        memberNtrp(scope, userId),
        findUserById(scope.db, userId),
        needs.planIds(scope, userId),
      ]);
      const isStaff = membership !== undefined && membership.key !== 'member';
      const facilityGroupIds = isStaff ? await needs.facilityGroupsOf(scope, userId) : [];
      return {
        userId,
        isMember: membership !== undefined,
        isCoach: isCoachingType(membership?.key as MemberTypeKey | undefined),
        groupIds,
        // Active subscribers of a plan qualify for who-can-book targets by plan (issue 14).
        planIds,
        facilityGroupIds,
        age: ageOn(user?.dob ?? null, on),
        level,
        gender: membership?.gender ?? null,
      };
    },
  };
}
