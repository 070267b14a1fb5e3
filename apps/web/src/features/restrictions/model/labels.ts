import type { Restriction, RestrictionUsageRow } from '@fairplay/contracts';
import { describeLimit, describePrimeTime, unitLabel } from '@fairplay/domain';

export const UNIT_OPTIONS = [
  { value: 'bookings', label: 'Bookings' },
  { value: 'minutes', label: 'Minutes' },
];
export const PERIOD_OPTIONS = [
  { value: 'day', label: 'Per day' },
  { value: 'week', label: 'Per week' },
  { value: 'upcoming', label: 'Upcoming, held at once' },
];
export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** "2 bookings per week · Weekdays 17:00–21:00" */
export function limitSummary(restriction: Pick<Restriction, 'unit' | 'period' | 'max_value' | 'prime_time'>): string {
  const limit = describeLimit(restriction.unit, restriction.period, restriction.max_value);
  return restriction.prime_time ? `${limit} · ${describePrimeTime(restriction.prime_time)}` : limit;
}

/** "1 of 2 bookings this week", "Exempt (3 used)". */
export function usageText(usage: RestrictionUsageRow): string {
  const period = usage.period === 'day' ? 'today' : usage.period === 'week' ? 'this week' : 'upcoming';
  if (usage.limit === null) return `Exempt (${usage.used} ${unitLabel(usage.unit, usage.used)} ${period})`;
  return `${usage.used} of ${usage.limit} ${unitLabel(usage.unit, usage.limit)} ${period}`;
}
