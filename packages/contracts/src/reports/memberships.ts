import { z } from 'zod';
import { endpoint } from '../endpoint.js';
import { idParam } from '../fields.js';
import { reportAnswerSchema, type ReportCatalogueEntry } from './answer.js';
import { REPORT_ACCESS, REPORT_TAG } from './access.js';
import { checkRange, reportFilterFields } from './filters.js';

/**
 * Report 4, Memberships (issue 27): per period the members on a recurring plan at its start, new (first plan),
 * reactivated (back after an earlier one), paused, cancelled, ended (expired) and at its end; churn
 * ((cancelled + ended) ÷ start); monthly recurring revenue in cents (yearly plans ÷ 12). A plan change keeps its
 * subscription, so it is neither new nor cancelled. The spec's GET reports/subscription?plan_id is this report for
 * one plan.
 */
const count = z.number().int();
export const membershipFiguresSchema = z.object({
  start: count,
  new: count,
  reactivated: count,
  paused: count,
  cancelled: count,
  ended: count,
  end: count,
  churn: z.number().nullable(),
  mrr_start: count,
  mrr_end: count,
});
export type MembershipFiguresView = z.infer<typeof membershipFiguresSchema>;

/** A row: one month (or week, for ranges up to 62 days) of the range. */
export const membershipPeriodRowSchema = membershipFiguresSchema.extend({
  label: z.string(),
  from: z.string(),
  to: z.string(),
});
export type MembershipPeriodRow = z.infer<typeof membershipPeriodRowSchema>;

export const membershipPlanRowSchema = membershipFiguresSchema.extend({
  plan_id: z.number().int(),
  name: z.string(),
  interval: z.enum(['day', 'week', 'month', 'year']),
});

export const membershipTotalsSchema = membershipFiguresSchema.extend({
  by_plan: z.array(membershipPlanRowSchema),
});

export const membershipsAnswerSchema = reportAnswerSchema(membershipPeriodRowSchema, membershipTotalsSchema).extend({
  /** The plan of GET reports/subscription; null for every plan. */
  plan: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type MembershipsAnswer = z.infer<typeof membershipsAnswerSchema>;

/** Memberships are the club's, not a place's: the date range and the comparison only. */
export const membershipsQuery = z
  .object({ from: reportFilterFields.from, to: reportFilterFields.to, compare: reportFilterFields.compare })
  .strict()
  .superRefine(checkRange);

/**
 * The spec's GET reports/subscription?plan_id: the report of that plan (without plan_id, of every plan); without
 * dates it covers the last 12 months up to today (club-local).
 */
export const subscriptionReportQuery = z
  .object({
    plan_id: idParam.optional(),
    from: reportFilterFields.from,
    to: reportFilterFields.to,
    compare: reportFilterFields.compare,
  })
  .strict()
  .superRefine(checkRange);

export const membershipsReport: ReportCatalogueEntry = {
  key: 'memberships',
  title: 'Memberships',
  description:
    'Members on recurring plans: new, reactivated, paused, cancelled and ended per month, churn, and monthly recurring revenue (yearly plans ÷ 12), by plan.',
  filters: [],
};

export const membershipEndpoints = {
  memberships: endpoint({
    method: 'GET',
    path: '/reports/memberships',
    tag: REPORT_TAG,
    summary: 'Membership movements, churn and MRR per period and plan, with the previous period.',
    access: REPORT_ACCESS,
    query: membershipsQuery,
    response: membershipsAnswerSchema,
  }),
  membershipsCsv: endpoint({
    method: 'GET',
    path: '/reports/memberships/csv',
    tag: REPORT_TAG,
    summary: 'The memberships report as a CSV file: one row per period, then one per plan.',
    access: REPORT_ACCESS,
    query: membershipsQuery,
    response: 'file',
  }),
  subscription: endpoint({
    method: 'GET',
    path: '/reports/subscription',
    tag: REPORT_TAG,
    summary: 'Spec 3: the memberships report of one plan (plan_id).',
    access: REPORT_ACCESS,
    query: subscriptionReportQuery,
    response: membershipsAnswerSchema,
  }),
  subscriptionCsv: endpoint({
    method: 'GET',
    path: '/reports/subscription/csv',
    tag: REPORT_TAG,
    summary: "The plan's memberships report as a CSV file.",
    access: REPORT_ACCESS,
    query: subscriptionReportQuery,
    response: 'file',
  }),
};
