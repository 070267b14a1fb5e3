import { ActionIcon, Button, Group, Text, TextInput } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconZoomIn, IconZoomOut } from '@tabler/icons-react';
import { ZOOM_MAX, ZOOM_MIN } from '../model/geometry';
import { isDate, shiftDate } from '../model/time';

interface SheetToolbarProps {
  date: string;
  today: string;
  earliest: string;
  zoom: number;
  onDate: (date: string) => void;
  onZoom: (zoom: number) => void;
}

/** Previous / next day, Today, a date input (no earlier than 13 months back) and zoom 1 to 4. */
export function SheetToolbar({ date, today, earliest, zoom, onDate, onZoom }: SheetToolbarProps) {
  const go = (next: string) => {
    if (isDate(next) && next >= earliest) onDate(next);
  };
  return (
    <Group gap="xs" wrap="wrap" align="flex-end">
      <ActionIcon
        variant="default"
        size="lg"
        aria-label="Previous day"
        disabled={shiftDate(date, -1) < earliest}
        onClick={() => go(shiftDate(date, -1))}
      >
        <IconChevronLeft size={18} />
      </ActionIcon>
      <TextInput
        type="date"
        label="Date"
        size="sm"
        min={earliest}
        value={date}
        onChange={(event) => {
          const value = event.currentTarget.value;
          if (value !== date) go(value);
        }}
        styles={{ input: { minWidth: 150 } }}
      />
      <ActionIcon variant="default" size="lg" aria-label="Next day" onClick={() => go(shiftDate(date, 1))}>
        <IconChevronRight size={18} />
      </ActionIcon>
      <Button variant="default" onClick={() => go(today)} disabled={date === today}>
        Today
      </Button>
      <Group gap={4} ml="auto" align="center">
        <ActionIcon
          variant="default"
          size="lg"
          aria-label="Zoom out"
          disabled={zoom <= ZOOM_MIN}
          onClick={() => onZoom(zoom - 1)}
        >
          <IconZoomOut size={18} />
        </ActionIcon>
        <Text size="sm" w={60} ta="center" aria-live="polite">
          Zoom {zoom}
        </Text>
        <ActionIcon
          variant="default"
          size="lg"
          aria-label="Zoom in"
          disabled={zoom >= ZOOM_MAX}
          onClick={() => onZoom(zoom + 1)}
        >
          <IconZoomIn size={18} />
        </ActionIcon>
      </Group>
    </Group>
  );
}
