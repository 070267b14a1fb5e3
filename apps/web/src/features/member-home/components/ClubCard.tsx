import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { SessionBusiness, SessionUser } from '@fairplay/contracts';
import { Link } from 'react-router';

/** The member's current club: its name and address, the way to their other clubs, and to their family. */
export function ClubCard({ business, user }: { business: SessionBusiness; user: SessionUser }) {
  const otherClubs = user.memberships.length > 1;
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="club-card-title">
      <Stack gap={4}>
        <Title order={2} size="h4" id="club-card-title">
          Your club
        </Title>
        <Text fw={600}>{business.name}</Text>
        {business.address ? (
          <Text size="sm" component="address" style={{ fontStyle: 'normal' }}>
            {business.address}
          </Text>
        ) : null}
        <Text size="sm" c="dimmed">
          {business.cancel_allowed
            ? business.cancel_allowed_hour > 0
              ? `You can cancel a booking up to ${business.cancel_allowed_hour} ${business.cancel_allowed_hour === 1 ? 'hour' : 'hours'} before it starts.`
              : 'You can cancel a booking until it starts.'
            : 'To cancel a booking, please contact the club.'}
        </Text>
        <Group mt="xs">
          <Button component={Link} to="/private/choose-business" variant="subtle" size="xs" px={0}>
            {otherClubs ? 'Switch club' : 'Memberships'}
          </Button>
          <Button component={Link} to={`/private/family/${user.id}`} variant="subtle" size="xs" px={0}>
            My family
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
