import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints, type ChangePasswordBody, type UpdateProfileBody } from '@fairplay/contracts';
import { call, callWithMessage } from '../../../api/client';
import { storeSessionUser } from '../../../api/session';
import { setToken } from '../../../api/storage';

/** PUT users/update answers with the updated session user. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateProfileBody) => call(endpoints.users.update, { body }),
    onSuccess: (user) => storeSessionUser(queryClient, user),
  });
}

/** POST users/changepassword revokes every token, so the new one it returns is stored at once. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: ChangePasswordBody) =>
      callWithMessage(endpoints.users.changePassword, { body }).then((result) => {
        setToken(result.payload.token);
        return result.message;
      }),
  });
}
