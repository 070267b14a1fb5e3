import { Button, Group, Popover, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { IconButton } from '../../../ui/IconButton';
import { IconChevronLeft, IconChevronRight, IconFilter, IconZoomIn, IconZoomOut } from '@tabler/icons-react';
import { ZOOM_MAX, ZOOM_MIN } from '../model/geometry';
import { isDate, shiftDate } from '../model/time';

interface SheetToolbarProps {
  date: string;
  today: string;
  earliest: string;
  zoom: number;
  onDate: (date: string) => void;
  onZoom: (zoom: number) => void;
  /** On a phone: the filters, behind one button in this bar instead of a row of their own. */
  filters?: ReactNode;
}

/** Previous / next day, Today, a date input (no earlier than 13 months back) and zoom 1 to 4. */
export function SheetToolbar({ date, today, earliest, zoom, onDate, onZoom, filters }: SheetToolbarProps) {
  // A phone gets one compact bar: the date without its visible label, and the filters behind a button.
  const phone = useMediaQuery('(max-width: 36em)') ?? false;
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
        label={phone ? undefined : 'Date'}
        aria-label={phone ? 'Date' : undefined}
        size="sm"
        min={earliest}
        value={date}
        onChange={(event) => {
          const value = event.currentTarget.value;
          if (value !== date) go(value);
        }}
        styles={{ input: { minWidth: phone ? 0 : 150 } }}
        w={phone ? 136 : undefined}
      />
      <IconButton
        variant="default"
        size="lg"
        label="Next day"
        onClick={() => go(shiftDate(date, 1))}
        icon={<IconChevronRight size={18} />}
      />
      <Button variant="default" size={phone ? 'xs' : 'sm'} onClick={() => go(today)} disabled={date === today}>
        Today
      </Button>
      {phone && filters ? (
        <Popover position="bottom-end" shadow="md" withinPortal trapFocus>
          <Popover.Target>
            <Button variant="default" size="xs" leftSection={<IconFilter size={14} aria-hidden="true" />}>
              Filters
            </Button>
          </Popover.Target>
          <Popover.Dropdown>{filters}</Popover.Dropdown>
        </Popover>
      ) : null}
      <Group gap={4} ml="auto" align="center">
        <IconButton
          variant="default"
          size="lg"
          label="Zoom out"
          disabled={zoom <= ZOOM_MIN}
          onClick={() => onZoom(zoom - 1)}
          icon={<IconZoomOut size={18} />}
        />
        <Text size="sm" w={phone ? undefined : 60} ta="center" aria-live="polite">
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
