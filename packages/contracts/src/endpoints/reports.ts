import { atRiskEndpoints } from '../reports/at-risk.js';
import { membershipEndpoints } from '../reports/memberships.js';
import { opsSettingsEndpoints } from '../reports/ops-settings.js';
import { utilizationEndpoints } from '../reports/utilization.js';

export const reportEndpoints = {
  ...utilizationEndpoints,
  ...membershipEndpoints,
  ...atRiskEndpoints,
  ...opsSettingsEndpoints,
};
