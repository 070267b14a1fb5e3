import { z } from 'zod';
import { endpoint } from '../endpoint.js';
import { idParam } from '../fields.js';
import { reportAnswerSchema, type ReportCatalogueEntry } from './answer.js';
import { REPORT_ACCESS, REPORT_TAG } from './access.js';
import { checkRange, reportFilterFields } from './filters.js';

/**
 * Report 2, Court utilization (issue 27): booked court-hours ÷ available court-hours, weekday × hour on the club's
 * clock. Available is what the availability rules open less freezes and blocked time; booked counts only inside
 * it. Minutes are whole; `utilization` is a share to four places, null where nothing was open.
 */
const minutes = z.number().int();
export const usageFiguresSchema = z.object({
  available_minutes: minutes,
  booked_minutes: minutes,
  utilization: z.number().nullable(),
});
export type UsageFiguresView = z.infer<typeof usageFiguresSchema>;

/** One heatmap cell: Monday = 0 … Sunday = 6, club-local hour 0-23. */
export const utilizationCellSchema = usageFiguresSchema.extend({
  weekday: z.number().int(),
  hour: z.number().int(),
  prime: z.boolean(),
});
export type UtilizationCellView = z.infer<typeof utilizationCellSchema>;

const namedUsageSchema = usageFiguresSchema.extend({ id: z.number().int(), name: z.string() });

/** A row of the report: one court, with its facility group. */
export const utilizationRowSchema = namedUsageSchema.extend({
  facility_group_id: z.number().int(),
  facility_group: z.string(),
});
export type UtilizationRowView = z.infer<typeof utilizationRowSchema>;

export const utilizationTotalsSchema = usageFiguresSchema.extend({
  prime: usageFiguresSchema,
  off_peak: usageFiguresSchema,
  cells: z.array(utilizationCellSchema),
  by_facility_group: z.array(namedUsageSchema),
  by_sport: z.array(namedUsageSchema),
});
export type UtilizationTotals = z.infer<typeof utilizationTotalsSchema>;

/** Prime court time still unsold in the next 7 days (from now), per club-local date and hour. */
export const unsoldPrimeSchema = z.object({
  from: z.string(),
  to: z.string(),
  total_minutes: minutes,
  hours: z.array(z.object({ date: z.string(), hour: z.number().int(), unsold_minutes: minutes })),
});

/** The club's prime time (weekdays Monday = 0, whole hours [start_hour, end_hour)). */
export const primeHoursSchema = z.object({
  days: z.array(z.number().int()),
  start_hour: z.number().int(),
  end_hour: z.number().int(),
});

export const utilizationAnswerSchema = reportAnswerSchema(utilizationRowSchema, utilizationTotalsSchema).extend({
  prime_time: primeHoursSchema,
  unsold_prime: unsoldPrimeSchema,
});
export type UtilizationAnswer = z.infer<typeof utilizationAnswerSchema>;

/** The common filters and one court. */
export const utilizationQuery = z
  .object({ ...reportFilterFields, court_id: idParam.optional() })
  .strict()
  .superRefine(checkRange);

export const utilizationReport: ReportCatalogueEntry = {
  key: 'utilization',
  title: 'Court utilization',
  description:
    'Booked court-hours against the hours the availability rules open, by weekday and hour; prime and off-peak, by court, sport and facility group, and unsold prime hours of the coming week.',
  filters: ['location_id', 'facility_group_id', 'sport_id'],
};

export const utilizationEndpoints = {
  utilization: endpoint({
    method: 'GET',
    path: '/reports/utilization',
    tag: REPORT_TAG,
    summary: 'Court utilization, weekday × hour, with the previous period.',
    access: REPORT_ACCESS,
    query: utilizationQuery,
    response: utilizationAnswerSchema,
  }),
  utilizationCsv: endpoint({
    method: 'GET',
    path: '/reports/utilization/csv',
    tag: REPORT_TAG,
    summary: 'The utilization report as a CSV file: one row per weekday and hour (same filters).',
    access: REPORT_ACCESS,
    query: utilizationQuery,
    response: 'file',
  }),
};
