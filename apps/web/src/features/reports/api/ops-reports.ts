import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { endpoints, pathOf, type OpsSettingsBody, type UtilizationAnswer } from '@fairplay/contracts';
import { api, call } from '../../../api/client';
import { downloadFile } from '../../../ui/download';

export interface MembershipFilters {
  from: string;
  to: string;
  /** One plan: the spec's reports/subscription; none: every plan. */
  plan_id?: number;
}

export type AtRiskReason = 'inactive' | 'failed_renewal' | 'pack_low';

export const opsReportKeys = {
  memberships: (filters: MembershipFilters) => ['reports', 'memberships', filters] as const,
  atRisk: (reason: AtRiskReason | null) => ['reports', 'at-risk', reason] as const,
  settings: ['reports', 'operations-settings'] as const,
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

export function useAtRisk(reason: AtRiskReason | null) {
  return useQuery({
    queryKey: opsReportKeys.atRisk(reason),
    queryFn: () => call(endpoints.reports.atRisk, { query: reason ? { reason } : {} }),
    staleTime: FRESH_MS,
  });
}

export function useOpsSettings() {
  return useQuery({ queryKey: opsReportKeys.settings, queryFn: () => call(endpoints.reports.opsSettings) });
}

export function useSaveOpsSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: OpsSettingsBody) => call(endpoints.reports.saveOpsSettings, { body }),
    onSuccess: (saved) => {
      client.setQueryData(opsReportKeys.settings, saved);
      void client.invalidateQueries({ queryKey: ['reports'] });
    },
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

export function downloadAtRiskCsv(reason: AtRiskReason | null) {
  return downloadFile(
    pathOf(endpoints.reports.atRiskCsv, undefined, reason ? { reason } : {}),
    `fairplay-at-risk${reason ? `-${reason}` : ''}.csv`,
  );
}
