import { z } from 'zod';
import { reportPeriodSchema } from './filters.js';

/**
 * The common answer of a report (issue 27): its rows, the totals of the period, and the previous period's totals
 * when the comparison was asked for. Money in integer cents. `as_of` is when the figures were read: reports read
 * the ledger and the bookings as they are, so a report is never older than its request.
 */
export function reportAnswerSchema<Row extends z.ZodType, Totals extends z.ZodType>(row: Row, totals: Totals) {
  return z.object({
    period: reportPeriodSchema,
    previous_period: reportPeriodSchema.nullable(),
    time_zone: z.string(),
    currency: z.string(),
    as_of: z.string(),
    rows: z.array(row),
    totals,
    previous_totals: totals.nullable(),
  });
}

/** The change from the previous period, as a share (0.25 = +25 %); null when there is nothing to compare with. */
export function changeOf(current: number, previous: number | null | undefined): number | null {
  if (previous === null || previous === undefined || previous === 0) return null;
  return (current - previous) / Math.abs(previous);
}

/** One entry of the list of reports (the web's index and the API's catalogue share it). */
export interface ReportCatalogueEntry {
  /** The path segment: /private/reports/{key}, GET reports/{key} and GET reports/{key}/csv. */
  key: string;
  title: string;
  description: string;
  /** Which of the common filters narrow it. */
  filters: readonly ('location_id' | 'facility_group_id' | 'sport_id')[];
}
