import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CategorySport,
  CreateFacilityGroupBody,
  FacilityGroup,
  FacilityGroupStaff,
  ReorderFacilityGroupsBody,
  SportCategory,
  UpdateFacilityGroupBody,
} from '@fairplay/contracts';
import { api } from '../../../api/client';

export const facilityGroupKeys = {
  all: ['facility-groups'] as const,
  list: ['facility-groups', 'list'] as const,
  staff: ['facility-groups', 'staff'] as const,
  categories: ['sport-categories'] as const,
  sports: (category: number) => ['sports', category] as const,
};

/** GET facility/group: the club's groups in order, narrowed by the header's location / group selection. */
export function useFacilityGroups() {
  return useQuery({ queryKey: facilityGroupKeys.list, queryFn: () => api.get<FacilityGroup[]>('/facility/group') });
}

/** GET facility/group-staff: every group of the club (whatever the selection) with the club's staff. */
export function useFacilityGroupStaff() {
  return useQuery({
    queryKey: facilityGroupKeys.staff,
    queryFn: () => api.get<FacilityGroupStaff[]>('/facility/group-staff'),
    retry: false,
  });
}

export function useSportCategories() {
  return useQuery({
    queryKey: facilityGroupKeys.categories,
    queryFn: () => api.get<SportCategory[]>('/out/sport_category'),
    staleTime: Infinity,
  });
}

export function useSports(category: number | null) {
  return useQuery({
    queryKey: facilityGroupKeys.sports(category ?? 0),
    queryFn: () => api.get<CategorySport[]>(`/facility/sport?category=${category ?? 0}`),
    enabled: category !== null,
    staleTime: Infinity,
  });
}

export function useCreateFacilityGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateFacilityGroupBody) => api.post<FacilityGroup>('/facility/group', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: facilityGroupKeys.all }),
  });
}

export function useUpdateFacilityGroup(id: number) {
  return useMutation({
    mutationFn: (body: UpdateFacilityGroupBody) => api.put<FacilityGroup>(`/facility/group/${id}`, body),
  });
}

/** POST facility/group/order, then the list is fetched again (spec 1 section 4). */
export function useReorderFacilityGroups() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReorderFacilityGroupsBody) => api.post<FacilityGroup[]>('/facility/group/order', body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: facilityGroupKeys.all }),
  });
}
