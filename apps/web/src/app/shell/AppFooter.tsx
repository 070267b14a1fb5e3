import { Anchor, Box, Group, Text } from '@mantine/core';
import type { SessionUser } from '@fairplay/contracts';

/**
 * The signed-in app's footer: the club the person is working in (name, address and the time zone its times are
 * shown in) and the legal links. The marketing footer's pricing and sales contact are for visitors, not for a
 * club's staff and members (issue 15).
 */
export function AppFooter({ user }: { user: SessionUser }) {
  const club = user.business;
  return (
    <Box component="footer" py="sm" px="md" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
      <Group justify="space-between" gap="xs">
        {club ? (
          <Text size="sm" c="dimmed">
            <Text span fw={600} c="dark.6">
              {club.name}
            </Text>
            {club.address ? ` · ${club.address}` : ''}
            {club.timezone ? ` · Times in ${club.timezone.replace(/_/g, ' ')}` : ''}
          </Text>
        ) : (
          <Text size="sm" c="dimmed">
            Fairplay
          </Text>
        )}
        <Group component="nav" aria-label="Legal" gap="md">
          <Anchor href="/terms" size="sm" c="dark.6">
            Terms of Service
          </Anchor>
          <Anchor href="/privacy" size="sm" c="dark.6">
            Privacy Policy
          </Anchor>
          <Text size="sm" c="dimmed">
            Powered by Fairplay
          </Text>
        </Group>
      </Group>
    </Box>
  );
}
