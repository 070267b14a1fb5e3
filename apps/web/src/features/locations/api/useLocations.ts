import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CLUB_LIMITS,
  type CheckIn,
  type CreateLocationBody,
  type Location,
  type LocationList,
  type UpdateLocationBody,
} from '@fairplay/contracts';
import { api } from '../../../api/client';

export const locationKeys = {
  all: ['locations'] as const,
  list: (search: string) => ['locations', 'list', search] as const,
  checkIns: (id: number) => ['locations', 'check-ins', id] as const,
};

/** GET location/entity: every location of the club (first page of the largest size), optionally searched. */
export function useLocations(search = '') {
  const query = new URLSearchParams({ page: '1', limit: String(CLUB_LIMITS.pageSizeMax) });
  if (search) query.set('search', search);
  return useQuery({
    queryKey: locationKeys.list(search),
    queryFn: () => api.get<LocationList>(`/location/entity?${query.toString()}`),
  });
}

export function useCreateLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateLocationBody) => api.post<Location>('/location/entity', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: locationKeys.all }),
  });
}

export function useUpdateLocation(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateLocationBody) => api.put<Location>(`/location/entity/${id}`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: locationKeys.all }),
  });
}

/** GET checkin/get-by-locationid/{id}: the latest check-ins at one location. */
export function useCheckIns(locationId: number) {
  return useQuery({
    queryKey: locationKeys.checkIns(locationId),
    queryFn: () => api.get<CheckIn[]>(`/checkin/get-by-locationid/${locationId}`),
    retry: false,
  });
}
