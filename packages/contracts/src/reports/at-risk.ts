import { z } from 'zod';
import { endpoint } from '../endpoint.js';
import type { ReportCatalogueEntry } from './answer.js';
import { REPORT_ACCESS, REPORT_TAG } from './access.js';

/**
 * Report 6, At-risk members (issue 27), as they are now: members on a live, unpaused plan with no booking, lesson
 * place or check-in for the club's at-risk days (report settings, 14 by default), members whose renewal failed
 * and who still owe it, and members whose unexpired class pack has 3 or fewer uses left. One row per member with
 * every reason; the list's user ids go to the bulk e-mail as they are.
 */
export const AT_RISK_REASONS = ['inactive', 'failed_renewal', 'pack_low'] as const;
export const AT_RISK_REASON_LABELS: Record<(typeof AT_RISK_REASONS)[number], string> = {
  inactive: 'No visit',
  failed_renewal: 'Renewal failed',
  pack_low: 'Pack nearly used',
};

export const atRiskRowSchema = z.object({
  user_id: z.number().int(),
  name: z.string(),
  email: z.string(),
  reasons: z.array(z.enum(AT_RISK_REASONS)),
  plan: z.string().nullable(),
  last_visit: z.string().nullable(),
  days_since_visit: z.number().int().nullable(),
  failed_at: z.string().nullable(),
  pack: z.string().nullable(),
  pack_uses_left: z.number().int().nullable(),
});
export type AtRiskRowView = z.infer<typeof atRiskRowSchema>;

export const atRiskAnswerSchema = z.object({
  as_of: z.string(),
  time_zone: z.string(),
  days: z.number().int(),
  rows: z.array(atRiskRowSchema),
  totals: z.object({
    members: z.number().int(),
    inactive: z.number().int(),
    failed_renewal: z.number().int(),
    pack_low: z.number().int(),
  }),
});
export type AtRiskAnswer = z.infer<typeof atRiskAnswerSchema>;

/** Only the members with this reason; none: every at-risk member. */
export const atRiskQuery = z.object({ reason: z.enum(AT_RISK_REASONS).optional() }).strict();

export const atRiskReport: ReportCatalogueEntry = {
  key: 'at-risk',
  title: 'At-risk members',
  description:
    'Members on a plan who have not booked or checked in lately, whose renewal failed, or whose class pack is nearly used; e-mail them in one click.',
  filters: [],
};

export const atRiskEndpoints = {
  atRisk: endpoint({
    method: 'GET',
    path: '/reports/at-risk',
    tag: REPORT_TAG,
    summary: 'Members at risk of leaving, as of now.',
    access: REPORT_ACCESS,
    query: atRiskQuery,
    response: atRiskAnswerSchema,
  }),
  atRiskCsv: endpoint({
    method: 'GET',
    path: '/reports/at-risk/csv',
    tag: REPORT_TAG,
    summary: 'The at-risk members as a CSV file.',
    access: REPORT_ACCESS,
    query: atRiskQuery,
    response: 'file',
  }),
};
