import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  endpoints,
  type CreateFacilityGroupBody,
  type ReorderFacilityGroupsBody,
  type UpdateFacilityGroupBody,
} from '@fairplay/contracts';
import { call } from '../../../api/client';

export const facilityGroupKeys = {
  all: ['facility-groups'] as const,
  list: ['facility-groups', 'list'] as const,
  staff: ['facility-groups', 'staff'] as const,
  categories: ['sport-categories'] as const,
  sports: (category: number) => ['sports', category] as const,
};

/** GET facility/group: the club's groups in order, narrowed by the header's location / group selection. */
export function useFacilityGroups() {
  return useQuery({ queryKey: facilityGroupKeys.list, queryFn: () => call(endpoints.facilities.list) });
}

/** GET facility/group-staff: every group of the club (whatever the selection) with the club's staff. */
export function useFacilityGroupStaff() {
  return useQuery({
    queryKey: facilityGroupKeys.staff,
    queryFn: () => call(endpoints.facilities.staff),
    retry: false,
  });
}

export function useSportCategories() {
  return useQuery({
    queryKey: facilityGroupKeys.categories,
    queryFn: () => call(endpoints.sports.categories),
    staleTime: Infinity,
  });
}

export function useSports(category: number | null) {
  return useQuery({
    queryKey: facilityGroupKeys.sports(category ?? 0),
    queryFn: () => call(endpoints.sports.list, { query: { category: category ?? 0 } }),
    enabled: category !== null,
    staleTime: Infinity,
  });
}

export function useCreateFacilityGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateFacilityGroupBody) => call(endpoints.facilities.create, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: facilityGroupKeys.all }),
  });
}

export function useUpdateFacilityGroup(id: number) {
  return useMutation({
    mutationFn: (body: UpdateFacilityGroupBody) => call(endpoints.facilities.rename, { params: { id }, body }),
  });
}

/** POST facility/group/order, then the list is fetched again (spec 1 section 4). */
export function useReorderFacilityGroups() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReorderFacilityGroupsBody) => call(endpoints.facilities.reorder, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: facilityGroupKeys.all }),
  });
}
