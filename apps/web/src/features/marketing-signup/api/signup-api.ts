import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { endpoints, type RegisterBody } from '@fairplay/contracts';
import { call } from '../../../api/client';
import { startSession } from '../../../api/session';

/** POST auth/verifydemocode: sign-up opens only with a valid code. */
export function useDemoCode(code: string) {
  return useQuery({
    queryKey: ['demo-code', code],
    queryFn: () => call(endpoints.auth.verifyDemoCode, { body: { demo_code: code } }),
    enabled: code.length > 0,
    retry: false,
  });
}

/** POST auth/register with the chosen plan; the new owner is signed in at once. */
export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RegisterBody) => call(endpoints.auth.register, { body }),
    onSuccess: ({ token, user }) => startSession(queryClient, token, user),
  });
}
