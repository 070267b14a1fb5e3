import { Alert, Button, Center, Container, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { errorMessage } from '../../api/client';
import { useSessionUser } from '../../api/session';
import { BusyIndicator } from '../../ui/BusyIndicator';

/**
 * Private routes need a signed-in user: without a token the sign-in modal opens (/login) and brings the user
 * back here afterwards; with one, the screen waits for users/info.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const location = useLocation();
  const session = useSessionUser();

  if (!session.signedIn) {
    return <Navigate to="/login" replace state={{ from: `${location.pathname}${location.search}` }} />;
  }
  if (session.user) return children;
  if (session.isError) {
    return (
      <Container size="sm" py="xl">
        <Alert color="red" variant="light" title="Error">
          <Stack gap="sm" align="flex-start">
            <span>{errorMessage(session.error)}</span>
            <Button size="xs" variant="light" color="red" onClick={() => void session.refetch()}>
              Try again
            </Button>
          </Stack>
        </Alert>
      </Container>
    );
  }
  return (
    <Center mih="60vh">
      <BusyIndicator label="Loading your account" />
    </Center>
  );
}
