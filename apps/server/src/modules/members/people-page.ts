import { and, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { TenantScope } from '@fairplay/db';
import { memberInGroups, memberInNoGroup } from '../groups/index.js';
import { memberOnPlan } from '../memberships/index.js';
import { countMemberships, pageMembershipIds } from '../clubs/index.js';
import { findPersons, personFilter, type PersonRow } from '../identity/index.js';

/** Which of the club's people a list holds: members or visitors, staff or not, searched. */
export interface PeopleFilter {
  status: 'active' | 'visitor';
  includeStaff: boolean;
  listedOnly?: boolean;
  search?: string | undefined;
  /** Search names only (the member directory). */
  nameOnly?: boolean;
  /** Members of this group only; or, with `noGroup`, only members in no active group. */
  groupId?: number | undefined;
  noGroup?: boolean | undefined;
  /** Members with a live subscription of this plan only (spec 3: the customers list's plan filter). */
  planId?: number | undefined;
}

/** The query's group and plan filters: `group_id`, or `all_groups=0` for members in no group; `plan`. */
export function groupFilterOf(query: {
  group_id?: number | undefined;
  all_groups?: boolean | undefined;
  plan?: number | undefined;
}) {
  return { groupId: query.group_id, noGroup: query.all_groups === false, planId: query.plan };
}

type UserCondition = (userId: SQLWrapper) => SQL;

/** Both conditions on the user (the group filter and the plan filter), or the one given. */
function combined(first: UserCondition | undefined, second: UserCondition | undefined): UserCondition | undefined {
  if (!first || !second) return first ?? second;
  return (userId) => and(first(userId), second(userId))!;
}

function membershipFilterOf(scope: TenantScope, filter: PeopleFilter) {
  const { groupId, noGroup } = filter;
  return {
    status: filter.status,
    includeStaff: filter.includeStaff,
    listedOnly: filter.listedOnly ?? false,
    person: personFilter(filter.search, filter.nameOnly),
    groups: combined(
      groupId !== undefined
        ? (userId: SQLWrapper) => memberInGroups(scope, [groupId], userId as SQL)
        : noGroup
          ? (userId: SQLWrapper) => memberInNoGroup(scope, userId as SQL)
          : undefined,
      filter.planId !== undefined
        ? (userId: SQLWrapper) => memberOnPlan(scope, filter.planId!, userId as SQL)
        : undefined,
    ),
  };
}

/** One keyset page of people, highest user id first: the clubs module pages, identity searches and fills in. */
export async function pagePeople(
  scope: TenantScope,
  filter: PeopleFilter,
  page: { beforeId: number; limit: number },
): Promise<PersonRow[]> {
  const ids = await pageMembershipIds(scope, membershipFilterOf(scope, filter), page);
  return findPersons(scope.db, ids);
}

export async function countPeople(scope: TenantScope, filter: PeopleFilter): Promise<number> {
  return countMemberships(scope, membershipFilterOf(scope, filter));
}
