import { Alert, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { SessionBusiness } from '@fairplay/contracts';
import { formatInstantClock, formatInstantRange } from '@fairplay/domain';
import { errorMessage } from '../../../api/client';
import { useTodayCheckins } from '../api/useCheckinDesk';
import { BusyIndicator } from '../../../ui/BusyIndicator';

/** Today's check-ins at the location, newest first, each with the booking it belongs to. */
export function TodayCheckins({ locationId, business }: { locationId: number; business: SessionBusiness }) {
  const today = useTodayCheckins(locationId);
  const clock = (iso: string) => formatInstantClock(iso, business.timezone, business.am_pm);
  return (
    <Stack gap="xs" component="section" aria-labelledby="today-checkins-title">
      <Group justify="space-between">
        <Title order={2} size="h4" id="today-checkins-title">
          Checked in today
        </Title>
        {today.data ? <Badge variant="default">{today.data.length}</Badge> : null}
      </Group>
      {today.isPending ? <BusyIndicator label="Loading today's check-ins" size="sm" /> : null}
      {today.isError ? (
        <Alert color="red" variant="light" title="Error">
          {errorMessage(today.error)}
        </Alert>
      ) : null}
      {today.data?.length === 0 ? (
        <Text c="dimmed" size="sm">
          Nobody has checked in here today yet.
        </Text>
      ) : null}
      {today.data && today.data.length > 0 ? (
        <Stack component="ul" gap={6} p={0} m={0} aria-label="Today's check-ins" style={{ listStyle: 'none' }}>
          {today.data.map((entry) => (
            <Card key={entry.id} component="li" withBorder padding="xs" radius="sm">
              <Group justify="space-between" wrap="wrap" gap={4}>
                <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
                  <Text fw={700} size="sm" miw="4.5rem">
                    {clock(entry.checked_in_at)}
                  </Text>
                  <Text size="sm" fw={600} truncate>
                    {entry.full_name}
                  </Text>
                </Group>
                <Text size="sm" c={entry.booking ? undefined : 'dimmed'}>
                  {entry.booking
                    ? `${entry.booking.court_name}, ${formatInstantRange(entry.booking.start, entry.booking.end, business.timezone, business.am_pm)}`
                    : 'No booking'}
                </Text>
              </Group>
            </Card>
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}
