import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints, pathOf } from '@fairplay/contracts';
import { call, fetchFile } from '../../../api/client';
import { sessionKeys } from '../../../api/session';

const settingsKey = ['business', 'settings'] as const;

/** PUT business/waiver with the PDF as the body; settings and the session then show the new sign_file. */
export function useUploadWaiver() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => call(endpoints.waivers.upload, { query: { name: file.name }, body: file }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: settingsKey });
      await queryClient.invalidateQueries({ queryKey: sessionKeys.info });
    },
  });
}

/** DELETE business/waiver */
export function useRemoveWaiver() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(endpoints.waivers.remove),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: settingsKey });
      await queryClient.invalidateQueries({ queryKey: sessionKeys.info });
    },
  });
}

/** Opens the waiver in a new tab; the file needs the session headers, so it is fetched first. */
export async function openWaiver(): Promise<void> {
  const blob = await fetchFile(pathOf(endpoints.waivers.download));
  window.open(URL.createObjectURL(blob), '_blank', 'noopener');
}
