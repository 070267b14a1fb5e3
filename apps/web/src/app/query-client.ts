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
    mutations: { retry: false },
  },
});
