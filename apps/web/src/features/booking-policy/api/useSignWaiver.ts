import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { endpoints, pathOf, type SignWaiverBody } from '@fairplay/contracts';
import { call, fetchFile } from '../../../api/client';

const waiverStatusKey = ['waiver-status'] as const;

/** POST business/waiver/sign: the member signs the version they read, for themselves or a family member. */
export function useSignWaiver() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SignWaiverBody) => call(endpoints.waivers.sign, { body }),
    onSuccess: (status) => queryClient.setQueryData(waiverStatusKey, status),
  });
}

/** Opens the club's waiver in a new tab; the file needs the session headers, so it is fetched first. */
export async function openClubWaiver(): Promise<void> {
  const blob = await fetchFile(pathOf(endpoints.waivers.download));
  window.open(URL.createObjectURL(blob), '_blank', 'noopener');
}

/** GET business/waiver/status: the member's standing with the club's waiver and each of their family's. */
export function useWaiverStatus(enabled: boolean) {
  return useQuery({
    queryKey: waiverStatusKey,
    queryFn: () => call(endpoints.waivers.status),
    enabled,
    retry: false,
  });
}
