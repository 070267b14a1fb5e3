import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { SessionBusiness } from '@fairplay/contracts';
import { Link } from 'react-router';
import { useBookableServiceTypes } from '../api/useMemberHome';
import { nextBookingDate } from '../model/home';

/** What the member can book next: the court sheet on the next open day, and the club's service types. */
export function BookNextCard({ business, now, canBook }: { business: SessionBusiness; now: Date; canBook: boolean }) {
  const types = useBookableServiceTypes();
  const date = nextBookingDate(now, business.timezone);
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="book-next-title">
      <Stack gap="xs">
        <Title order={2} size="h4" id="book-next-title">
          Book next
        </Title>
        {canBook ? (
          <>
            <Text size="sm">
              Pick a free time on the court sheet; you can book up to {business.advance_time}{' '}
              {business.advance_time === 1 ? 'day' : 'days'} ahead.
            </Text>
            <Button component={Link} to={`/private/dashboard?date=${date}`} style={{ alignSelf: 'flex-start' }}>
              Book a court
            </Button>
          </>
        ) : (
          <Text size="sm" c="dimmed">
            Your membership does not include booking online; please ask the club.
          </Text>
        )}
        {types.data && types.data.length > 0 ? (
          <>
            <Text size="sm" fw={600} mt="xs">
              Also offered at {business.name}
            </Text>
            <Group gap={6} component="ul" p={0} m={0} aria-label="Services offered" style={{ listStyle: 'none' }}>
              {types.data.map((type) => (
                <Badge
                  key={type.id}
                  component="li"
                  variant="outline"
                  color="gray"
                  leftSection={
                    <span
                      aria-hidden="true"
                      style={{ width: 8, height: 8, borderRadius: 4, background: type.color, display: 'inline-block' }}
                    />
                  }
                >
                  {type.display_name}
                </Badge>
              ))}
            </Group>
            <Text size="xs" c="dimmed">
              Ask a coach or the front desk to book a lesson.
            </Text>
          </>
        ) : null}
      </Stack>
    </Card>
  );
}
