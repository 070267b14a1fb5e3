import { Anchor, Badge, Box, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconBuildingStore, IconUser } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useAuthModal } from '../../auth';

/** The welcome hero: who Fairplay is for, and the two ways in (spec 1 section 2, route /). */
export function WelcomeHero() {
  const { open } = useAuthModal();
  return (
    <Box
      component="section"
      aria-labelledby="welcome-title"
      style={{
        background:
          'radial-gradient(ellipse at top right, var(--mantine-color-fairplay-1), transparent 60%), linear-gradient(180deg, var(--mantine-color-fairplay-0), var(--mantine-color-white))',
      }}
    >
      <Container size="md" py={{ base: 48, sm: 88 }}>
        <Stack align="center" ta="center" gap="lg">
          <Badge size="lg" variant="light" radius="sm">
            Open-source club management
          </Badge>
          <Title id="welcome-title" order={1} fz={{ base: 34, sm: 52 }} lh={1.1} maw={760}>
            Run your club, not your software
          </Title>
          <Text size="lg" c="dimmed" maw={640}>
            Fairplay brings court, bay and lane bookings, lessons, members, payments and your members&apos; news feed
            together for racquet, golf and fitness clubs. No cut from your bookings: one flat monthly fee.
          </Text>
          <Group justify="center" gap="md" w="100%" mt="sm">
            <Button
              component={Link}
              to="/club_management_software"
              size="lg"
              leftSection={<IconBuildingStore size={20} aria-hidden="true" />}
              w={{ base: '100%', xs: 'auto' }}
            >
              I&apos;m A Business
            </Button>
            <Button
              component="a"
              href="/athlete"
              size="lg"
              variant="outline"
              leftSection={<IconUser size={20} aria-hidden="true" />}
              w={{ base: '100%', xs: 'auto' }}
            >
              I&apos;m A Member/Customer
            </Button>
          </Group>
          <Text size="sm" c="dimmed">
            New to Fairplay?{' '}
            <Anchor component="button" type="button" size="sm" fw={600} onClick={() => open('register')}>
              Get started
            </Anchor>{' '}
            in a couple of minutes.
          </Text>
        </Stack>
      </Container>
    </Box>
  );
}
