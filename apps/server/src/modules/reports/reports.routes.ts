import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@fairplay/contracts';
import { implement } from '../../plugins/endpoint-routes.js';
import { atRiskHandlers } from './at-risk.report.js';
import { membershipHandlers } from './memberships.report.js';
import { opsSettingsHandlers } from './ops-settings.report.js';
import { utilizationHandlers } from './utilization.report.js';

export function reportsRoutes(now: () => Date): FastifyPluginAsync {
  return async (app) =>
    implement(app, endpoints.reports, {
      ...utilizationHandlers(now),
      ...membershipHandlers(now),
      ...atRiskHandlers(now),
      ...opsSettingsHandlers(),
    });
}
