import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@fairplay/contracts';
import { callWithMessage } from '../../../api/client';
import { sessionKeys } from '../../../api/session';
import { memberKey } from './useMemberDetail';

/**
 * POST users/fileupload: the signed-in user's own picture, or with `memberId` a member's (staff with members
 * update). The session and the member's record show the new address.
 */
export function usePictureUpload(memberId?: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return callWithMessage(endpoints.memberProfile.uploadPicture, {
        query: memberId === undefined ? {} : { member_id: memberId },
        body: form,
      });
    },
    onSuccess: (result) => {
      void queryClient.invalidateQueries({ queryKey: sessionKeys.info });
      void queryClient.invalidateQueries({ queryKey: memberKey(result.payload.user_id) });
    },
  });
}
