import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@fairplay/contracts';
import { callWithMessage } from '../../../api/client';
import { sessionKeys } from '../../../api/session';

const settingsKey = ['business', 'settings'] as const;

/** PUT business/image (multipart field `file`); settings and the session then show the new address. */
export function useUploadClubImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return callWithMessage(endpoints.clubImage.upload, { body: form });
    },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: settingsKey });
      await queryClient.invalidateQueries({ queryKey: sessionKeys.info });
    },
  });
}

/** DELETE business/image */
export function useRemoveClubImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callWithMessage(endpoints.clubImage.remove),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: settingsKey });
      await queryClient.invalidateQueries({ queryKey: sessionKeys.info });
    },
  });
}
