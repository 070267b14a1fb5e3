import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CLUB_LIMITS, endpoints, type CreateLocationBody, type UpdateLocationBody } from '@fairplay/contracts';
import { call } from '../../../api/client';

export const locationKeys = {
  all: ['locations'] as const,
  list: (search: string) => ['locations', 'list', search] as const,
  checkIns: (id: number) => ['locations', 'check-ins', id] as const,
};

/** GET location/entity: every location of the club (first page of the largest size), optionally searched. */
export function useLocations(search = '') {
  return useQuery({
    queryKey: locationKeys.list(search),
    queryFn: () =>
      call(endpoints.locations.list, {
        query: { page: 1, limit: CLUB_LIMITS.pageSizeMax, search: search || undefined },
      }),
  });
}

export function useCreateLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateLocationBody) => call(endpoints.locations.create, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: locationKeys.all }),
  });
}

export function useUpdateLocation(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateLocationBody) => call(endpoints.locations.rename, { params: { id }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: locationKeys.all }),
  });
}

/** GET checkin/get-by-locationid/{id}: the latest check-ins at one location. */
export function useCheckIns(locationId: number) {
  return useQuery({
    queryKey: locationKeys.checkIns(locationId),
    queryFn: () => call(endpoints.checkins.atLocation, { params: { id: locationId } }),
    retry: false,
  });
}
