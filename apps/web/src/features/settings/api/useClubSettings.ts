import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ClubSettings, UpdateClubSettingsBody } from '@fairplay/contracts';
import { api } from '../../../api/client';
import { sessionKeys } from '../../../api/session';

const settingsKey = ['business', 'settings'] as const;

/** GET business/settings */
export function useClubSettings() {
  return useQuery({ queryKey: settingsKey, queryFn: () => api.get<ClubSettings>('/business/settings') });
}

/** PUT business/settings; the session's business block (header labels, clock) is refetched after a save. */
export function useSaveClubSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateClubSettingsBody) => api.put<ClubSettings>('/business/settings', body),
    onSuccess: async (saved) => {
      queryClient.setQueryData(settingsKey, saved);
      await queryClient.invalidateQueries({ queryKey: sessionKeys.info });
    },
  });
}
