import type { SQL, SQLWrapper } from 'drizzle-orm';
import type { TenantScope } from '@fairplay/db';
import { memberInGroups, memberInNoGroup } from '../groups/index.js';
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
}

/** The query's group filter: `group_id`, or `all_groups=0` for members in no group. */
export function groupFilterOf(query: { group_id?: number | undefined; all_groups?: boolean | undefined }) {
  return { groupId: query.group_id, noGroup: query.all_groups === false };
}

function membershipFilterOf(scope: TenantScope, filter: PeopleFilter) {
  const { groupId, noGroup } = filter;
  return {
    status: filter.status,
    includeStaff: filter.includeStaff,
    listedOnly: filter.listedOnly ?? false,
    person: personFilter(filter.search, filter.nameOnly),
    groups:
      groupId !== undefined
        ? (userId: SQLWrapper) => memberInGroups(scope, [groupId], userId as SQL)
        : noGroup
          ? (userId: SQLWrapper) => memberInNoGroup(scope, userId as SQL)
          : undefined,
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
