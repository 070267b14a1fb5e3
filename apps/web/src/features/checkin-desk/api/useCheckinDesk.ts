import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { endpoints, type AddCheckinBody } from '@fairplay/contracts';
import { call } from '../../../api/client';

export const checkinDeskKeys = {
  today: (locationId: number) => ['checkin', 'today', locationId] as const,
  find: (search: string) => ['checkin', 'find', search] as const,
};

/** GET checkin/today: today's check-ins at the desk's location, newest first. */
export function useTodayCheckins(locationId: number | null) {
  return useQuery({
    queryKey: checkinDeskKeys.today(locationId ?? 0),
    queryFn: () => call(endpoints.checkins.today, { query: { location_id: locationId! } }),
    enabled: locationId !== null,
    refetchInterval: 60_000,
  });
}

/** GET checkin/find: members by name, or the one whose code was typed. */
export function useFindMembers(search: string) {
  return useQuery({
    queryKey: checkinDeskKeys.find(search),
    queryFn: () => call(endpoints.checkins.find, { query: { search } }),
    enabled: search.length > 0,
  });
}

/** POST checkin/add; today's list reloads, and the court sheet shows the check-in on the booking. */
export function useAddCheckin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddCheckinBody) => call(endpoints.checkins.add, { body }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['checkin', 'today'] }),
        queryClient.invalidateQueries({ queryKey: ['court-sheet'] }),
      ]),
  });
}
