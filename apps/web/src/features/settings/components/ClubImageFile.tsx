import { Button, FileInput, Group, Image, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { CLUB_IMAGE_LIMITS } from '@fairplay/contracts';
import { notifyError, notifySuccess } from '../../../ui/notify';
import { useRemoveClubImage, useUploadClubImage } from '../api/useClubImage';
import { SettingsSection } from './SettingsSection';

const MAX_MB = CLUB_IMAGE_LIMITS.maxBytes / (1024 * 1024);

/** The club's image on its public memberships page: upload (PNG, JPEG or WebP, up to 2 MB), see and remove. */
export function ClubImageFile({ image, canEdit }: { image: string | null; canEdit: boolean }) {
  const [file, setFile] = useState<File | null>(null);
  const upload = useUploadClubImage();
  const remove = useRemoveClubImage();
  const tooLarge = file !== null && file.size > CLUB_IMAGE_LIMITS.maxBytes;

  const send = () => {
    if (!file || tooLarge) return;
    upload.mutate(file, {
      onSuccess: (result) => {
        setFile(null);
        notifySuccess(result.message);
      },
      onError: (error) => notifyError(error),
    });
  };

  return (
    <SettingsSection title="Club image">
      <Stack gap="sm">
        {image ? (
          <Image src={image} alt="The club’s image" maw={320} radius="md" />
        ) : (
          <Text size="sm">No image yet: the public club page shows the name and about text only.</Text>
        )}
        {canEdit ? (
          <Group align="flex-end">
            <FileInput
              label={image ? 'Replace the club image' : 'Club image'}
              description={`A PNG, JPEG or WebP image of up to ${MAX_MB} MB.`}
              accept="image/png,image/jpeg,image/webp"
              value={file}
              onChange={setFile}
              clearable
              error={tooLarge ? `The file is larger than ${MAX_MB} MB.` : undefined}
              style={{ flex: 1, minWidth: 200 }}
            />
            <Button type="button" onClick={send} disabled={!file || tooLarge} loading={upload.isPending}>
              Upload image
            </Button>
            {image ? (
              <Button
                type="button"
                variant="subtle"
                color="red"
                loading={remove.isPending}
                onClick={() =>
                  remove.mutate(undefined, {
                    onSuccess: (result) => notifySuccess(result.message),
                    onError: (error) => notifyError(error),
                  })
                }
              >
                Remove image
              </Button>
            ) : null}
          </Group>
        ) : null}
      </Stack>
    </SettingsSection>
  );
}
