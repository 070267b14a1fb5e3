import { Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { formatClubDateTime } from '@fairplay/domain';
import { useClubClock } from '../../../ui/dates';

export interface LessonConflict {
  court_id: number;
  court_name: string;
  start: string;
  end: string;
}

/** The Conflict dialog (spec 2 section 4): the overlapping court times; skip them and create the rest, or cancel. */
export function ConflictDialog({
  conflicts,
  timeZone,
  onSkip,
  onCancel,
  skipLabel = 'Skip the conflict and create the rest',
}: {
  conflicts: LessonConflict[] | null;
  timeZone: string;
  onSkip: () => void;
  onCancel: () => void;
  /** What skipping does for this call (creating, or moving). */
  skipLabel?: string;
}) {
  // Spec 2 section 9's conflict times 'MMM D, YYYY h:mma': the one date-time format, on the club's clock.
  const { amPm } = useClubClock();
  const conflictTime = (iso: string) => formatClubDateTime(iso, timeZone, amPm);
  return (
    <Modal opened={conflicts !== null} onClose={onCancel} title="Conflict">
      <Stack gap="sm">
        <Text size="sm">These times are taken:</Text>
        <List size="sm">
          {(conflicts ?? []).map((conflict) => (
            <List.Item key={`${conflict.court_id}-${conflict.start}`}>
              {conflict.court_name}: {conflictTime(conflict.start)} – {conflictTime(conflict.end)}
            </List.Item>
          ))}
        </List>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button onClick={onSkip}>{skipLabel}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
