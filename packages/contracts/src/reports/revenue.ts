import { z } from 'zod';
import { endpoint } from '../endpoint.js';
import { reportAnswerSchema, type ReportCatalogueEntry } from './answer.js';
import { REPORT_ACCESS, REPORT_TAG } from './access.js';
import { reportFilterQuery } from './filters.js';

/**
 * Report 1, Revenue (issue 27): per category, what was sold (gross, the discounts off it, net), its tax, what was
 * refunded (by the refund's date) and the net revenue; beside it the accrual view: what was earned (the ledger's
 * revenue and breakage) and the deferred-revenue movement that explains the difference (net revenue = earned +
 * deferred added − deferred released). The totals bridge net revenue to the cash received.
 */
export const REVENUE_CATEGORIES = [
  'court_time',
  'lessons',
  'coach_sessions',
  'memberships',
  'points_packs',
  'fees',
  'other',
] as const;
export type RevenueCategory = (typeof REVENUE_CATEGORIES)[number];

export const REVENUE_CATEGORY_LABELS: Record<RevenueCategory, string> = {
  court_time: 'Court time',
  lessons: 'Lessons and camps',
  coach_sessions: 'Coach sessions',
  memberships: 'Memberships',
  points_packs: 'Points and packs',
  fees: 'No-show and late-cancel fees',
  other: 'Other',
};

const cents = z.number().int();

/** The figures of one category, and of the totals. */
export const revenueFiguresSchema = z.object({
  /** Net plus the discounts taken off it. */
  gross: cents,
  /** Coupon discounts off what was sold. */
  discounts: cents,
  /** What was sold, before tax, dated by the sale (payment or invoicing). */
  net: cents,
  /** Tax on what was sold, less tax given back by refunds. */
  tax: cents,
  /** What refunds gave back, before tax, dated by the refund. */
  refunds: cents,
  /** net − refunds. */
  net_revenue: cents,
  /** Accrual: what was earned in the period (revenue and expired prepaid amounts). */
  earned: cents,
  /** Paid ahead in the period and not yet earned (deferred_revenue credited, net of refunds of it). */
  deferred_added: cents,
  /** Paid ahead earlier or in the period and earned or expired in it (deferred_revenue released). */
  deferred_released: cents,
});
export type RevenueFigures = z.infer<typeof revenueFiguresSchema>;

export const revenueRowSchema = revenueFiguresSchema.extend({
  category: z.enum(REVENUE_CATEGORIES),
  label: z.string(),
});
export type RevenueRow = z.infer<typeof revenueRowSchema>;

/** The totals, with the bridge from net revenue to the cash received (sale and refund dates). */
export const revenueTotalsSchema = revenueFiguresSchema.extend({
  /** Sold onto monthly invoices and not collected in the period, less earlier invoices collected in it. */
  receivable_change: cents,
  /** Paid with member credit, less credit given (plan changes). */
  member_credit_used: cents,
  /** net_revenue + tax − receivable_change − member_credit_used: money received less money refunded. */
  cash: cents,
});
export type RevenueTotals = z.infer<typeof revenueTotalsSchema>;

export const revenueAnswerSchema = reportAnswerSchema(revenueRowSchema, revenueTotalsSchema);
export type RevenueAnswer = z.infer<typeof revenueAnswerSchema>;

export const revenueReport: ReportCatalogueEntry = {
  key: 'revenue',
  title: 'Revenue',
  description:
    'Sales by category with discounts, tax and refunds; what was earned against what was paid ahead, and the cash received.',
  filters: ['location_id', 'facility_group_id', 'sport_id'],
};

export const revenueEndpoints = {
  revenue: endpoint({
    method: 'GET',
    path: '/reports/revenue',
    tag: REPORT_TAG,
    summary: 'Revenue by category, accrual beside cash, with the previous period.',
    access: REPORT_ACCESS,
    query: reportFilterQuery,
    response: revenueAnswerSchema,
  }),
  revenueCsv: endpoint({
    method: 'GET',
    path: '/reports/revenue/csv',
    tag: REPORT_TAG,
    summary: 'The revenue report as a CSV file (same filters).',
    access: REPORT_ACCESS,
    query: reportFilterQuery,
    response: 'file',
  }),
};
