import type { revenueEndpoints, RevenueFigures } from '@fairplay/contracts';
import { ok } from '../../plugins/envelope.js';
import type { EndpointHandlers } from '../../plugins/endpoint-routes.js';
import { requireMember } from '../identity/index.js';
import { csvFileName, csvMoney, runReport, sendCsv } from './framework.js';
import { revenueFigures } from './revenue.query.js';

const FIGURE_COLUMNS: readonly [keyof RevenueFigures, string][] = [
  ['gross', 'Gross'],
  ['discounts', 'Discounts'],
  ['net', 'Net'],
  ['tax', 'Tax'],
  ['refunds', 'Refunds'],
  ['net_revenue', 'Net revenue'],
  ['earned', 'Earned (accrual)'],
  ['deferred_added', 'Deferred added'],
  ['deferred_released', 'Deferred released'],
];

/** GET reports/revenue and its CSV: one row per category, then the totals and the cash bridge. */
export function revenueHandlers(now: () => Date): EndpointHandlers<typeof revenueEndpoints> {
  return {
    revenue: async (request) => ok(await runReport(requireMember(request), request.query, now(), revenueFigures)),
    revenueCsv: async (request, reply) => {
      const answer = await runReport(
        requireMember(request),
        { ...request.query, compare: false },
        now(),
        revenueFigures,
      );
      const rows = answer.rows.map((row) => [row.label, ...FIGURE_COLUMNS.map(([key]) => csvMoney(row[key]))]);
      const { totals } = answer;
      rows.push(['Total', ...FIGURE_COLUMNS.map(([key]) => csvMoney(totals[key]))]);
      rows.push(['Invoiced, not yet collected', csvMoney(totals.receivable_change)]);
      rows.push(['Paid with member credit', csvMoney(totals.member_credit_used)]);
      rows.push(['Cash received less refunds', csvMoney(totals.cash)]);
      return sendCsv(
        reply,
        csvFileName('revenue', answer.period),
        ['Category', ...FIGURE_COLUMNS.map(([, name]) => name)],
        rows,
      );
    },
  };
}
