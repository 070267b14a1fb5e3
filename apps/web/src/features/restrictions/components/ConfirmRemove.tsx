import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { ErrorAlert } from '../../../ui/ErrorAlert';

/** A yes / no question before a removal. */
export function ConfirmRemove({
  title,
  message,
  busy,
  failure,
  onConfirm,
  onCancel,
}: {
  title: string;
  message: string;
  busy: boolean;
  failure: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Modal opened onClose={onCancel} title={title} centered closeButtonProps={{ 'aria-label': 'Close' }}>
      <Stack gap="md">
        <Text>{message}</Text>
        <ErrorAlert message={failure} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button color="red" loading={busy} onClick={onConfirm}>
            Delete
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
