import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { endpoints, type TagBody, type TagUpdateBody } from '@fairplay/contracts';
import { call, callWithMessage } from '../../../api/client';

export const tagKeys = {
  all: ['tags'] as const,
  list: (archived: boolean) => ['tags', 'list', archived] as const,
};

/** GET tags/get[?status=1]: the club's active tags, or its archived ones. */
export function useTagList(archived = false, enabled = true) {
  return useQuery({
    queryKey: tagKeys.list(archived),
    queryFn: () => call(endpoints.tags.list, { query: { status: archived ? '1' : '0' } }),
    enabled,
    staleTime: 60_000,
  });
}

/** Every tag change refreshes the tag lists and the court sheet (its bookings show tag names and colours). */
function useTagMutation<A, R>(run: (args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: tagKeys.all });
      await queryClient.invalidateQueries({ queryKey: ['court-sheet', 'listing'] });
    },
  });
}

export const useCreateTag = () => useTagMutation((body: TagBody) => callWithMessage(endpoints.tags.create, { body }));

export const useUpdateTag = () =>
  useTagMutation(({ id, body }: { id: number; body: TagUpdateBody }) =>
    callWithMessage(endpoints.tags.update, { params: { id }, body }),
  );

export const useArchiveTag = () =>
  useTagMutation((id: number) => callWithMessage(endpoints.tags.archive, { params: { id } }));
