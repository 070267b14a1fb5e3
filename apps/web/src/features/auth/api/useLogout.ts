import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { endpoints } from '@fairplay/contracts';
import { call } from '../../../api/client';
import { clearAllStorage } from '../../../api/storage';

/**
 * Revokes the token on the server (a failure there does not keep the user signed in), then goes to / and
 * forgets everything: local storage and the query cache (spec 1 section 4).
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => call(endpoints.auth.logout).catch(() => null),
    onSettled: async () => {
      // Leave the private screens first, so their guard does not send the user to sign-in.
      await navigate('/', { replace: true, flushSync: true });
      clearAllStorage();
      queryClient.clear();
    },
  });
}
