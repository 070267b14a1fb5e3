import { durationStepError, MIN_MAX_CONFLICT_MESSAGE, type DurationIssue } from './durations.js';

/** The club settings whose rules depend on one another (spec 2 sections 3, 5 and 9). */
export interface ClubTimeSettings {
  booking_to_start: number;
  min_list_duration: number;
  enable_max_time_for_bookings: boolean;
  max_time_for_singles: number;
  max_time_for_doubles: number;
  max_time_for_triples: number;
  max_time_for_quadruples: number;
  require_partner_name: boolean;
  require_guest_name: boolean;
  require_guest_and_partner_name: boolean;
}

export const MAX_TIME_FIELDS = [
  ['max_time_for_singles', 'Max time for 1 person'],
  ['max_time_for_doubles', 'Max time for 2 people'],
  ['max_time_for_triples', 'Max time for 3 people'],
  ['max_time_for_quadruples', 'Max time for 4 people and more'],
] as const;

export const BOTH_NAMES_MESSAGE =
  'Requiring guest and partner names needs both the partner and the guest name requirement on.';

/** What is wrong with a whole set of settings (after merging a change into the stored ones). */
export function clubSettingsIssues(settings: ClubTimeSettings): DurationIssue[] {
  const issues: DurationIssue[] = [];
  const step = settings.booking_to_start;
  const minError = durationStepError('Minimum duration', settings.min_list_duration, step);
  if (minError) issues.push({ field: 'min_list_duration', message: minError });
  if (settings.enable_max_time_for_bookings) {
    for (const [field, label] of MAX_TIME_FIELDS) {
      const value = settings[field];
      const error = durationStepError(label, value, step);
      if (error) issues.push({ field, message: error });
      else if (!minError && value < settings.min_list_duration)
        issues.push({ field, message: MIN_MAX_CONFLICT_MESSAGE });
    }
  }
  if (settings.require_guest_and_partner_name && !(settings.require_partner_name && settings.require_guest_name)) {
    issues.push({ field: 'require_guest_and_partner_name', message: BOTH_NAMES_MESSAGE });
  }
  return issues;
}

/** "06__30" ↔ minutes after midnight; the court sheet's first row (csh_start_time). */
export function parseSheetStart(value: string): { hour: number; minute: number } | null {
  const match = /^([01][0-9]|2[0-3])__([0-5][0-9])$/.exec(value);
  return match ? { hour: Number(match[1]), minute: Number(match[2]) } : null;
}

export function formatSheetStart(hour: number, minute: number): string {
  return `${String(hour).padStart(2, '0')}__${String(minute).padStart(2, '0')}`;
}
