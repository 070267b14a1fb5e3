import { hashKey, queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import {
  endpoints,
  type CategorySport,
  type CourtSheetEvent,
  type ListingBody,
  type SessionUser,
} from '@fairplay/contracts';
import { can } from '@fairplay/domain';
import { api, call, takeEarlyListing } from '../../../api/client';
import { sessionKeys } from '../../../api/session';
import { listingFilters, NO_FILTERS, type SheetFilters } from '../model/filters';
import { clubToday, dayWindow, shiftDate, sheetDate } from '../model/time';
import { courtSheetKeys } from './keys';

/** Auto-refresh of the court sheet (spec 2 section 9), a fallback behind the live updates. */
export const REFRESH_MS = 60_000;

/** GET court/getall: the courts of the header's location / facility-group selection. */
const courtsQuery = queryOptions({
  queryKey: courtSheetKeys.courts,
  queryFn: () => call(endpoints.courts.list),
  staleTime: 5 * 60_000,
});

/** POST appointment/listing for one club-local day, narrowed by the sheet's filters. */
function listingQuery(date: string, timeZone: string, filters: SheetFilters) {
  return queryOptions({
    queryKey: courtSheetKeys.listing(date, timeZone, filters),
    queryFn: async () => {
      const body: ListingBody = { ...dayWindow(date, timeZone), ...listingFilters(filters) };
      // The sheet's first day may already be on its way (index.html asked once users/info answered).
      const early = await takeEarlyListing<CourtSheetEvent[]>(body);
      return early ?? call(endpoints.appointments.listing, { body });
    },
    staleTime: 5_000,
  });
}

export function useCourts() {
  return useQuery(courtsQuery);
}

/** The day's events; the 60 s refresh pauses while a modal is open. */
export function useListing(date: string, timeZone: string, filters: SheetFilters, paused: boolean) {
  return useQuery({ ...listingQuery(date, timeZone, filters), refetchInterval: paused ? false : REFRESH_MS });
}

/**
 * Once the shown day is in, fetches the day before and the day after in the background, so "Next day" and
 * "Previous day" draw at once from the cache (issue 15: the day switch). The cached days stay fresh through
 * the same live updates and refresh as the shown one, and a switch still refetches a day older than 5 s.
 */
export function usePrefetchAdjacentDays(date: string, timeZone: string, filters: SheetFilters, shown: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!shown) return;
    // When the browser is idle: the shown day's first frame must not wait for their answers.
    const prefetch = () => {
      for (const day of [shiftDate(date, 1), shiftDate(date, -1)])
        void queryClient.prefetchQuery(listingQuery(day, timeZone, filters));
    };
    if (typeof window.requestIdleCallback === 'function') {
      const idle = window.requestIdleCallback(prefetch, { timeout: 1000 });
      return () => window.cancelIdleCallback(idle);
    }
    const timer = window.setTimeout(prefetch, 200);
    return () => window.clearTimeout(timer);
  }, [queryClient, date, timeZone, filters, shown]);
}

/**
 * Starts the courts and the shown day's listing while the screen is still being revealed, so the first paint of
 * the grid does not wait for requests that only start after it. When the signed-in user is not loaded yet (the
 * code arrived first), it starts as soon as users/info answers.
 */
export function prefetchCourtSheet(queryClient: QueryClient, search: string): void {
  const start = (user: SessionUser | undefined) => {
    const business = user?.business;
    if (!business || !can(user.member_type?.roles, 'court', 'read')) return;
    const today = clubToday(business.timezone, Date.now());
    const date = sheetDate(new URLSearchParams(search).get('date'), today);
    void queryClient.prefetchQuery(courtsQuery);
    void queryClient.prefetchQuery(listingQuery(date, business.timezone, NO_FILTERS));
  };
  const cached = queryClient.getQueryData<SessionUser>(sessionKeys.info);
  if (cached) return start(cached);
  const cache = queryClient.getQueryCache();
  const stop = cache.subscribe((event) => {
    if (event.type !== 'updated' || event.query.queryHash !== hashKey(sessionKeys.info)) return;
    const { status, data } = event.query.state;
    if (status === 'pending') return;
    stop();
    if (status === 'success') start(data as SessionUser);
  });
}

/** GET appointment/get/{id}: the event as it is now, for the details modal. */
export function useEvent(id: number | null) {
  return useQuery({
    queryKey: courtSheetKeys.event(id ?? 0),
    queryFn: () => call(endpoints.appointments.get, { params: { id: id! } }),
    enabled: id !== null,
    retry: false,
  });
}

/** GET facility/sport: every sport, for the booking's optional sport. */
export function useSportsList(enabled = true) {
  return useQuery({
    queryKey: courtSheetKeys.sports,
    queryFn: () => api.get<CategorySport[]>('/facility/sport'),
    staleTime: Infinity,
    enabled,
  });
}

/** POST appointment/getmsgs: what staff have sent the event's participants, oldest first. */
export function useEventMessages(id: number, enabled: boolean) {
  return useQuery({
    queryKey: courtSheetKeys.messages(id),
    queryFn: () => call(endpoints.appointments.messages, { body: { appointment_id: id } }),
    enabled,
    retry: false,
  });
}
