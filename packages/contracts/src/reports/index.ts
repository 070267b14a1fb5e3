import type { ReportCatalogueEntry } from './answer.js';
import { revenueReport } from './revenue.js';
import { membershipsReport } from './memberships.js';
import { utilizationReport } from './utilization.js';

export * from './access.js';
export * from './answer.js';
export * from './choices.js';
export * from './filters.js';
export * from './revenue.js';
export * from './utilization.js';
export * from './memberships.js';
export * from './at-risk.js';
export * from './ops-settings.js';

/**
 * The reports, in the order the list shows them. A report adds its own file here (schemas, catalogue entry and
 * its two endpoints: GET reports/{key} and GET reports/{key}/csv) and one line in this list and in
 * endpoints/reports.ts.
 */
export const REPORT_CATALOGUE: readonly ReportCatalogueEntry[] = [revenueReport, utilizationReport, membershipsReport];
