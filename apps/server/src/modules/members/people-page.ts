import type { TenantScope } from '@fairplay/db';
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
}

function membershipFilterOf(filter: PeopleFilter) {
  return {
    status: filter.status,
    includeStaff: filter.includeStaff,
    listedOnly: filter.listedOnly ?? false,
    person: personFilter(filter.search, filter.nameOnly),
  };
}

/** One keyset page of people, highest user id first: the clubs module pages, identity searches and fills in. */
export async function pagePeople(
  scope: TenantScope,
  filter: PeopleFilter,
  page: { beforeId: number; limit: number },
): Promise<PersonRow[]> {
  const ids = await pageMembershipIds(scope, membershipFilterOf(filter), page);
  return findPersons(scope.db, ids);
}

export async function countPeople(scope: TenantScope, filter: PeopleFilter): Promise<number> {
  return countMemberships(scope, membershipFilterOf(filter));
}
