import { Button, FileInput, Group, Stack, Text } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useState } from 'react';
import { WAIVER_LIMITS } from '@fairplay/contracts';
import { notifyError, notifySuccess } from '../../../ui/notify';
import { openWaiver, useRemoveWaiver, useUploadWaiver } from '../api/useWaiver';
import { SettingsSection } from './SettingsSection';

interface Props {
  signFile: string | null;
  canEdit: boolean;
}

const MAX_MB = WAIVER_LIMITS.maxBytes / (1024 * 1024);

/** The waiver members sign before booking: upload (PDF, up to 5 MB), view and remove. */
export function WaiverFile({ signFile, canEdit }: Props) {
  const [file, setFile] = useState<File | null>(null);
  const upload = useUploadWaiver();
  const remove = useRemoveWaiver();
  const tooLarge = file !== null && file.size > WAIVER_LIMITS.maxBytes;

  const send = () => {
    if (!file || tooLarge) return;
    upload.mutate(file, {
      onSuccess: () => {
        setFile(null);
        notifySuccess('Waiver uploaded.');
      },
      onError: (error) => notifyError(error),
    });
  };

  return (
    <SettingsSection title="Waiver file">
      <Stack gap="sm">
        <Text size="sm">
          {signFile
            ? 'A waiver is on file. Members read and sign it before booking when the switches above are on.'
            : 'No waiver uploaded yet.'}
        </Text>
        {signFile ? (
          <Group>
            <Button
              type="button"
              variant="default"
              leftSection={<IconFileTypePdf size={16} aria-hidden="true" />}
              onClick={() => openWaiver().catch((error: unknown) => notifyError(error))}
            >
              View waiver
            </Button>
            {canEdit ? (
              <Button
                type="button"
                variant="subtle"
                color="red"
                loading={remove.isPending}
                onClick={() =>
                  remove.mutate(undefined, {
                    onSuccess: () => notifySuccess('Waiver removed.'),
                    onError: (error) => notifyError(error),
                  })
                }
              >
                Remove waiver
              </Button>
            ) : null}
          </Group>
        ) : null}
        {canEdit ? (
          <Group align="flex-end">
            <FileInput
              label={signFile ? 'Replace the waiver (PDF)' : 'Waiver (PDF)'}
              description={`A PDF of up to ${MAX_MB} MB.`}
              accept="application/pdf"
              value={file}
              onChange={setFile}
              clearable
              error={tooLarge ? `The file is larger than ${MAX_MB} MB.` : undefined}
              style={{ flex: 1, minWidth: 200 }}
            />
            <Button type="button" onClick={send} disabled={!file || tooLarge} loading={upload.isPending}>
              Upload waiver
            </Button>
          </Group>
        ) : null}
      </Stack>
    </SettingsSection>
  );
}
