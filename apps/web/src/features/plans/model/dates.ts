import { formatClubDate } from '@fairplay/domain';

/** "Mar 5, 2026" in the club's time zone. */
export function formatInZone(iso: string, timeZone: string): string {
  return formatClubDate(iso, timeZone);
}

/** A date picked as YYYY-MM-DD, as the instant the pause ends: the start of that day in UTC (seconds zeroed). */
export const resumeInstantOf = (day: string) => `${day}T00:00:00Z`;
