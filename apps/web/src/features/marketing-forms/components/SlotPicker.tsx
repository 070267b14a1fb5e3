import { Alert, Button, Chip, Group, ScrollArea, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { BookedDemo } from '@fairplay/contracts';
import { errorMessage, isApiError } from '../../../api/client';
import { demoSlotsKey, useBookDemoSlot, useDemoSlots } from '../api/marketing-api';
import { formatTime, groupByDay, visitorTimeZone } from './slots';
import { BusyIndicator } from '../../../ui/BusyIndicator';

interface SlotPickerProps {
  bookingToken: string;
  onBooked: (booked: BookedDemo) => void;
}

/** The scheduling step after a demo request: pick one open 30-minute time of the next two weeks. */
export function SlotPicker({ bookingToken, onBooked }: SlotPickerProps) {
  const queryClient = useQueryClient();
  const slots = useDemoSlots(true);
  const book = useBookDemoSlot();
  const [dayKey, setDayKey] = useState<string | null>(null);
  const [start, setStart] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  if (slots.isPending) return <BusyIndicator label="Loading open times" />;
  if (slots.isError)
    return (
      <Alert color="red" title="Error">
        {errorMessage(slots.error)}
      </Alert>
    );

  const days = groupByDay(slots.data.slots);
  if (days.length === 0) {
    return <Alert color="yellow">No open times in the next two weeks. We will e-mail you to find a time.</Alert>;
  }
  const day = days.find((item) => item.key === dayKey) ?? days[0]!;

  const confirm = () => {
    if (!start) return;
    setProblem(null);
    book.mutate(
      { booking_token: bookingToken, start },
      {
        onSuccess: onBooked,
        onError: (error) => {
          setProblem(errorMessage(error));
          if (isApiError(error) && error.status === 409) {
            setStart(null);
            void queryClient.invalidateQueries({ queryKey: demoSlotsKey });
          }
        },
      },
    );
  };

  return (
    <Stack gap="sm">
      <Text size="sm">Pick a 30-minute time for your private demo. Times are shown in {visitorTimeZone()}.</Text>
      {problem ? (
        <Alert color="red" variant="light" title="Error" role="alert">
          {problem}
        </Alert>
      ) : null}
      <ScrollArea type="auto" offsetScrollbars>
        <Chip.Group
          value={day.key}
          onChange={(value) => {
            setDayKey(String(value));
            setStart(null);
          }}
        >
          <Group gap={6} wrap="nowrap" role="group" aria-label="Day">
            {days.map((item) => (
              <Chip key={item.key} value={item.key} size="sm">
                {item.label}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      </ScrollArea>
      <SimpleGrid cols={{ base: 3, xs: 4 }} spacing={6} role="group" aria-label={`Open times on ${day.label}`}>
        {day.slots.map((slot) => (
          <Button
            key={slot.start}
            size="xs"
            variant={slot.start === start ? 'filled' : 'default'}
            aria-pressed={slot.start === start}
            data-start={slot.start}
            onClick={() => setStart(slot.start)}
          >
            {formatTime(slot.start)}
          </Button>
        ))}
      </SimpleGrid>
      <Group justify="flex-end">
        <Button onClick={confirm} disabled={!start} loading={book.isPending}>
          Book this time
        </Button>
      </Group>
    </Stack>
  );
}
