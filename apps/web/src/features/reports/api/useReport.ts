import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { endpoints, pathOf, type EndpointDefinition, type ReportChoices } from '@fairplay/contracts';
import { api, fetchDownload } from '../../../api/client';

/** Query keys: everything of the reports sits under ['reports']. */
export const reportKeys = {
  all: ['reports'] as const,
  report: (path: string, query: Record<string, string | number>) => ['reports', path, query] as const,
  choices: ['reports', 'choices'] as const,
};

/**
 * GET reports/{key} with the filters. The previous answer stays on screen while a changed filter loads, so the
 * page does not jump; reports read live figures, so an answer is fresh for a minute at most.
 */
export function useReport<T>(definition: EndpointDefinition, query: Record<string, string | number>) {
  return useQuery({
    queryKey: reportKeys.report(definition.path, query),
    queryFn: () => api.get<T>(pathOf(definition, undefined, query)),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

/** GET reports/filters: the locations, facility groups and sports the filters offer. */
export function useReportChoices() {
  return useQuery({
    queryKey: reportKeys.choices,
    queryFn: () => api.get<ReportChoices>(endpoints.reports.choices.path),
    staleTime: 5 * 60_000,
  });
}

function fileNameOf(response: Response, fallback: string): string {
  const header = response.headers.get('content-disposition') ?? '';
  return /filename="([^"]+)"/.exec(header)?.[1] ?? fallback;
}

/** Downloads a report's CSV with the session headers and saves it through a temporary link. */
export async function downloadReportCsv(
  definition: EndpointDefinition,
  query: Record<string, string | number>,
): Promise<string> {
  const response = await fetchDownload(pathOf(definition, undefined, query));
  const blob = new Blob([await response.blob()], { type: 'text/csv;charset=utf-8' });
  const fileName = fileNameOf(response, 'report.csv');
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file; the object URL can go once the click has been handled.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return fileName;
}
