import { z } from 'zod';
import { endpoint } from '../endpoint.js';
import { idParam } from '../fields.js';
import { REPORT_ACCESS, REPORT_TAG } from './access.js';

/**
 * The club's settings of the reports (issue 27): prime time (utilization's prime and off-peak), the days without a
 * booking or check-in that make a member on a plan "at risk", and the Monday Brief's schedule and recipients.
 */
export const OPS_SETTINGS_MESSAGES = {
  weekday: 'Choose a weekday (Monday to Sunday).',
  hour: 'Choose an hour from 0 to 23.',
  endHour: 'Choose an hour from 1 to 24.',
  primeOrder: 'Prime time must end after it starts.',
  primeDays: 'Choose at least one prime-time day.',
  atRiskDays: 'Enter a number of days from 1 to 365.',
  recipient: 'Each recipient must be an owner, admin or accountant of the club.',
  recipients: 'Choose at most 20 recipients.',
  saved: 'Report settings saved.',
} as const;

const weekday = z.number().int().min(0, OPS_SETTINGS_MESSAGES.weekday).max(6, OPS_SETTINGS_MESSAGES.weekday);
const hour = z.number().int().min(0, OPS_SETTINGS_MESSAGES.hour).max(23, OPS_SETTINGS_MESSAGES.hour);

export const opsSettingsSchema = z.object({
  prime_time: z.object({
    days: z.array(weekday),
    start_hour: hour,
    end_hour: z.number().int(),
  }),
  at_risk_days: z.number().int(),
  brief: z.object({
    paused: z.boolean(),
    weekday,
    hour,
    /** User ids; null: the owner and the admins. */
    recipients: z.array(z.number().int()).nullable(),
  }),
});
export type OpsSettings = z.infer<typeof opsSettingsSchema>;

export const opsSettingsBody = z
  .object({
    prime_time: z
      .object({
        days: z.array(weekday).min(1, OPS_SETTINGS_MESSAGES.primeDays).max(7),
        start_hour: hour,
        end_hour: z.number().int().min(1, OPS_SETTINGS_MESSAGES.endHour).max(24, OPS_SETTINGS_MESSAGES.endHour),
      })
      .strict()
      .refine((value) => value.end_hour > value.start_hour, {
        message: OPS_SETTINGS_MESSAGES.primeOrder,
        path: ['end_hour'],
      }),
    at_risk_days: z
      .number()
      .int(OPS_SETTINGS_MESSAGES.atRiskDays)
      .min(1, OPS_SETTINGS_MESSAGES.atRiskDays)
      .max(365, OPS_SETTINGS_MESSAGES.atRiskDays),
    brief: z
      .object({
        paused: z.boolean(),
        weekday,
        hour,
        recipients: z.array(idParam).max(20, OPS_SETTINGS_MESSAGES.recipients).nullable(),
      })
      .strict(),
  })
  .strict();
export type OpsSettingsBody = z.infer<typeof opsSettingsBody>;

export const opsSettingsEndpoints = {
  opsSettings: endpoint({
    method: 'GET',
    path: '/reports/operations-settings',
    tag: REPORT_TAG,
    summary: 'Prime time, the at-risk days and the Monday Brief schedule.',
    access: REPORT_ACCESS,
    response: opsSettingsSchema,
  }),
  saveOpsSettings: endpoint({
    method: 'PUT',
    path: '/reports/operations-settings',
    tag: REPORT_TAG,
    summary: 'Saves the report settings (settings update).',
    access: { resource: 'settings', action: 'update' },
    body: opsSettingsBody,
    response: opsSettingsSchema,
  }),
};
