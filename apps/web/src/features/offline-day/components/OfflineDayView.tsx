import { Alert, Button, Card, Container, Stack, Text, Title } from '@mantine/core';
import { formatClubDate, formatInstantClock } from '@fairplay/domain';
import { useEffect, useState } from 'react';
import { BusyIndicator } from '../../../ui/BusyIndicator';
import { readDaySnapshot } from '../api/snapshot';
import type { DaySnapshot } from '../model/day-view';
import { OfflineCheckinCode } from './OfflineCheckinCode';

/**
 * The member's day with no network (issue 29 point 3): read only. Nothing can be booked, cancelled or paid from
 * here; "Try again" asks the server once the phone is back online.
 */
export function OfflineDayView({ onRetry }: { onRetry: () => void }) {
  const [snapshot, setSnapshot] = useState<DaySnapshot | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    void readDaySnapshot()
      .catch(() => null)
      .then((saved) => {
        if (live) setSnapshot(saved);
      });
    return () => {
      live = false;
    };
  }, []);
  if (snapshot === undefined) return <BusyIndicator label="Opening your saved day" />;
  const retry = (
    <Button size="xs" variant="light" onClick={onRetry}>
      Try again
    </Button>
  );
  if (snapshot === null) {
    return (
      <Container size="sm" py="xl">
        <Alert color="gray" variant="light" title="You are offline">
          <Stack gap="sm" align="flex-start">
            <span>Your bookings have not been saved on this device yet. Open the app once with a connection.</span>
            {retry}
          </Stack>
        </Alert>
      </Container>
    );
  }
  const { club } = snapshot;
  return (
    <Container size="sm" py={{ base: 'sm', sm: 'lg' }} px={{ base: 'xs', sm: 'md' }}>
      <Stack gap="md">
        <Alert color="gray" variant="light" title="You are offline">
          <Stack gap="xs" align="flex-start">
            <span>
              Last updated {formatInstantClock(snapshot.savedAt, club.timeZone, club.amPm)}. Booking, cancelling and
              paying need a connection.
            </span>
            {retry}
          </Stack>
        </Alert>
        <Title order={1} size="h2">
          Hello, {snapshot.firstName}
        </Title>
        {snapshot.days.map((day, index) => (
          <Card key={day.date} withBorder radius="md" component="section" aria-labelledby={`offline-day-${index}`}>
            <Title order={2} size="h4" id={`offline-day-${index}`}>
              {index === 0 ? 'Today' : 'Tomorrow'}, {formatClubDate(`${day.date}T12:00:00Z`, 'UTC')}
            </Title>
            {day.bookings.length === 0 ? (
              <Text size="sm" c="dimmed" mt={4}>
                No bookings.
              </Text>
            ) : (
              <Stack component="ul" gap="xs" mt="xs" p={0} style={{ listStyle: 'none' }}>
                {day.bookings.map((booking) => (
                  <li key={booking.id}>
                    <Text fw={600}>
                      {formatInstantClock(booking.start, club.timeZone, club.amPm)}–
                      {formatInstantClock(booking.end, club.timeZone, club.amPm)} · {booking.court}
                    </Text>
                    {booking.players ? (
                      <Text size="sm" c="dimmed">
                        {booking.players}
                      </Text>
                    ) : null}
                  </li>
                ))}
              </Stack>
            )}
          </Card>
        ))}
        <OfflineCheckinCode code={snapshot.checkinCode} />
        <Card withBorder radius="md" component="section" aria-labelledby="offline-club">
          <Title order={2} size="h4" id="offline-club">
            Your club
          </Title>
          <Text fw={600}>{club.name}</Text>
          {club.address ? (
            <Text size="sm" component="address" style={{ fontStyle: 'normal' }}>
              {club.address}
            </Text>
          ) : null}
        </Card>
      </Stack>
    </Container>
  );
}
