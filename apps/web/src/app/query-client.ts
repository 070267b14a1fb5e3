import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../api/client';

/** Client errors (4xx) are answers, not glitches: they are not retried. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: (failureCount, error) =>
        !(isApiError(error) && error.status >= 400 && error.status < 500) && failureCount < 2,
      refetchOnWindowFocus: false,
    },
    // A change (a booking, a cancellation, a payment) is sent now or fails now: never paused while offline and
    // sent later, when the person may have left the screen (issue 29 point 3: the app is read-only offline).
    mutations: { retry: false, networkMode: 'always' },
  },
});
