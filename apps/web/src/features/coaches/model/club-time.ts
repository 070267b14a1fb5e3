import { formatCalendarDate, formatInstantClock, utcToZonedParts, zonedDayBounds } from '@fairplay/domain';

/** Today in the club's zone ('YYYY-MM-DD'). */
export function clubToday(timeZone: string): string {
  return utcToZonedParts(new Date(), timeZone).date;
}

/** The instants of club-local days [from, from + days). */
export function daysRange(date: string, days: number, timeZone: string): { start: string; end: string } {
  const start = zonedDayBounds(date, timeZone).start;
  const last = new Date(`${date}T12:00:00Z`);
  last.setUTCDate(last.getUTCDate() + days - 1);
  const end = zonedDayBounds(last.toISOString().slice(0, 10), timeZone).end;
  return { start: start.toISOString(), end: end.toISOString() };
}

/** '6:00 PM' or '18:00' in the club's zone. */
export function clubClock(iso: string, timeZone: string, amPm: boolean): string {
  return formatInstantClock(iso, timeZone, amPm);
}

/** 'Monday, June 8' for a club-local 'YYYY-MM-DD'. */
export function dayLabel(date: string): string {
  return formatCalendarDate(date, 'longDay');
}

/** Cents as '$25.00'. */
export function money(cents: number, currency = 'USD'): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(cents / 100);
}
