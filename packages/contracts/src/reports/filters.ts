import { z } from 'zod';
import { idParam } from '../fields.js';

/**
 * The filters every report takes (issue 27): a club-local date range (both days included), a location, a facility
 * group and a sport where the report can narrow by them, and whether to compare with the previous period (the same
 * number of days just before `from`). Reports that cannot narrow by a filter say so in their description.
 */
export const REPORT_LIMITS = {
  /** The longest range a report answers: 24 months and a few days, so "the last two years" always fits. */
  maxDays: 745,
} as const;

export const REPORT_FILTER_MESSAGES = {
  date: 'Enter a date as YYYY-MM-DD.',
  realDate: 'This is not a real date.',
  order: 'The end date must be on or after the start date.',
  tooLong: `A report covers at most ${REPORT_LIMITS.maxDays} days.`,
  both: 'Enter both dates, or neither for this month so far.',
} as const;

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** Whether `value` is a real calendar day (2026-02-30 is not). */
export function isCalendarDate(value: string): boolean {
  if (!DATE_PATTERN.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

export const reportDateField = z
  .string()
  .trim()
  .regex(DATE_PATTERN, REPORT_FILTER_MESSAGES.date)
  .refine(isCalendarDate, REPORT_FILTER_MESSAGES.realDate);

/** A query flag: 1/true/yes on, 0/false/no off. */
const flag = z
  .union([z.boolean(), z.enum(['1', '0', 'true', 'false', 'yes', 'no'])])
  .transform((value) => value === true || value === '1' || value === 'true' || value === 'yes');

/** Days from `from` to `to`, both included. */
export function daysInRange(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/** The calendar day `days` after (or before) `date`. */
export function addCalendarDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The period of the same length that ends the day before `from`. */
export function previousPeriod(range: { from: string; to: string }): { from: string; to: string } {
  const days = daysInRange(range.from, range.to);
  return { from: addCalendarDays(range.from, -days), to: addCalendarDays(range.from, -1) };
}

/** Without `from` and `to` a report covers this month so far (club-local); one without the other is refused. */
export const reportFilterFields = {
  from: reportDateField.optional(),
  to: reportDateField.optional(),
  location_id: idParam.optional(),
  facility_group_id: idParam.optional(),
  sport_id: idParam.optional(),
  compare: flag.optional().default(true),
} as const;

/** Checks the range of a filter object (used by every report's query schema). */
export function checkRange(value: { from?: string; to?: string }, context: z.RefinementCtx): void {
  if (value.from === undefined && value.to === undefined) return;
  if (value.from === undefined || value.to === undefined) {
    context.addIssue({
      code: 'custom',
      path: [value.from === undefined ? 'from' : 'to'],
      message: REPORT_FILTER_MESSAGES.both,
    });
    return;
  }
  if (!isCalendarDate(value.from) || !isCalendarDate(value.to)) return;
  if (value.to < value.from) context.addIssue({ code: 'custom', path: ['to'], message: REPORT_FILTER_MESSAGES.order });
  else if (daysInRange(value.from, value.to) > REPORT_LIMITS.maxDays)
    context.addIssue({ code: 'custom', path: ['to'], message: REPORT_FILTER_MESSAGES.tooLong });
}

/** The common filters; a report with more filters extends `reportFilterFields` and refines with `checkRange`. */
export const reportFilterQuery = z.object(reportFilterFields).strict().superRefine(checkRange);
export type ReportFilterInput = z.input<typeof reportFilterQuery>;
export type ReportFilterQuery = z.output<typeof reportFilterQuery>;
/** The filters with the period settled (this month so far when none was asked for). */
export type ReportFilters = Omit<ReportFilterQuery, 'from' | 'to'> & { from: string; to: string };

/** The period a report covers: the one asked for, else the first of `today`'s month through `today`. */
export function settleFilters<F extends ReportFilterQuery>(
  filters: F,
  today: string,
): Omit<F, 'from' | 'to'> & { from: string; to: string } {
  return { ...filters, from: filters.from ?? `${today.slice(0, 8)}01`, to: filters.to ?? today };
}

/** The period a report answered for, echoed with the filters it applied. */
export const reportPeriodSchema = z.object({ from: z.string(), to: z.string() });
export type ReportPeriod = z.infer<typeof reportPeriodSchema>;
