import { reportChoiceEndpoints } from '../reports/choices.js';
import { atRiskEndpoints } from '../reports/at-risk.js';
import { membershipEndpoints } from '../reports/memberships.js';
import { opsSettingsEndpoints } from '../reports/ops-settings.js';
import { revenueEndpoints } from '../reports/revenue.js';
import { utilizationEndpoints } from '../reports/utilization.js';

/**
 * The reports (issue 27; spec 1 section 2: analytics read). Each report declares GET reports/{key} (JSON, the
 * common answer of reports/answer.ts) and GET reports/{key}/csv (the same figures as a text/csv download) in its
 * own file under reports/; this group gathers them. GET reports/members and reports/group belong to their modules.
 */
export const reportEndpoints = {
  ...reportChoiceEndpoints,
  ...revenueEndpoints,
  ...utilizationEndpoints,
  ...membershipEndpoints,
  ...atRiskEndpoints,
  ...opsSettingsEndpoints,
};
