import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  endpoints,
  type BookAndPayCoachBody,
  type CoachAvailabilityBody,
  type CoachBookBody,
  type CoachFilterBody,
  type CoachPrivateBookingBody,
} from '@fairplay/contracts';
import { call, callWithMessage } from '../../../api/client';

export const coachKeys = {
  all: ['coaches'] as const,
  list: (filters: CoachFilterBody) => ['coaches', 'list', filters] as const,
  listing: (filters: CoachFilterBody) => ['coaches', 'listing', filters] as const,
  blocks: (coachId: number | null, start: string) => ['coaches', 'blocks', coachId, start] as const,
  coaches: (start: string) => ['coaches', 'coaches', start] as const,
  schedule: (coachId: number | null, start: string, end: string) =>
    ['coaches', 'schedule', coachId, start, end] as const,
};

/** POST microsettings/all-coach. */
export function useCoachAvailabilities(filters: CoachFilterBody, enabled = true) {
  return useQuery({
    queryKey: coachKeys.list(filters),
    queryFn: () => call(endpoints.coaches.list, { body: filters }),
    enabled,
  });
}

/** POST appointment/listing-coach: free (and for staff blocked) times; members need coach and lesson type. */
export function useCoachListing(filters: CoachFilterBody, enabled: boolean) {
  return useQuery({
    queryKey: coachKeys.listing(filters),
    queryFn: () => call(endpoints.coaches.listing, { body: filters }),
    enabled,
  });
}

export function useCoachBlocks(coachId: number | null, range: { start: string; end: string }, enabled: boolean) {
  return useQuery({
    queryKey: coachKeys.blocks(coachId, range.start),
    queryFn: () =>
      call(endpoints.coaches.blocks, { body: { startDate: range.start, endDate: range.end, coach_id: coachId } }),
    enabled,
  });
}

/** POST appointment/coach-list/{id}: the coaches with availability in the window. */
export function useCoachList(businessId: number, range: { start: string; end: string }) {
  return useQuery({
    queryKey: coachKeys.coaches(range.start),
    queryFn: () =>
      call(endpoints.coaches.coaches, {
        params: { id: businessId },
        body: { startDate: range.start, endDate: range.end },
      }),
  });
}

export function useCoachSchedule(coachId: number | null, range: { start: string; end: string }, enabled: boolean) {
  return useQuery({
    queryKey: coachKeys.schedule(coachId, range.start, range.end),
    queryFn: () =>
      call(endpoints.coaches.schedule, { body: { startDate: range.start, endDate: range.end, coach_id: coachId } }),
    enabled,
  });
}

function useCoachMutation<A, R>(run: (args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: coachKeys.all });
      await queryClient.invalidateQueries({ queryKey: ['lessons'] });
    },
  });
}

export const useSaveAvailability = () =>
  useCoachMutation(({ id, body }: { id: number | null; body: CoachAvailabilityBody }) =>
    id === null
      ? callWithMessage(endpoints.coaches.add, { body })
      : callWithMessage(endpoints.coaches.update, { params: { id }, body }),
  );

export const useDeleteAvailability = () =>
  useCoachMutation((id: number) => callWithMessage(endpoints.coaches.remove, { body: { id } }));

export const useBlockTime = () =>
  useCoachMutation(
    ({ block, body }: { block: boolean; body: { startDate: string; endDate: string; coach_id: number | null } }) =>
      callWithMessage(block ? endpoints.coaches.block : endpoints.coaches.unblock, { body }),
  );

export const useBookSession = () =>
  useCoachMutation((body: CoachBookBody) => callWithMessage(endpoints.coaches.book, { body }));

/** POST appointment/add-coach: staff book a session for a customer (court and coach in one step). */
export const useBookSessionFor = () =>
  useCoachMutation((body: CoachPrivateBookingBody) => callWithMessage(endpoints.coaches.bookFor, { body }));
/** POST appointment/book-and-pay-coach: the session and its card payment together. */
export const useBookAndPaySession = () =>
  useCoachMutation((body: BookAndPayCoachBody) => callWithMessage(endpoints.coaches.bookAndPay, { body }));

export const useCancelSession = () =>
  useCoachMutation((id: number) => callWithMessage(endpoints.coaches.cancel, { params: { id } }));

/** POST appointment/price-coach for a chosen time (no caching: a price answers for this moment). */
export function useSessionPrice(
  body: { startDate: string; endDate: string; court_id: number; coach_id: number; lesson_type_id: number } | null,
) {
  return useQuery({
    queryKey: ['coaches', 'price', body],
    queryFn: () => call(endpoints.coaches.price, { body: body! }),
    enabled: body !== null,
    retry: false,
    gcTime: 0,
  });
}

/** What the availability form picks from: the club's lesson types, sports, courts and coaches. */
export function useAvailabilityChoices() {
  const types = useQuery({
    queryKey: ['coaches', 'types'],
    queryFn: () => call(endpoints.serviceTypes.list, { query: {} }),
  });
  const sports = useQuery({
    queryKey: ['coaches', 'sports'],
    queryFn: () => call(endpoints.sports.list, { query: {} }),
  });
  const courts = useQuery({ queryKey: ['coaches', 'courts'], queryFn: () => call(endpoints.courts.list) });
  const coaches = useQuery({
    queryKey: ['coaches', 'staff'],
    queryFn: () => call(endpoints.staff.get, { query: {} }),
  });
  return { types, sports, courts, coaches };
}
