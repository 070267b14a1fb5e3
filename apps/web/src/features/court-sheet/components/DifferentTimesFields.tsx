import { Button, Group, Stack, Switch, TextInput } from '@mantine/core';
import { IconButton } from '../../../ui/IconButton';
import { RECURRENCE_LIMITS } from '@fairplay/domain';
import { IconTrash } from '@tabler/icons-react';
import { REPEAT_OR_LIST_MESSAGE, type TimeRow } from '../model/booking-form';

interface DifferentTimesFieldsProps {
  enabled: boolean;
  rows: TimeRow[];
  /** Repeat is on: listing different times is not available. */
  locked: boolean;
  onToggle: (enabled: boolean) => void;
  onRows: (rows: TimeRow[]) => void;
}

/** "List Different Times": up to 10 same-day ranges booked together instead of a repeat. */
export function DifferentTimesFields({ enabled, rows, locked, onToggle, onRows }: DifferentTimesFieldsProps) {
  const update = (index: number, change: Partial<TimeRow>) =>
    onRows(rows.map((row, at) => (at === index ? { ...row, ...change } : row)));
  return (
    <Stack gap="xs">
      <Switch
        label="List Different Times"
        description={locked ? REPEAT_OR_LIST_MESSAGE : undefined}
        disabled={locked}
        checked={enabled}
        onChange={(event) => onToggle(event.currentTarget.checked)}
      />
      {enabled ? (
        <Stack gap="xs" pl="md">
          {rows.map((row, index) => (
            <Group key={index} gap="xs" align="flex-end" wrap="wrap">
              <TextInput
                type="date"
                label={`Date ${index + 1}`}
                value={row.date}
                onChange={(event) => update(index, { date: event.currentTarget.value })}
              />
              <TextInput
                type="time"
                label={`Start ${index + 1}`}
                value={row.start}
                onChange={(event) => update(index, { start: event.currentTarget.value })}
              />
              <TextInput
                type="time"
                label={`End ${index + 1}`}
                value={row.end}
                onChange={(event) => update(index, { end: event.currentTarget.value })}
              />
              <IconButton
                variant="subtle"
                color="red"
                size="lg"
                label={`Remove time ${index + 1}`}
                disabled={rows.length === 1}
                onClick={() => onRows(rows.filter((_, at) => at !== index))}
                icon={<IconTrash size={16} />}
              />
            </Group>
          ))}
          <Button
            variant="light"
            size="xs"
            w="fit-content"
            disabled={rows.length >= RECURRENCE_LIMITS.maxMultipleDates}
            onClick={() => onRows([...rows, { ...rows[rows.length - 1]! }])}
          >
            Add time
          </Button>
        </Stack>
      ) : null}
    </Stack>
  );
}
