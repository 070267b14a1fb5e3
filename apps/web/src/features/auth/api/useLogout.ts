import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { endpoints } from '@fairplay/contracts';
import { call } from '../../../api/client';
import { clearAllStorage } from '../../../api/storage';
import { clearUserCaches } from '../../offline-day';

/**
 * Revokes the token on the server (a failure there does not keep the user signed in), then goes to / and
 * forgets everything: local storage, the query cache and the per-user offline caches (spec 1 section 4).
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
      // The saved offline day (issue 29): personal, so it leaves the device with the session.
      await clearUserCaches().catch(() => undefined);
    },
  });
}
