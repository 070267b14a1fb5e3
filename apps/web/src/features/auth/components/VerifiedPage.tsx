import { Button, Container, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { Link } from 'react-router';

/** /verified and /email-verified: the e-mail link landed here. */
export function VerifiedPage() {
  return (
    <Container size="xs" py={64}>
      <Paper withBorder radius="lg" p="xl" shadow="sm">
        <Stack align="center" gap="md" ta="center">
          <ThemeIcon size={64} radius="xl" variant="light" aria-hidden="true">
            <IconMailCheck size={36} />
          </ThemeIcon>
          <Title order={1} size="h2">
            Your e-mail is verified
          </Title>
          <Text c="dimmed">Thank you for confirming your e-mail address. You can now sign in and get started.</Text>
          <Button component={Link} to="/" size="md">
            Go To Home
          </Button>
        </Stack>
      </Paper>
    </Container>
  );
}
