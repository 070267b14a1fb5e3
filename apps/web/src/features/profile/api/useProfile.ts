import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangePasswordBody, SessionUser, UpdateProfileBody } from '@fairplay/contracts';
import { api, request } from '../../../api/client';
import { storeSessionUser } from '../../../api/session';
import { setToken } from '../../../api/storage';

/** PUT users/update answers with the updated session user. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateProfileBody) => api.put<SessionUser>('/users/update', body),
    onSuccess: (user) => storeSessionUser(queryClient, user),
  });
}

/** POST users/changepassword revokes every token, so the new one it returns is stored at once. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: ChangePasswordBody) =>
      request<{ token: string }>('POST', '/users/changepassword', body).then((result) => {
        setToken(result.payload.token);
        return result.message;
      }),
  });
}
