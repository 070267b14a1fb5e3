import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { MESSAGES } from '@fairplay/contracts';

/** Last resort when a screen fails to render. */
export function AppErrorPage() {
  return (
    <Container size="sm" py={80}>
      <Stack align="center" gap="lg" ta="center">
        <Title order={1} size="h2">
          {MESSAGES.notFound}
        </Title>
        <Text c="dimmed">Please try again. If it keeps happening, reload the page.</Text>
        <Button component="a" href="/">
          Go Home
        </Button>
      </Stack>
    </Container>
  );
}
