import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WaiverInfo } from '@fairplay/contracts';
import { api, fetchFile } from '../../../api/client';
import { sessionKeys } from '../../../api/session';

const settingsKey = ['business', 'settings'] as const;
const WAIVER = '/business/waiver';

/** PUT business/waiver with the PDF as the body; settings and the session then show the new sign_file. */
export function useUploadWaiver() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => api.upload<WaiverInfo>(`${WAIVER}?name=${encodeURIComponent(file.name)}`, file),
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
    mutationFn: () => api.delete<null>(WAIVER),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: settingsKey });
      await queryClient.invalidateQueries({ queryKey: sessionKeys.info });
    },
  });
}

/** Opens the waiver in a new tab; the file needs the session headers, so it is fetched first. */
export async function openWaiver(): Promise<void> {
  const blob = await fetchFile(WAIVER);
  window.open(URL.createObjectURL(blob), '_blank', 'noopener');
}
