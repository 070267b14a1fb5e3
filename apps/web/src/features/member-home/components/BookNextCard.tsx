import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { SessionBusiness } from '@fairplay/contracts';
import { useBookableServiceTypes } from '../api/useMemberHome';

/** How far ahead the member may book, and the club's service types (the Book a court button is at the top). */
export function BookNextCard({ business, canBook }: { business: SessionBusiness; canBook: boolean }) {
  const types = useBookableServiceTypes();
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="book-next-title">
      <Stack gap="xs">
        <Title order={2} size="h4" id="book-next-title">
          Book next
        </Title>
        <Text size="sm">
          {canBook
            ? `You can book up to ${business.advance_time} ${business.advance_time === 1 ? 'day' : 'days'} ahead.`
            : 'Your membership does not include booking online; please ask the club.'}
        </Text>
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
