import { Box, Container, Group, Text } from '@mantine/core';

/** Copyright only for now; Terms, Privacy, Pricing and Contact pages arrive with the marketing pages. */
export function Footer() {
  return (
    <Box component="footer" py="lg" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }} bg="gray.0">
      <Container size="xl">
        <Group justify="space-between" gap="xs">
          <Text size="sm" c="dimmed">
            © {new Date().getFullYear()} Fairplay
          </Text>
          <Text size="sm" c="dimmed">
            Open-source club management for racquet, golf and fitness clubs.
          </Text>
        </Group>
      </Container>
    </Box>
  );
}
