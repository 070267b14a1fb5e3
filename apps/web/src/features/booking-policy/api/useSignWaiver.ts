import { useMutation } from '@tanstack/react-query';
import { endpoints, pathOf, type SignWaiverBody } from '@fairplay/contracts';
import { call, fetchFile } from '../../../api/client';

/** POST business/waiver/sign: the member signs the version they read. */
export function useSignWaiver() {
  return useMutation({ mutationFn: (body: SignWaiverBody) => call(endpoints.waivers.sign, { body }) });
}

/** Opens the club's waiver in a new tab; the file needs the session headers, so it is fetched first. */
export async function openClubWaiver(): Promise<void> {
  const blob = await fetchFile(pathOf(endpoints.waivers.download));
  window.open(URL.createObjectURL(blob), '_blank', 'noopener');
}
