import { useMutation } from '@tanstack/react-query';
import { endpoints, MESSAGES } from '@fairplay/contracts';
import { callWithMessage } from '../../../api/client';

/** POST auth/forgotpassword: e-mails a reset code and link; answers with the message to show. */
export function useForgotPassword() {
  return useMutation({
    mutationFn: (username: string) =>
      callWithMessage(endpoints.auth.forgotPassword, { body: { username: username.trim().toLowerCase() } }).then(
        (result) => result.message || MESSAGES.checkEmail,
      ),
  });
}

export interface ResetPasswordInput {
  username: string;
  code: string;
  new_password: string;
  confirm_password: string;
}

/** POST auth/resetpassword: the e-mailed code sets a new password (every session is signed out). */
export function useResetPassword() {
  return useMutation({
    mutationFn: (body: ResetPasswordInput) =>
      callWithMessage(endpoints.auth.resetPassword, { body }).then((result) => result.message),
  });
}
