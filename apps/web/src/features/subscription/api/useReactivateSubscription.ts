import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@fairplay/contracts';
import { call } from '../../../api/client';
import { sessionKeys, storeSessionUser } from '../../../api/session';

/** POST users/subscription/reactivate clears the pause; users/info is refreshed afterwards. */
export function useReactivateSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(endpoints.users.reactivateSubscription),
    onSuccess: async (user) => {
      storeSessionUser(queryClient, user);
      await queryClient.invalidateQueries({ queryKey: sessionKeys.info });
    },
  });
}
