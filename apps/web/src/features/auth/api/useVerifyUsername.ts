import { useMutation } from '@tanstack/react-query';
import { endpoints } from '@fairplay/contracts';
import { call } from '../../../api/client';

/** POST auth/verifyusername; a failed call counts as "not available" (spec 1 section 7). */
export function useVerifyUsername() {
  return useMutation({
    mutationFn: (username: string) =>
      call(endpoints.auth.verifyUsername, { body: { username } })
        .then((answer) => answer.available)
        .catch(() => false),
  });
}
