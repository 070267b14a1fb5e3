import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ReportFilterState } from '../model/report-filters';

/** What a report's page component receives: the filters in force (the frame owns them). */
export interface ReportPageProps {
  filters: ReportFilterState;
}

/**
 * The page of each report by its key (the contracts' REPORT_CATALOGUE lists the reports; this says what draws
 * each). A report adds one line here and its own component file.
 */
export const REPORT_PAGES: Record<string, LazyExoticComponent<ComponentType<ReportPageProps>>> = {
  revenue: lazy(() => import('./RevenueReport').then((m) => ({ default: m.RevenueReport }))),
  memberships: lazy(() => import('./MembershipsReport').then((m) => ({ default: m.MembershipsReport }))),
  utilization: lazy(() => import('./UtilizationReport').then((m) => ({ default: m.UtilizationReport }))),
};
