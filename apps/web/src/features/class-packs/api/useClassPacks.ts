import { useQuery, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@fairplay/contracts';
import { call } from '../../../api/client';

/** Query keys: a member's packs sit under ['class-packs']; a booking paid with a pack refreshes them. */
export const classPackKeys = {
  all: ['class-packs'] as const,
  member: (userId: number) => ['class-packs', userId] as const,
};

/** GET members/class_packs/{id}: the member's packs, uses left, expiry and history. */
export function useMemberPacks(userId: number | null) {
  return useQuery({
    queryKey: classPackKeys.member(userId ?? 0),
    queryFn: () => call(endpoints.classPacks.memberPacks, { params: { id: userId! } }),
    enabled: userId !== null,
  });
}

/** After a booking or cancellation that may have taken or given back a use. */
export function useRefreshPacks() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: classPackKeys.all });
}
