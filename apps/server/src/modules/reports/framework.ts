import type { FastifyReply } from 'fastify';
import { stringify } from 'csv-stringify';
import { sql } from 'drizzle-orm';
import {
  previousPeriod,
  settleFilters,
  type ReportFilterQuery,
  type ReportFilters,
  type ReportPeriod,
} from '@fairplay/contracts';
import type { TenantScope } from '@fairplay/db';
import { utcToZonedParts, zonedDayBounds } from '@fairplay/domain';
import type { MemberContext } from '../identity/index.js';

/**
 * The reports' frame (issue 27): each report is a function that reads one period's rows and totals inside a
 * read-only snapshot; the frame runs it for the period asked for and, when compared, for the previous period,
 * and shapes the common answer. CSV downloads are written from the same figures.
 */

/** A period as instants: [start, end) covering the club-local days `from` through `to`. */
export interface ReportWindow extends ReportPeriod {
  start: Date;
  end: Date;
}

export interface ReportContext {
  /** The club's scope inside the report's read-only transaction. */
  scope: TenantScope;
  timeZone: string;
  filters: ReportFilters;
}

export function windowOf(period: ReportPeriod, timeZone: string): ReportWindow {
  return {
    ...period,
    start: zonedDayBounds(period.from, timeZone).start,
    end: zonedDayBounds(period.to, timeZone).end,
  };
}

/** Runs `read` in one read-only, repeatable-read transaction: every figure of an answer comes from one snapshot. */
export async function readOnly<T>(scope: TenantScope, read: (inner: TenantScope) => Promise<T>): Promise<T> {
  return scope.db.transaction(async (tx) => {
    await tx.execute(sql`SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY`);
    return read(scope.within(tx));
  });
}

export interface PeriodFigures<Row, Totals> {
  rows: Row[];
  totals: Totals;
}

/**
 * A report's answer: `compute` for the period of the filters and, when `compare`, the previous period's totals
 * (its rows are not sent: the comparison is of totals).
 */
export async function runReport<Row, Totals>(
  member: MemberContext,
  query: ReportFilterQuery,
  now: Date,
  compute: (context: ReportContext, window: ReportWindow) => Promise<PeriodFigures<Row, Totals>>,
) {
  const timeZone = member.business.timezone;
  const filters = settleFilters(query, utcToZonedParts(now, timeZone).date);
  const period = { from: filters.from, to: filters.to };
  const previous = filters.compare ? previousPeriod(period) : null;
  return readOnly(member.scope, async (scope) => {
    const context = { scope, timeZone, filters };
    const current = await compute(context, windowOf(period, timeZone));
    const before = previous ? await compute(context, windowOf(previous, timeZone)) : null;
    return {
      period,
      previous_period: previous,
      time_zone: timeZone,
      currency: member.business.currencyCode,
      as_of: now.toISOString(),
      rows: current.rows,
      totals: current.totals,
      previous_totals: before ? before.totals : null,
    };
  });
}

/**
 * A cell a spreadsheet would read as a formula is prefixed with a single quote (OWASP, CSV injection); numbers
 * pass as they are.
 */
export function csvCell(value: string | number | null): string | number {
  if (value === null) return '';
  if (typeof value === 'number') return value;
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** Cents as a decimal amount for a spreadsheet (1234 → "12.34", -5 → "-0.05"). */
export function csvMoney(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** `fairplay-{report}-{from}-to-{to}.csv`. */
export function csvFileName(report: string, period: ReportPeriod): string {
  return `fairplay-${report}-${period.from}-to-${period.to}.csv`;
}

/** Sends a CSV download: a header row and the rows, as text/csv, never stored by a browser or proxy. */
export function sendCsv(
  reply: FastifyReply,
  fileName: string,
  header: readonly string[],
  rows: readonly (readonly (string | number | null)[])[],
): FastifyReply {
  const stream = stringify({ bom: false });
  stream.write(header.map(csvCell));
  for (const row of rows) stream.write(row.map(csvCell));
  stream.end();
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(stream);
}
