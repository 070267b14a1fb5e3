import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SessionUser } from '@fairplay/contracts';
import { api } from '../../../api/client';
import { sessionKeys, storeSessionUser } from '../../../api/session';

/** POST users/subscription/reactivate clears the pause; users/info is refreshed afterwards. */
export function useReactivateSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<SessionUser>('/users/subscription/reactivate'),
    onSuccess: async (user) => {
      storeSessionUser(queryClient, user);
      await queryClient.invalidateQueries({ queryKey: sessionKeys.info });
    },
  });
}
