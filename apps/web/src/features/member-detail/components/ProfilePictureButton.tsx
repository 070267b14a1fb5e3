import { Button, FileButton, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { MEMBER_PROFILE_LIMITS, MEMBER_PROFILE_MESSAGES, PICTURE_TYPES } from '@fairplay/contracts';
import { errorMessage } from '../../../api/client';
import { notifySuccess } from '../../../ui/notify';
import { usePictureUpload } from '../api/usePictureUpload';

const MAX_MB = MEMBER_PROFILE_LIMITS.pictureMaxBytes / (1024 * 1024);

interface ProfilePictureButtonProps {
  /** A member's picture (staff with members update); without it, the signed-in user's own. */
  memberId?: number;
  label?: string;
}

/**
 * Chooses and uploads a profile picture (PNG, JPEG or WebP, at most 2 MB). The file is checked here for a quick
 * answer; the server checks its bytes again and is the one that decides.
 */
export function ProfilePictureButton({ memberId, label = 'Upload picture' }: ProfilePictureButtonProps) {
  const upload = usePictureUpload(memberId);
  const [tooBig, setTooBig] = useState(false);
  return (
    <Stack gap={4} align="flex-start">
      <FileButton
        accept={PICTURE_TYPES.join(',')}
        onChange={(file) => {
          if (!file) return;
          upload.reset();
          setTooBig(file.size > MEMBER_PROFILE_LIMITS.pictureMaxBytes);
          if (file.size > MEMBER_PROFILE_LIMITS.pictureMaxBytes) return;
          upload.mutate(file, { onSuccess: (result) => notifySuccess(result.message) });
        }}
      >
        {(props) => (
          <Button {...props} variant="light" size="xs" loading={upload.isPending}>
            {label}
          </Button>
        )}
      </FileButton>
      <Text size="xs" c="dimmed">
        PNG, JPEG or WebP, up to {MAX_MB} MB.
      </Text>
      {upload.isError || tooBig ? (
        <Text size="sm" c="red.8" role="alert">
          {tooBig ? MEMBER_PROFILE_MESSAGES.pictureTooLarge : errorMessage(upload.error)}
        </Text>
      ) : null}
    </Stack>
  );
}
