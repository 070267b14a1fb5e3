import { AT_RISK_REASON_LABELS, type AtRiskAnswer, type atRiskEndpoints } from '@fairplay/contracts';
import { atRiskMembers } from '@fairplay/domain';
import { ok } from '../../plugins/envelope.js';
import type { EndpointHandlers } from '../../plugins/endpoint-routes.js';
import { requireMember, type MemberContext } from '../identity/index.js';
import { atRiskRows } from './at-risk.query.js';
import { readOnly, sendCsv } from './framework.js';
import { loadOpsSettings } from './ops-settings.repository.js';

type Reason = keyof typeof AT_RISK_REASON_LABELS;

/** The at-risk members now (of one reason when asked), read in one snapshot. */
export async function atRiskAnswer(member: MemberContext, now: Date, reason?: Reason): Promise<AtRiskAnswer> {
  return readOnly(member.scope, async (scope) => {
    const days = (await loadOpsSettings(scope)).at_risk_days;
    const all = atRiskMembers({ now: now.getTime(), days, ...(await atRiskRows(scope, now)) });
    const count = (r: Reason) => all.filter((row) => row.reasons.includes(r)).length;
    return {
      as_of: now.toISOString(),
      time_zone: member.business.timezone,
      days,
      rows: reason ? all.filter((row) => row.reasons.includes(reason)) : all,
      totals: {
        members: all.length,
        inactive: count('inactive'),
        failed_renewal: count('failed_renewal'),
        pack_low: count('pack_low'),
      },
    };
  });
}

/** GET reports/at-risk and its CSV. */
export function atRiskHandlers(now: () => Date): EndpointHandlers<typeof atRiskEndpoints> {
  return {
    atRisk: async (request) => ok(await atRiskAnswer(requireMember(request), now(), request.query.reason)),
    atRiskCsv: async (request, reply) => {
      const answer = await atRiskAnswer(requireMember(request), now(), request.query.reason);
      const rows = answer.rows.map((row) => [
        row.name,
        row.email,
        row.reasons.map((r) => AT_RISK_REASON_LABELS[r]).join('; '),
        row.plan,
        row.last_visit?.slice(0, 10) ?? '',
        row.days_since_visit,
        row.failed_at?.slice(0, 10) ?? '',
        row.pack,
        row.pack_uses_left,
      ]);
      return sendCsv(
        reply,
        `fairplay-at-risk-${answer.as_of.slice(0, 10)}.csv`,
        [
          'Name',
          'E-mail',
          'Reasons',
          'Plan',
          'Last visit',
          'Days since visit',
          'Renewal failed on',
          'Pack',
          'Pack uses left',
        ],
        rows,
      );
    },
  };
}
