import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints, type RegisterBody } from '@fairplay/contracts';
import { call } from '../../../api/client';
import { startSession } from '../../../api/session';

/** POST auth/register; the new account is signed in at once. */
export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RegisterBody) => call(endpoints.auth.register, { body }),
    onSuccess: ({ token, user }) => startSession(queryClient, token, user),
  });
}
