import { Container, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCalendarEvent, IconCode, IconCoin, IconUsersGroup, type Icon } from '@tabler/icons-react';

interface Feature {
  icon: Icon;
  title: string;
  text: string;
}

const FEATURES: Feature[] = [
  {
    icon: IconCalendarEvent,
    title: 'Bookings without the busywork',
    text: 'Courts, bays, lanes and lessons on one live sheet, with your own rules for who can book what, and when.',
  },
  {
    icon: IconUsersGroup,
    title: 'Members at the centre',
    text: 'Memberships, families, groups and a members’ news feed, plus a free mobile app for your players.',
  },
  {
    icon: IconCoin,
    title: 'No cut from your bookings',
    text: 'A flat monthly fee plus card processing. Unlimited staff and unlimited members, whatever your size.',
  },
  {
    icon: IconCode,
    title: 'Open source',
    text: 'Every line of Fairplay is open. Use our hosting or run it yourself; your club’s data stays yours.',
  },
];

/** Four short reasons clubs choose Fairplay. */
export function WelcomeFeatures() {
  return (
    <Container size="lg" py={{ base: 40, sm: 64 }} component="section" aria-labelledby="features-title">
      <Title id="features-title" order={2} ta="center" mb="xl">
        Everything your club runs on, in one place
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="lg">
        {FEATURES.map((feature) => (
          <Paper key={feature.title} withBorder radius="lg" p="lg">
            <Stack gap="sm">
              <ThemeIcon size={44} radius="md" variant="light" aria-hidden="true">
                <feature.icon size={24} />
              </ThemeIcon>
              <Title order={3} size="h4">
                {feature.title}
              </Title>
              <Text size="sm" c="dimmed">
                {feature.text}
              </Text>
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
    </Container>
  );
}
