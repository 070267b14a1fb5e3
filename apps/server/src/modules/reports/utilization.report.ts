import type {
  OpsSettings,
  ReportFilterQuery,
  ReportFilters,
  UtilizationAnswer,
  UtilizationRowView,
  UtilizationTotals,
} from '@fairplay/contracts';
import type { utilizationEndpoints } from '@fairplay/contracts';
import type { TenantScope } from '@fairplay/db';
import {
  ruleOccurrences,
  unsoldPrimeHours,
  utilization,
  type OpenSpan,
  type PrimeHours,
  type UtilizationInput,
} from '@fairplay/domain';
import { ok } from '../../plugins/envelope.js';
import type { EndpointHandlers } from '../../plugins/endpoint-routes.js';
import { frozenTimesOn, rulesForPolicy } from '../availability/index.js';
import { requireMember } from '../identity/index.js';
import { csvFileName, runReport, sendCsv, type ReportContext, type ReportWindow } from './framework.js';
import { loadOpsSettings } from './ops-settings.repository.js';
import { courtTime, reportCourts, reportSports, type CourtFilter } from './utilization.query.js';

const WEEK_MS = 7 * 86_400_000;
const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

export const primeOf = (settings: OpsSettings): PrimeHours => ({
  days: settings.prime_time.days,
  startHour: settings.prime_time.start_hour,
  endHour: settings.prime_time.end_hour,
});

/**
 * What utilization reads for [start, end): the courts of the filter, the rules' open hours on them (of the sport
 * filter's rules only), freezes and blocked listings (closed), and bookings and lessons' court time (booked).
 */
export async function utilizationInput(
  scope: TenantScope,
  timeZone: string,
  filter: CourtFilter & { sportId?: number | undefined },
  start: Date,
  end: Date,
  prime: PrimeHours,
): Promise<UtilizationInput> {
  const courts = await reportCourts(scope, filter);
  const courtIds = courts.map((court) => court.id);
  const rules = await rulesForPolicy(scope, courtIds, start, end);
  const open: OpenSpan[] = [];
  for (const rule of rules) {
    if (filter.sportId !== undefined && rule.sport_id !== filter.sportId) continue;
    for (const occurrence of ruleOccurrences(rule, timeZone, start, end, courtIds))
      open.push({ courtId: occurrence.courtId, sportId: rule.sport_id, start: occurrence.start, end: occurrence.end });
  }
  const frozen = await frozenTimesOn(scope, courtIds, start, end);
  const { booked, blocked } = await courtTime(scope, courtIds, start, end);
  const sports = await reportSports(scope, [...new Set(open.flatMap((s) => (s.sportId === null ? [] : [s.sportId])))]);
  // With a sport chosen, the courts its rules never open are not part of the answer.
  const openCourts = new Set(open.map((s) => s.courtId));
  return {
    timeZone,
    from: start,
    to: end,
    courts: filter.sportId === undefined ? courts : courts.filter((court) => openCourts.has(court.id)),
    sports,
    open,
    // A freeze of some service types only leaves the court for sale; a freeze of sports closes their rules' time.
    closed: [
      ...frozen
        .filter((f) => f.serviceTypeIds.length === 0 || f.sportIds.length > 0)
        .map((f) => ({ courtId: f.courtId, start: f.start, end: f.end, sportIds: f.sportIds })),
      ...blocked,
    ],
    booked,
    prime,
  };
}

const filterOf = (filters: ReportFilters, courtId: number | undefined) => ({
  locationId: filters.location_id,
  facilityGroupId: filters.facility_group_id,
  courtId,
  sportId: filters.sport_id,
});

async function computeWindow(
  context: ReportContext,
  courtId: number | undefined,
  window: ReportWindow,
  prime: PrimeHours,
): Promise<{ rows: UtilizationRowView[]; totals: UtilizationTotals }> {
  const input = await utilizationInput(
    context.scope,
    context.timeZone,
    filterOf(context.filters, courtId),
    window.start,
    window.end,
    prime,
  );
  const result = utilization(input);
  const groupOf = new Map(input.courts.map((court) => [court.id, court]));
  return {
    rows: result.by_court.map((row) => ({
      ...row,
      facility_group_id: groupOf.get(row.id)!.facilityGroupId,
      facility_group: groupOf.get(row.id)!.facilityGroupName,
    })),
    totals: {
      ...result.total,
      prime: result.prime,
      off_peak: result.off_peak,
      cells: result.cells,
      by_facility_group: result.by_facility_group,
      by_sport: result.by_sport,
    },
  };
}

/** The answer: the period (and the previous one's totals), the club's prime time and the coming week's unsold prime time. */
export async function utilizationAnswer(
  member: ReturnType<typeof requireMember>,
  query: ReportFilterQuery & { court_id?: number | undefined },
  now: Date,
): Promise<UtilizationAnswer> {
  const settings = await loadOpsSettings(member.scope);
  const prime = primeOf(settings);
  let unsold: UtilizationAnswer['unsold_prime'] | null = null;
  const answer = await runReport(member, query, now, async (context, window) => {
    if (unsold === null) {
      const weekEnd = new Date(now.getTime() + WEEK_MS);
      const input = await utilizationInput(
        context.scope,
        context.timeZone,
        filterOf(context.filters, query.court_id),
        now,
        weekEnd,
        prime,
      );
      unsold = {
        from: now.toISOString(),
        to: weekEnd.toISOString(),
        ...unsoldPrimeHours(input),
      };
    }
    return computeWindow(context, query.court_id, window, prime);
  });
  return { ...answer, prime_time: settings.prime_time, unsold_prime: unsold! };
}

const hours = (minutes: number) => (minutes / 60).toFixed(2);
const percent = (share: number | null) => (share === null ? '' : (share * 100).toFixed(1));

/** GET reports/utilization and its CSV (one row per weekday and hour, then one per court). */
export function utilizationHandlers(now: () => Date): EndpointHandlers<typeof utilizationEndpoints> {
  return {
    utilization: async (request) => ok(await utilizationAnswer(requireMember(request), request.query, now())),
    utilizationCsv: async (request, reply) => {
      const answer = await utilizationAnswer(requireMember(request), { ...request.query, compare: false }, now());
      const rows: (string | number | null)[][] = answer.totals.cells.map((cell) => [
        'Hour',
        WEEKDAYS[cell.weekday]!,
        `${String(cell.hour).padStart(2, '0')}:00`,
        cell.prime ? 'prime' : 'off-peak',
        hours(cell.available_minutes),
        hours(cell.booked_minutes),
        percent(cell.utilization),
      ]);
      for (const row of answer.rows)
        rows.push([
          'Court',
          row.name,
          row.facility_group,
          '',
          hours(row.available_minutes),
          hours(row.booked_minutes),
          percent(row.utilization),
        ]);
      const t = answer.totals;
      rows.push([
        'Prime',
        '',
        '',
        'prime',
        hours(t.prime.available_minutes),
        hours(t.prime.booked_minutes),
        percent(t.prime.utilization),
      ]);
      rows.push([
        'Off-peak',
        '',
        '',
        'off-peak',
        hours(t.off_peak.available_minutes),
        hours(t.off_peak.booked_minutes),
        percent(t.off_peak.utilization),
      ]);
      rows.push(['Total', '', '', '', hours(t.available_minutes), hours(t.booked_minutes), percent(t.utilization)]);
      return sendCsv(
        reply,
        csvFileName('utilization', answer.period),
        [
          'Row',
          'Weekday or court',
          'Hour or facility group',
          'Time',
          'Available hours',
          'Booked hours',
          'Utilization %',
        ],
        rows,
      );
    },
  };
}
