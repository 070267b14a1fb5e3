/**
 * Booking-length rules shared by service types and club settings: lengths go in steps of the club's booking
 * step (business.booking_to_start) and never below it (spec 1 section 5, spec 2 sections 5 and 9).
 */
export const BOOKING_STEPS = [5, 10, 15, 20, 30, 60] as const;
export type BookingStep = (typeof BOOKING_STEPS)[number];

/** The longest booking length any setting accepts: one day, in minutes. */
export const MAX_DURATION_MINUTES = 1440;

export const MIN_MAX_MESSAGE = 'The max time must be greater then min time';
export const MIN_MAX_CONFLICT_MESSAGE = 'Minimum and Max time settings are in conflict.';

export interface DurationIssue {
  field: string;
  message: string;
}

/** Why `minutes` is not a valid length for the step, or null when it is. */
export function durationStepError(label: string, minutes: number, step: number): string | null {
  if (!Number.isInteger(minutes)) return `${label} must be a whole number of minutes.`;
  if (minutes < step) return `${label} must be at least ${step} minutes (the club's booking step).`;
  if (minutes > MAX_DURATION_MINUTES) return `${label} must be at most ${MAX_DURATION_MINUTES} minutes.`;
  if (minutes % step !== 0) return `${label} must be in steps of ${step} minutes (the club's booking step).`;
  return null;
}

/** The lengths a picker offers for this step: step, 2 × step, … up to one day. */
export function durationOptions(step: number): number[] {
  if (!Number.isInteger(step) || step <= 0) return [];
  const options: number[] = [];
  for (let minutes = step; minutes <= MAX_DURATION_MINUTES; minutes += step) options.push(minutes);
  return options;
}

export interface MinMaxDurations {
  is_min_max_enabled: boolean;
  min_list_duration: number | null;
  max_list_duration: number | null;
}

/**
 * A service type's own min and max booking length. When enabled both are required; any value given must
 * follow the step; min may equal max but not exceed it.
 */
export function minMaxDurationIssues(values: MinMaxDurations, step: number): DurationIssue[] {
  const issues: DurationIssue[] = [];
  const check = (field: 'min_list_duration' | 'max_list_duration', label: string) => {
    const value = values[field];
    if (value === null) {
      if (values.is_min_max_enabled)
        issues.push({ field, message: `${label} is required when min and max time are enabled.` });
      return;
    }
    const error = durationStepError(label, value, step);
    if (error) issues.push({ field, message: error });
  };
  check('min_list_duration', 'Min time');
  check('max_list_duration', 'Max time');
  const { min_list_duration: min, max_list_duration: max } = values;
  if (issues.length === 0 && min !== null && max !== null && min > max) {
    issues.push({ field: 'max_list_duration', message: MIN_MAX_MESSAGE });
  }
  return issues;
}
