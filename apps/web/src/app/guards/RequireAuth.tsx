import { Alert, Button, Center, Container, Stack } from '@mantine/core';
import { Suspense, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { errorMessage, isApiError } from '../../api/client';
import { useSessionUser } from '../../api/session';
import { LazyOfflineDayView } from '../../features/offline-day';
import { BusyIndicator } from '../../ui/BusyIndicator';

/**
 * Private routes need a signed-in user: without a token the sign-in modal opens (/login) and brings the user
 * back here afterwards; with one, the screen waits for users/info. With no network, the member's saved day shows.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const location = useLocation();
  const session = useSessionUser();

  if (!session.signedIn) {
    return <Navigate to="/login" replace state={{ from: `${location.pathname}${location.search}` }} />;
  }
  if (session.user) return children;
  // No network (the app started from the service worker's shell): the member's saved day, read only (issue 29).
  const unreachable = session.isError && !isApiError(session.error);
  if (unreachable || (typeof navigator !== 'undefined' && !navigator.onLine)) {
    return (
      <Suspense fallback={<BusyIndicator label="Opening your saved day" />}>
        <LazyOfflineDayView onRetry={() => void session.refetch()} />
      </Suspense>
    );
  }
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
