import { Button, Group, Popover, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import type { EventKind } from '../model/layout';
import classes from './court-sheet.module.css';

const KINDS: { kind: EventKind | 'past'; label: string }[] = [
  { kind: 'booking', label: 'Booking' },
  { kind: 'court-time', label: 'Court time (staff)' },
  { kind: 'coach', label: 'Coach time' },
  { kind: 'lesson', label: 'Lesson (its service type’s colour)' },
  { kind: 'coach-availability', label: 'Coach availability' },
  { kind: 'blocked', label: 'Blocked' },
  { kind: 'busy', label: 'Booked by others' },
  { kind: 'past', label: 'Past' },
];

/** The states that colour the past, blocked and others' events (EventBlock's eventStateOf). */
const STATE_OF: Partial<Record<EventKind | 'past', string>> = { past: 'past', blocked: 'blocked', busy: 'taken' };

const DOTS = [
  { kind: 'paid', label: 'Paid' },
  { kind: 'authorized', label: 'Payment authorized' },
  { kind: 'unpaid', label: 'Not paid' },
  { kind: 'free', label: 'No charge' },
  { kind: 'add-ons', label: 'With add-ons' },
] as const;

/** What the court sheet's colours and dots mean: the same classes the events use, so the key cannot drift. */
export function SheetLegend() {
  return (
    <Popover position="bottom-end" shadow="md" withinPortal>
      <Popover.Target>
        <Button variant="subtle" size="compact-sm" leftSection={<IconInfoCircle size={16} aria-hidden="true" />}>
          Legend
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap={6} role="list" aria-label="Court sheet legend">
          {KINDS.map((item) => (
            <Group key={item.kind} gap="xs" wrap="nowrap" role="listitem">
              <span
                className={`${classes.event} ${classes.legendSwatch}`}
                data-event-kind={item.kind === 'past' ? undefined : item.kind}
                data-state={STATE_OF[item.kind]}
                aria-hidden
              />
              <Text size="sm">{item.label}</Text>
            </Group>
          ))}
          {DOTS.map((item) => (
            <Group key={item.kind} gap="xs" wrap="nowrap" role="listitem">
              <span className={classes.dot} data-kind={item.kind} aria-hidden />
              <Text size="sm">{item.label}</Text>
            </Group>
          ))}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
