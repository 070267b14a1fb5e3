import { Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import type { Conflict } from '@fairplay/contracts';
import { formatConflictTime } from '../model/time';
import { CLOSE_BUTTON_PROPS } from './modal-props';

interface ConflictDialogProps {
  conflicts: Conflict[] | null;
  message: string;
  timeZone: string;
  amPm: boolean;
  busy: boolean;
  onSkip: () => void;
  onCancel: () => void;
}

/**
 * Spec 2 section 4: a 409 lists each overlapping court with its start and end; staff may skip the conflicts and
 * create the rest (the same call again with force) or cancel.
 */
export function ConflictDialog({ conflicts, message, timeZone, amPm, busy, onSkip, onCancel }: ConflictDialogProps) {
  return (
    <Modal
      opened={conflicts !== null}
      onClose={onCancel}
      title="Conflict"
      centered
      closeButtonProps={CLOSE_BUTTON_PROPS}
    >
      <Stack gap="md">
        <Text>{message}</Text>
        <List spacing={4} size="sm" aria-label="Conflicts">
          {(conflicts ?? []).map((conflict) => (
            <List.Item key={`${conflict.court_id}-${conflict.start}`}>
              <Text span fw={600}>
                {conflict.court_name}
              </Text>
              : {formatConflictTime(conflict.start, timeZone, amPm)} –{' '}
              {formatConflictTime(conflict.end, timeZone, amPm)}
            </List.Item>
          ))}
        </List>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button loading={busy} onClick={onSkip} data-autofocus>
            Skip the conflict and create the rest
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
