import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@fairplay/contracts';
import { call } from '../../../api/client';
import { startSession } from '../../../api/session';

/** POST auth/login; the username is trimmed and lowercased, the password trimmed (spec 1 section 5). */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { username: string; password: string }) =>
      call(endpoints.auth.login, {
        body: { username: body.username.trim().toLowerCase(), password: body.password.trim(), front: true },
      }),
    onSuccess: ({ token, user }) => startSession(queryClient, token, user),
  });
}
