import {
  addCalendarDays,
  daysInRange,
  type MembershipPeriodRow,
  type membershipEndpoints,
  type MembershipsAnswer,
  type ReportFilterQuery,
} from '@fairplay/contracts';
import { addMonthsToDate, membershipsReport, utcToZonedParts, zonedDayBounds } from '@fairplay/domain';
import { notFound } from '../../errors.js';
import { ok } from '../../plugins/envelope.js';
import type { EndpointHandlers } from '../../plugins/endpoint-routes.js';
import { requireMember, type MemberContext } from '../identity/index.js';
import { csvFileName, csvMoney, runReport, sendCsv, type ReportWindow } from './framework.js';
import { membershipRows, recurringPlans } from './memberships.query.js';

/** Ranges up to this many days are split into weeks (from the range's first day); longer ones into months. */
const WEEKLY_UP_TO_DAYS = 62;

/** The range's periods as club-local days: calendar months (the first and last cut to the range), or weeks. */
export function periodsOf(from: string, to: string): { label: string; from: string; to: string }[] {
  const out: { label: string; from: string; to: string }[] = [];
  const weekly = daysInRange(from, to) <= WEEKLY_UP_TO_DAYS;
  let start = from;
  while (start <= to) {
    const next = weekly ? addCalendarDays(start, 7) : addMonthsToDate(`${start.slice(0, 7)}-01`, 1);
    const last = addCalendarDays(next, -1) < to ? addCalendarDays(next, -1) : to;
    out.push({ label: weekly ? `Week of ${start}` : start.slice(0, 7), from: start, to: last });
    start = next;
  }
  return out;
}

async function answerFor(
  member: MemberContext,
  filters: ReportFilterQuery,
  now: Date,
  planId: number | undefined,
): Promise<MembershipsAnswer> {
  const plans = await recurringPlans(member.scope, planId);
  if (planId !== undefined && plans.length === 0) throw notFound('Plan');
  const timeZone = member.business.timezone;
  const instant = (date: string) => zonedDayBounds(date, timeZone).start.getTime();
  const answer = await runReport(member, filters, now, async (context, window: ReportWindow) => {
    const rows = await membershipRows(context.scope, window.end, planId);
    const periods = periodsOf(window.from, window.to).map((p) => ({
      ...p,
      fromMs: instant(p.from),
      toMs: zonedDayBounds(p.to, timeZone).end.getTime(),
    }));
    const report = membershipsReport(
      rows,
      plans,
      window.start.getTime(),
      window.end.getTime(),
      periods.map((p) => ({ label: p.label, from: p.fromMs, to: p.toMs })),
    );
    const periodRows: MembershipPeriodRow[] = report.periods.map((row, i) => ({
      ...row,
      from: periods[i]!.from,
      to: periods[i]!.to,
    }));
    return { rows: periodRows, totals: { ...report.total, by_plan: report.by_plan } };
  });
  return { ...answer, plan: planId === undefined ? null : { id: plans[0]!.id, name: plans[0]!.name } };
}

/** The spec's reports/subscription without dates: the last 12 months up to today, club-local. */
function subscriptionFilters(
  query: { from?: string | undefined; to?: string | undefined; compare: boolean },
  timeZone: string,
  now: Date,
): ReportFilterQuery {
  if (query.from !== undefined || query.to !== undefined) return query;
  const today = utcToZonedParts(now, timeZone).date;
  return { from: addCalendarDays(addMonthsToDate(today, -12), 1), to: today, compare: query.compare };
}

const share = (value: number | null) => (value === null ? '' : (value * 100).toFixed(1));

function membershipsCsvRows(answer: MembershipsAnswer) {
  const figures = (f: MembershipsAnswer['totals']) => [
    f.start,
    f.new,
    f.reactivated,
    f.paused,
    f.cancelled,
    f.ended,
    f.end,
    share(f.churn),
    csvMoney(f.mrr_start),
    csvMoney(f.mrr_end),
  ];
  const rows: (string | number | null)[][] = answer.rows.map((row) => [
    'Period',
    row.label,
    ...figures({ ...row, by_plan: [] }),
  ]);
  for (const plan of answer.totals.by_plan) rows.push(['Plan', plan.name, ...figures({ ...plan, by_plan: [] })]);
  rows.push(['Total', `${answer.period.from} to ${answer.period.to}`, ...figures(answer.totals)]);
  return rows;
}

const CSV_HEADER = [
  'Row',
  'Period or plan',
  'Start',
  'New',
  'Reactivated',
  'Paused',
  'Cancelled',
  'Ended',
  'End',
  'Churn %',
  'MRR at start',
  'MRR at end',
];

/** GET reports/memberships, the spec's reports/subscription (one plan) and their CSVs. */
export function membershipHandlers(now: () => Date): EndpointHandlers<typeof membershipEndpoints> {
  return {
    memberships: async (request) => ok(await answerFor(requireMember(request), request.query, now(), undefined)),
    membershipsCsv: async (request, reply) => {
      const answer = await answerFor(requireMember(request), { ...request.query, compare: false }, now(), undefined);
      return sendCsv(reply, csvFileName('memberships', answer.period), CSV_HEADER, membershipsCsvRows(answer));
    },
    subscription: async (request) => {
      const member = requireMember(request);
      const filters = subscriptionFilters(request.query, member.business.timezone, now());
      return ok(await answerFor(member, filters, now(), request.query.plan_id));
    },
    subscriptionCsv: async (request, reply) => {
      const member = requireMember(request);
      const filters = subscriptionFilters({ ...request.query, compare: false }, member.business.timezone, now());
      const answer = await answerFor(member, filters, now(), request.query.plan_id);
      return sendCsv(
        reply,
        csvFileName(answer.plan ? `subscription-${answer.plan.id}` : 'subscription', answer.period),
        CSV_HEADER,
        membershipsCsvRows(answer),
      );
    },
  };
}
