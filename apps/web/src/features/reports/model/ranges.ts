import { utcToZonedParts } from '@fairplay/domain';

/** Default ranges of the reports, as club-local calendar days (YYYY-MM-DD) counted from `today`. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Today's calendar date in a time zone. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  return utcToZonedParts(now, timeZone).date;
}

/** The last four whole weeks before today (utilization compares like weekdays with like). */
export function lastFourWeeks(today: string): { from: string; to: string } {
  return { from: addDays(today, -28), to: addDays(today, -1) };
}

/** The last twelve months up to today (the memberships report's months). */
export function lastTwelveMonths(today: string): { from: string; to: string } {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const start = new Date(Date.UTC(year, month - 12, 1)).toISOString().slice(0, 10);
  return { from: start, to: today };
}
