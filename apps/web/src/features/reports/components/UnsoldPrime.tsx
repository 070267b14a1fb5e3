import { List, Stack, Text, Title } from '@mantine/core';
import type { UtilizationAnswer } from '@fairplay/contracts';
import { formatCalendarDate } from '@fairplay/domain';
import { hoursText } from '../model/ops-figures';

const dayName = (date: string) => formatCalendarDate(date, 'day');

/** Prime court time still unsold in the next 7 days, hour by hour (what to promote this week). */
export function UnsoldPrime({ unsold }: { unsold: UtilizationAnswer['unsold_prime'] }) {
  return (
    <Stack gap={4}>
      <Title order={3}>Unsold prime time, next 7 days</Title>
      <Text size="sm">
        {unsold.total_minutes > 0
          ? `${hoursText(unsold.total_minutes)} of prime court time is not booked yet.`
          : 'Every prime hour of the coming week is booked.'}
      </Text>
      {unsold.hours.length > 0 ? (
        <List size="sm" aria-label="Unsold prime hours">
          {unsold.hours.slice(0, 40).map((hour) => (
            <List.Item key={`${hour.date}-${hour.hour}`}>
              {dayName(hour.date)} {String(hour.hour).padStart(2, '0')}:00 — {hoursText(hour.unsold_minutes)} open
            </List.Item>
          ))}
        </List>
      ) : null}
    </Stack>
  );
}
