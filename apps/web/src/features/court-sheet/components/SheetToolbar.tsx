import { Button, Group, Text, TextInput } from '@mantine/core';
import { IconButton } from '../../../ui/IconButton';
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
      <IconButton
        variant="default"
        size="lg"
        label="Previous day"
        disabled={shiftDate(date, -1) < earliest}
        onClick={() => go(shiftDate(date, -1))}
        icon={<IconChevronLeft size={18} />}
      />
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
      <IconButton
        variant="default"
        size="lg"
        label="Next day"
        onClick={() => go(shiftDate(date, 1))}
        icon={<IconChevronRight size={18} />}
      />
      <Button variant="default" onClick={() => go(today)} disabled={date === today}>
        Today
      </Button>
      <Group gap={4} ml="auto" align="center">
        <IconButton
          variant="default"
          size="lg"
          label="Zoom out"
          disabled={zoom <= ZOOM_MIN}
          onClick={() => onZoom(zoom - 1)}
          icon={<IconZoomOut size={18} />}
        />
        <Text size="sm" w={60} ta="center" aria-live="polite">
          Zoom {zoom}
        </Text>
        <IconButton
          variant="default"
          size="lg"
          label="Zoom in"
          disabled={zoom >= ZOOM_MAX}
          onClick={() => onZoom(zoom + 1)}
          icon={<IconZoomIn size={18} />}
        />
      </Group>
    </Group>
  );
}
