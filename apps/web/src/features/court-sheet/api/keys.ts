import type { QueryClient } from '@tanstack/react-query';
import type { SheetFilters } from '../model/filters';

/** Query keys of the court sheet. */
export const courtSheetKeys = {
  courts: ['court-sheet', 'courts'] as const,
  listings: ['court-sheet', 'listing'] as const,
  listing: (date: string, timeZone: string, filters: SheetFilters) =>
    ['court-sheet', 'listing', date, timeZone, filters] as const,
  events: ['court-sheet', 'event'] as const,
  event: (id: number) => ['court-sheet', 'event', id] as const,
  sports: ['court-sheet', 'sports'] as const,
  messages: (id: number) => ['court-sheet', 'event', id, 'messages'] as const,
};

/** After any change to the schedule: the day listings and open events are fetched again (courts are not). */
export function refreshSchedule(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: courtSheetKeys.listings }),
    queryClient.invalidateQueries({ queryKey: courtSheetKeys.events }),
  ]).then(() => undefined);
}
