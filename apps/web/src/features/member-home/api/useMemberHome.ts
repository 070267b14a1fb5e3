import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { endpoints } from '@fairplay/contracts';
import { call } from '../../../api/client';

export const memberHomeKeys = {
  bookings: (when: 'upcoming' | 'past') => ['appointments', 'mine', when] as const,
  code: ['checkin', 'my-code'] as const,
  serviceTypes: ['member-home', 'service-types'] as const,
};

/** GET appointment/mine, 20 a page: the member's and their family's bookings, upcoming or past. */
export function useMyBookings(when: 'upcoming' | 'past') {
  return useInfiniteQuery({
    queryKey: memberHomeKeys.bookings(when),
    queryFn: ({ pageParam }) => call(endpoints.appointments.mine, { query: { when, page: pageParam } }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.isEnd ? undefined : last.page + 1),
  });
}

/** A change to the club's schedule (from any server process) refreshes the member's bookings. */
export function refreshMyBookings(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: ['appointments', 'mine'] });
}

/** GET checkin/my-code: the member's personal check-in code, made on first use. */
export function useMyCheckinCode() {
  return useQuery({
    queryKey: memberHomeKeys.code,
    queryFn: () => call(endpoints.checkins.myCode),
    staleTime: Infinity,
  });
}

/** The club's service types a member may ask for (hidden ones are left out). */
export function useBookableServiceTypes() {
  return useQuery({
    queryKey: memberHomeKeys.serviceTypes,
    queryFn: async () => (await call(endpoints.serviceTypes.list, { query: {} })).filter((type) => !type.hidden),
  });
}

/**
 * The court sheet's own cancel call: the member's place (userId null) or a family member's. The club's rules are
 * checked on the server too; afterwards both lists and the court sheet reload.
 */
export function useCancelMyBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, userId }: { id: number; userId: number | null }) =>
      userId === null
        ? call(endpoints.appointments.cancel, { params: { id }, body: { cancel_for: 'self' } })
        : call(endpoints.appointments.cancelUser, { params: { id, userId }, body: { cancel_for: 'self' } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['appointments', 'mine'] }),
        queryClient.invalidateQueries({ queryKey: ['court-sheet'] }),
      ]),
  });
}
