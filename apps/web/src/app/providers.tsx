import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './global.css';
import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { setUnauthorizedHandler } from '../api/client';
import { queryClient } from './query-client';
import { cssVariablesResolver, theme } from './theme';

/**
 * A 401 for a signed-in user: the client has already forgotten the token; drop what was cached for them and
 * say why. The private guard then sends the user to sign-in and back.
 */
setUnauthorizedHandler((message) => {
  queryClient.removeQueries();
  notifications.show({ id: 'session-expired', color: 'orange', title: 'Signed out', message });
});

export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
        <Notifications position="bottom-right" zIndex={1000} />
        {children}
      </MantineProvider>
    </QueryClientProvider>
  );
}
