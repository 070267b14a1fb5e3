import type { QueryClient } from '@tanstack/react-query';

/** Query keys of the court sheet. */
export const courtSheetKeys = {
  courts: ['court-sheet', 'courts'] as const,
  listings: ['court-sheet', 'listing'] as const,
  listing: (date: string, timeZone: string) => ['court-sheet', 'listing', date, timeZone] as const,
  events: ['court-sheet', 'event'] as const,
  event: (id: number) => ['court-sheet', 'event', id] as const,
  sports: ['court-sheet', 'sports'] as const,
};

/** After any change to the schedule: the day listings and open events are fetched again (courts are not). */
export function refreshSchedule(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: courtSheetKeys.listings }),
    queryClient.invalidateQueries({ queryKey: courtSheetKeys.events }),
  ]).then(() => undefined);
}
