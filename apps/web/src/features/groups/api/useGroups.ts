import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { endpoints, pathOf, type MemberGroupType } from '@fairplay/contracts';
import { call, callWithMessage } from '../../../api/client';
import { downloadFile } from '../../../ui/download';

export const groupKeys = {
  all: ['groups'] as const,
  list: (archived: boolean) => ['groups', 'list', archived] as const,
  detail: (id: number) => ['groups', 'detail', id] as const,
  ofMember: (id: number, type: MemberGroupType) => ['groups', 'member', id, type] as const,
};

/** GET groups/get?archived */
export function useGroupList(archived: boolean, enabled = true) {
  return useQuery({
    queryKey: groupKeys.list(archived),
    queryFn: () => call(endpoints.groups.list, { query: { archived: archived ? '1' : '0' } }),
    enabled,
  });
}

/** GET groups/get/{id} */
export function useGroup(id: number | null) {
  return useQuery({
    queryKey: groupKeys.detail(id ?? 0),
    queryFn: () => call(endpoints.groups.get, { params: { id: id! } }),
    enabled: id !== null,
    retry: false,
  });
}

/** GET groups/member/{id}?type */
export function useMemberGroups(memberId: number | null, type: MemberGroupType) {
  return useQuery({
    queryKey: groupKeys.ofMember(memberId ?? 0, type),
    queryFn: () => call(endpoints.groups.memberGroups, { params: { id: memberId! }, query: { type } }),
    enabled: memberId !== null,
    retry: false,
  });
}

/** Every group change refreshes every group list and detail. */
function useGroupMutation<A, R>(run: (args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => queryClient.invalidateQueries({ queryKey: groupKeys.all }),
  });
}

export const useCreateGroup = () =>
  useGroupMutation((name: string) => callWithMessage(endpoints.groups.create, { body: { name } }));

export const useRenameGroup = () =>
  useGroupMutation(({ id, name }: { id: number; name: string }) =>
    callWithMessage(endpoints.groups.rename, { params: { id }, body: { name } }),
  );

export const useArchiveGroup = () =>
  useGroupMutation(({ id, archived }: { id: number; archived: boolean }) =>
    callWithMessage(endpoints.groups.archive, { params: { id }, body: { archived } }),
  );

export const useAddGroupMembers = () =>
  useGroupMutation(({ id, memberIds }: { id: number; memberIds: number[] }) =>
    callWithMessage(endpoints.groups.addMembers, { params: { id }, body: { member_ids: memberIds } }),
  );

export const useRemoveGroupMembers = () =>
  useGroupMutation(({ id, memberIds }: { id: number; memberIds: number[] }) =>
    callWithMessage(endpoints.groups.removeMembers, { params: { id }, body: { member_ids: memberIds } }),
  );

/** POST members/addtogroup[?keep_others=1] */
export const useAddToGroups = () =>
  useGroupMutation(
    ({ memberId, groupIds, keepOthers }: { memberId: number; groupIds: number[]; keepOthers: boolean }) =>
      callWithMessage(endpoints.groups.addToGroup, {
        query: keepOthers ? { keep_others: '1' } : {},
        body: { member_id: memberId, group_ids: groupIds },
      }),
  );

/** GET reports/group?group_id, saved as a CSV file. */
export function downloadGroupReport(group: { id: number; name: string }): Promise<void> {
  const safeName = group.name.replace(/[^\w.-]+/g, '-').replace(/^-+|-+$/g, '') || 'group';
  return downloadFile(pathOf(endpoints.groups.report, undefined, { group_id: group.id }), `group-${safeName}.csv`);
}
