import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { MESSAGES } from '@fairplay/contracts';

function messageFrom(state: unknown): string | null {
  if (state && typeof state === 'object' && 'message' in state && typeof state.message === 'string' && state.message) {
    return state.message;
  }
  return null;
}

/** Unknown routes, routes without permission and /NotFound (with a message passed in router state). */
export function NotFoundPage() {
  const location = useLocation();
  const passed = messageFrom(location.state);
  return (
    <Container size="sm" py={80}>
      <Stack align="center" gap="lg" ta="center">
        {passed ? null : (
          <Text fw={900} fz={72} lh={1} c="fairplay.2" aria-hidden="true">
            404
          </Text>
        )}
        <Title order={1} size="h2">
          {passed ?? MESSAGES.notFound}
        </Title>
        {passed ? null : (
          <Text c="dimmed" maw={420}>
            The page you are looking for is not here, or you do not have access to it.
          </Text>
        )}
        <Button component={Link} to="/" size="md">
          Go Home
        </Button>
      </Stack>
    </Container>
  );
}
