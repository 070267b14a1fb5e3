import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { SessionBusiness } from '@fairplay/contracts';
import { formatClubDate, formatInstantRange } from '@fairplay/domain';
import { Link } from 'react-router';
import { BusyIndicator } from '../../../ui/BusyIndicator';
import { useMyBookings } from '../api/useMemberHome';
import { nextBookingDate, playersLine } from '../model/home';

interface NextUpCardProps {
  business: SessionBusiness;
  now: Date;
  canBook: boolean;
}

/**
 * The top of a member's home (issue 24 point 8): their next booking and the way to book, so a phone shows both
 * (with the check-in code beside) without scrolling. The full lists follow further down.
 */
export function NextUpCard({ business, now, canBook }: NextUpCardProps) {
  // The same query as the Upcoming list: the first row is the soonest booking.
  const bookings = useMyBookings('upcoming');
  const next = bookings.data?.pages[0]?.rows[0] ?? null;
  const zone = business.timezone;
  const date = nextBookingDate(now, zone);
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="next-up-title">
      <Stack gap="xs">
        <Title order={2} size="h4" id="next-up-title">
          Your next booking
        </Title>
        {bookings.isPending ? <BusyIndicator label="Loading your next booking" size="sm" /> : null}
        {next ? (
          <Stack gap={0} data-testid="next-booking">
            <Text fw={600}>
              {formatClubDate(next.start, zone, 'day')} ·{' '}
              {formatInstantRange(next.start, next.end, zone, business.am_pm)}
            </Text>
            <Text size="sm">{next.court_name}</Text>
            {next.bookings.length > 1 ? (
              <Text size="sm" c="dimmed" lineClamp={1}>
                {playersLine(next)}
              </Text>
            ) : null}
          </Stack>
        ) : bookings.isSuccess ? (
          <Text size="sm" c="dimmed">
            You have no upcoming bookings.
          </Text>
        ) : null}
        {canBook ? (
          <Group gap="xs" mt={4}>
            <Button component={Link} to={`/private/dashboard?date=${date}`}>
              Book a court
            </Button>
            <Button component={Link} to="/private/free-times" variant="light">
              Find a free time
            </Button>
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            Your membership does not include booking online; please ask the club.
          </Text>
        )}
      </Stack>
    </Card>
  );
}
