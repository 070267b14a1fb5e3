import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { endpoints, type UpdateClubSettingsBody } from '@fairplay/contracts';
import { call } from '../../../api/client';
import { sessionKeys } from '../../../api/session';

const settingsKey = ['business', 'settings'] as const;

/** GET business/settings */
export function useClubSettings() {
  return useQuery({ queryKey: settingsKey, queryFn: () => call(endpoints.settings.read) });
}

/** PUT business/settings; the session's business block (header labels, clock) is refetched after a save. */
export function useSaveClubSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateClubSettingsBody) => call(endpoints.settings.update, { body }),
    onSuccess: async (saved) => {
      queryClient.setQueryData(settingsKey, saved);
      await queryClient.invalidateQueries({ queryKey: sessionKeys.info });
    },
  });
}
