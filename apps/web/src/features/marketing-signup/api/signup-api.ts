import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LoginResponse, RegisterBody } from '@fairplay/contracts';
import { api } from '../../../api/client';
import { startSession } from '../../../api/session';

/** POST auth/verifydemocode: sign-up opens only with a valid code. */
export function useDemoCode(code: string) {
  return useQuery({
    queryKey: ['demo-code', code],
    queryFn: () => api.post<{ valid: boolean; plan: string | null }>('/auth/verifydemocode', { demo_code: code }),
    enabled: code.length > 0,
    retry: false,
  });
}

/** POST auth/register with the chosen plan; the new owner is signed in at once. */
export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RegisterBody) => api.post<LoginResponse>('/auth/register', body),
    onSuccess: ({ token, user }) => startSession(queryClient, token, user),
  });
}
