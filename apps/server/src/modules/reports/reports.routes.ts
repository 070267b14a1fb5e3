import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@fairplay/contracts';
import { ok } from '../../plugins/envelope.js';
import { implement } from '../../plugins/endpoint-routes.js';
import { requireMember } from '../identity/index.js';
import { reportChoices } from './choices.query.js';
import { readOnly } from './framework.js';
import { atRiskHandlers } from './at-risk.report.js';
import { membershipHandlers } from './memberships.report.js';
import { opsSettingsHandlers } from './ops-settings.report.js';
import { revenueHandlers } from './revenue.report.js';
import { utilizationHandlers } from './utilization.report.js';

/** Every report's two calls; a report adds its handlers' spread here (one line). */
export function reportsRoutes(now: () => Date): FastifyPluginAsync {
  return async (app) =>
    implement(app, endpoints.reports, {
      choices: async (request) => ok(await readOnly(requireMember(request).scope, reportChoices)),
      ...revenueHandlers(now),
      ...utilizationHandlers(now),
      ...membershipHandlers(now),
      ...atRiskHandlers(now),
      ...opsSettingsHandlers(),
    });
}
