import { Alert, Badge, Button, Card, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { addDaysToDate } from '@fairplay/domain';
import { errorMessage } from '../../../api/client';
import { BusyIndicator } from '../../../ui/BusyIndicator';
import { useCoachSchedule } from '../api/useCoaches';
import { clubClock, dayLabel, daysRange } from '../model/club-time';

type View = 'day' | 'week';

/**
 * A coach's own schedule (issue 11): their lessons and private sessions for a day or a week, day by day. Each
 * entry wraps onto its own lines, so it reads on a 375 px phone without scrolling sideways.
 */
export function CoachSchedule({
  coachId,
  timeZone,
  amPm,
  today,
  start,
}: {
  coachId: number;
  timeZone: string;
  amPm: boolean;
  today: string;
  /** The day the schedule opens on. */
  start: string;
}) {
  const [view, setView] = useState<View>('day');
  const [from, setFrom] = useState(start);
  const length = view === 'day' ? 1 : 7;
  const schedule = useCoachSchedule(coachId, daysRange(from, length, timeZone), true);
  const unit = view === 'day' ? 'day' : 'week';
  const empty = view === 'day' ? 'No lessons or sessions this day.' : 'No lessons or sessions this week.';
  return (
    <Card withBorder padding="md" component="section" aria-label="Schedule">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} size="h4">
            Schedule
          </Title>
          <SegmentedControl
            size="xs"
            aria-label="Schedule view"
            value={view}
            onChange={(value) => setView(value as View)}
            data={[
              { value: 'day', label: 'Day' },
              { value: 'week', label: 'Week' },
            ]}
          />
        </Group>
        <Group gap="xs" wrap="nowrap">
          <Button
            variant="default"
            size="xs"
            onClick={() => setFrom(addDaysToDate(from, -length))}
            aria-label={`Previous ${unit}`}
          >
            ‹
          </Button>
          <Text size="sm" style={{ flex: 1, textAlign: 'center' }}>
            {view === 'day' ? dayLabel(from) : `Week of ${dayLabel(from)}`}
          </Text>
          <Button
            variant="default"
            size="xs"
            onClick={() => setFrom(addDaysToDate(from, length))}
            aria-label={`Next ${unit}`}
          >
            ›
          </Button>
        </Group>
        {from !== today ? (
          <Button variant="subtle" size="xs" onClick={() => setFrom(today)} style={{ alignSelf: 'flex-start' }}>
            Today
          </Button>
        ) : null}
        {schedule.isLoading ? <BusyIndicator label="Loading..." /> : null}
        {schedule.isError ? <Alert color="red">{errorMessage(schedule.error)}</Alert> : null}
        {schedule.data && schedule.data.days.length === 0 ? (
          <Text size="sm" c="dimmed">
            {empty}
          </Text>
        ) : null}
        {(schedule.data?.days ?? []).map((day) => (
          <Stack key={day.date} gap={4} component="section" aria-label={dayLabel(day.date)}>
            <Text fw={600}>{dayLabel(day.date)}</Text>
            <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {day.items.map((item) => (
                <li key={item.appointment_id}>
                  <Group gap="xs" wrap="wrap" align="baseline">
                    <Badge color={item.kind === 'session' ? 'yellow' : 'blue'} variant="light">
                      {item.kind === 'session' ? 'Session' : 'Lesson'}
                    </Badge>
                    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                      {clubClock(item.start, timeZone, amPm)}-{clubClock(item.end, timeZone, amPm)} {item.title}
                    </Text>
                    <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                      {item.courts.map((court) => court.name).join(', ')} · {item.booked}/{item.capacity}
                    </Text>
                  </Group>
                </li>
              ))}
            </Stack>
          </Stack>
        ))}
      </Stack>
    </Card>
  );
}
