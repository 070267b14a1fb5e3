import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginResponse, RegisterBody } from '@fairplay/contracts';
import { api } from '../../../api/client';
import { startSession } from '../../../api/session';

/** POST auth/register; the new account is signed in at once. */
export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RegisterBody) => api.post<LoginResponse>('/auth/register', body),
    onSuccess: ({ token, user }) => startSession(queryClient, token, user),
  });
}
