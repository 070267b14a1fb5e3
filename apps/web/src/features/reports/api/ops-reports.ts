import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { endpoints, pathOf, type UtilizationAnswer } from '@fairplay/contracts';
import { api, call } from '../../../api/client';
import { downloadFile } from '../../../ui/download';

export interface MembershipFilters {
  from: string;
  to: string;
  /** One plan: the spec's reports/subscription; none: every plan. */
  plan_id?: number;
}

export const opsReportKeys = {
  memberships: (filters: MembershipFilters) => ['reports', 'memberships', filters] as const,
};

/** Reports are at most as old as their request: refetched when the screen comes back after a minute. */
const FRESH_MS = 60_000;

export function useUtilization(query: Record<string, string | number>) {
  return useQuery({
    queryKey: ['reports', 'utilization', query],
    queryFn: () => api.get<UtilizationAnswer>(pathOf(endpoints.reports.utilization, undefined, query)),
    staleTime: FRESH_MS,
    placeholderData: keepPreviousData,
  });
}

export function useMemberships(filters: MembershipFilters) {
  return useQuery({
    queryKey: opsReportKeys.memberships(filters),
    queryFn: () =>
      filters.plan_id === undefined
        ? call(endpoints.reports.memberships, { query: { from: filters.from, to: filters.to } })
        : call(endpoints.reports.subscription, { query: { ...filters, plan_id: filters.plan_id } }),
    staleTime: FRESH_MS,
    placeholderData: keepPreviousData,
  });
}

/** Downloads a report's CSV for the same filters the screen shows. */
export function downloadMembershipsCsv(filters: MembershipFilters) {
  return filters.plan_id === undefined
    ? downloadFile(
        pathOf(endpoints.reports.membershipsCsv, undefined, { from: filters.from, to: filters.to }),
        `fairplay-memberships-${filters.from}-to-${filters.to}.csv`,
      )
    : downloadFile(
        pathOf(endpoints.reports.subscriptionCsv, undefined, { ...filters }),
        `fairplay-subscription-${filters.plan_id}-${filters.from}-to-${filters.to}.csv`,
      );
}
