import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { endpoints, type OverrideInput, type OverrideUpdateInput, type RestrictionInput } from '@fairplay/contracts';
import { call, callWithMessage } from '../../../api/client';

export const restrictionKeys = {
  all: ['restrictions'] as const,
  list: ['restrictions', 'all'] as const,
  overrides: (userId: number | null) => ['restrictions', 'overides', userId] as const,
  statistics: (userId: number, unit: string, count: number) =>
    ['restrictions', 'statistics', userId, unit, count] as const,
};

/** GET restrictions/all (settings read). */
export function useRestrictions(enabled = true) {
  return useQuery({ queryKey: restrictionKeys.list, queryFn: () => call(endpoints.restrictions.all), enabled });
}

/** POST restrictions/add, or POST restrictions/update/{id} with an id. */
export function useSaveRestriction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: RestrictionInput }) =>
      id === null
        ? callWithMessage(endpoints.restrictions.add, { body })
        : callWithMessage(endpoints.restrictions.update, { params: { id }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: restrictionKeys.all }),
  });
}

/** DELETE restrictions/delete/{id} */
export function useDeleteRestriction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callWithMessage(endpoints.restrictions.delete, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: restrictionKeys.all }),
  });
}

/** GET restrictions/overides[?user_id] */
export function useOverrides(userId: number | null = null, enabled = true) {
  return useQuery({
    queryKey: restrictionKeys.overrides(userId),
    queryFn: () => call(endpoints.restrictions.overrides, { query: userId === null ? {} : { user_id: userId } }),
    enabled,
  });
}

/** POST restrictions/overides, or PUT restrictions/overides/{id} with an id. */
export function useSaveOverride() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: null; body: OverrideInput } | { id: number; body: OverrideUpdateInput }) =>
      input.id === null
        ? callWithMessage(endpoints.restrictions.addOverride, { body: input.body })
        : callWithMessage(endpoints.restrictions.updateOverride, { params: { id: input.id }, body: input.body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: restrictionKeys.all }),
  });
}

/** DELETE restrictions/overides/{id} */
export function useDeleteOverride() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callWithMessage(endpoints.restrictions.deleteOverride, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: restrictionKeys.all }),
  });
}

/** POST restrictions/statistics/{id}: the member's usage of each restriction, bookings per period, overrides. */
export function useRestrictionStatistics(userId: number, unit: 'day' | 'week' | 'month' = 'week', count = 8) {
  return useQuery({
    queryKey: restrictionKeys.statistics(userId, unit, count),
    queryFn: () =>
      call(endpoints.restrictions.statistics, {
        params: { id: userId },
        body: { time_unit: unit, unit_period: count },
      }),
    placeholderData: keepPreviousData,
  });
}

/** Pickers of the form: member types, active groups, facility groups and sports. */
export function useRestrictionOptions() {
  const memberTypes = useQuery({
    queryKey: ['roles', 'member-types'],
    queryFn: () => call(endpoints.roles.memberTypes),
  });
  const groups = useQuery({
    queryKey: ['groups', 'list', false],
    queryFn: () => call(endpoints.groups.list, { query: { archived: '0' } }),
  });
  const facilityGroups = useQuery({ queryKey: ['facility', 'group'], queryFn: () => call(endpoints.facilities.list) });
  const sports = useQuery({
    queryKey: ['facility', 'sport', 'all'],
    queryFn: () => call(endpoints.sports.list, { query: {} }),
    staleTime: Infinity,
  });
  return { memberTypes, groups, facilityGroups, sports };
}
