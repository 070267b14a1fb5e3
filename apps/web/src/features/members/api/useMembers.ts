import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  endpoints,
  FIRST_PAGE_ID,
  type AddMemberBody,
  type AddVisitorBody,
  type MemberPage,
  type UpdateMemberBody,
} from '@fairplay/contracts';
import { call, callWithMessage } from '../../../api/client';

/** The customers list's filters as the screen holds them. */
export interface MemberFilters {
  search: string;
  includeCoach: boolean;
  /** 'all': no group filter; 'none': members in no group; a number: that group's members. */
  group?: 'all' | 'none' | number;
  /** A plan id: only members with a live subscription of it; null or absent: no plan filter. */
  plan?: number | null;
}

export const memberKeys = {
  all: ['members'] as const,
  list: (filters: MemberFilters) => ['members', 'list', filters] as const,
  count: (filters: MemberFilters) => ['members', 'count', filters] as const,
  visitors: (search: string) => ['members', 'visitors', search] as const,
  directory: (search: string) => ['members', 'directory', search] as const,
  memberTypes: ['members', 'member-types'] as const,
};

/** The query of members/get, members/getCount and reports/members for these filters. */
export function filterQuery(filters: MemberFilters): {
  search?: string;
  include_coach?: '1';
  all_groups?: '0';
  group_id?: number;
  plan?: number;
} {
  const search = filters.search.trim();
  const group = filters.group ?? 'all';
  return {
    ...(search ? { search } : {}),
    ...(filters.includeCoach ? { include_coach: '1' as const } : {}),
    ...(group === 'none' ? { all_groups: '0' as const } : {}),
    ...(typeof group === 'number' ? { group_id: group } : {}),
    ...(typeof filters.plan === 'number' ? { plan: filters.plan } : {}),
  };
}

/** The next page's last_id: the last row's id, or none when the page said it was the end. */
const nextPage = (page: MemberPage) => (page.isEnd ? undefined : page.members[page.members.length - 1]?.id);

/** GET members/get, 20 at a time by keyset (last_id -1 first). */
export function useMemberList(filters: MemberFilters) {
  return useInfiniteQuery({
    queryKey: memberKeys.list(filters),
    initialPageParam: FIRST_PAGE_ID,
    queryFn: ({ pageParam }) =>
      call(endpoints.customers.list, { query: { last_id: pageParam, ...filterQuery(filters) } }),
    getNextPageParam: nextPage,
  });
}

/** GET members/getCount for the same filters. */
export function useMemberCount(filters: MemberFilters) {
  return useQuery({
    queryKey: memberKeys.count(filters),
    queryFn: () => call(endpoints.customers.count, { query: filterQuery(filters) }),
  });
}

/** GET members/get-visitor, 20 at a time. */
export function useVisitorList(search: string) {
  return useInfiniteQuery({
    queryKey: memberKeys.visitors(search),
    initialPageParam: FIRST_PAGE_ID,
    queryFn: ({ pageParam }) =>
      call(endpoints.customers.visitors, {
        query: { last_id: pageParam, ...(search.trim() ? { search: search.trim() } : {}) },
      }),
    getNextPageParam: nextPage,
  });
}

/** The club's member types, for the form's select. */
export function useMemberTypes() {
  return useQuery({ queryKey: memberKeys.memberTypes, queryFn: () => call(endpoints.roles.memberTypes) });
}

/** Any change refetches every members list and count. */
function useMembersMutation<T, R>(mutationFn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: memberKeys.all }),
  });
}

/** POST members/add */
export const useAddMember = () =>
  useMembersMutation((body: AddMemberBody) => callWithMessage(endpoints.customers.add, { body }));

/** PUT members/update/{id} */
export const useUpdateMember = () =>
  useMembersMutation(({ id, body }: { id: number; body: UpdateMemberBody }) =>
    callWithMessage(endpoints.customers.update, { params: { id }, body }),
  );

/** DELETE members/delete/{id}: ends the membership (the person becomes a visitor). */
export const useDeleteMember = () =>
  useMembersMutation((id: number) => callWithMessage(endpoints.customers.remove, { params: { id } }));

/** POST members/add-visitor (our path): a visitor added by hand. */
export const useAddVisitor = () =>
  useMembersMutation((body: AddVisitorBody) => callWithMessage(endpoints.customers.addVisitor, { body }));

/** POST members/remove-visitor */
export const useRemoveVisitor = () =>
  useMembersMutation((visitorId: number) =>
    callWithMessage(endpoints.customers.removeVisitor, { body: { visitor_id: visitorId } }),
  );

/** POST members/visitor-to-member by e-mail */
export const useVisitorToMember = () =>
  useMembersMutation((email: string) => callWithMessage(endpoints.customers.visitorToMember, { body: { email } }));

/** The member directory (members/directory), 20 at a time. */
export function useDirectory(search: string) {
  return useInfiniteQuery({
    queryKey: memberKeys.directory(search),
    initialPageParam: FIRST_PAGE_ID,
    queryFn: ({ pageParam }) =>
      call(endpoints.customers.directory, {
        query: { last_id: pageParam, ...(search.trim() ? { search: search.trim() } : {}) },
      }),
    getNextPageParam: (page) => (page.isEnd ? undefined : page.members[page.members.length - 1]?.id),
  });
}

const CONSENT_KEY = ['members', 'directory-consent'] as const;

/** GET members/directory/consent: whether the signed-in member agreed to be listed in the directory. */
export function useMyDirectoryConsent() {
  return useQuery({
    queryKey: CONSENT_KEY,
    queryFn: () => call(endpoints.customers.myDirectoryConsent),
  });
}

/** The signed-in member's consent to be listed in the directory. */
export function useDirectoryConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (listed: boolean) => callWithMessage(endpoints.customers.directoryConsent, { body: { listed } }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['members', 'directory'] }),
        queryClient.invalidateQueries({ queryKey: CONSENT_KEY }),
      ]),
  });
}
