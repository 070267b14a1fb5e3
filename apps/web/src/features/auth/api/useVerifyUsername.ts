import { useMutation } from '@tanstack/react-query';
import { api } from '../../../api/client';

/** POST auth/verifyusername; a failed call counts as "not available" (spec 1 section 7). */
export function useVerifyUsername() {
  return useMutation({
    mutationFn: (username: string) =>
      api
        .post<{ available: boolean }>('/auth/verifyusername', { username })
        .then((answer) => answer.available)
        .catch(() => false),
  });
}
