import { Button, Group, List, Modal, Stack, Text } from '@mantine/core';

export interface LessonConflict {
  court_id: number;
  court_name: string;
  start: string;
  end: string;
}

/** 'MMM D, YYYY h:mma' (spec 2 section 9, conflict times) in the club's zone. */
function conflictTime(iso: string, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  }).formatToParts(new Date(iso));
  const get = (type: string) => parts.find((part) => part.type === type)?.value ?? '';
  return `${get('month')} ${get('day')}, ${get('year')} ${get('hour')}:${get('minute')}${get('dayPeriod').toLowerCase()}`;
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
  return (
    <Modal opened={conflicts !== null} onClose={onCancel} title="Conflict">
      <Stack gap="sm">
        <Text size="sm">These times are taken:</Text>
        <List size="sm">
          {(conflicts ?? []).map((conflict) => (
            <List.Item key={`${conflict.court_id}-${conflict.start}`}>
              {conflict.court_name}: {conflictTime(conflict.start, timeZone)} – {conflictTime(conflict.end, timeZone)}
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
