import {
  addDaysToDate,
  formatClubDate,
  formatInstantClock,
  utcToZonedParts,
  zonedDayBounds,
  zonedWallTimeToUtc,
} from '@fairplay/domain';

/** Today in the club's zone ('YYYY-MM-DD'). */
export function clubToday(timeZone: string): string {
  return utcToZonedParts(new Date(), timeZone).date;
}

/** The instants of a club-local day, as the search call takes them. */
export function dayRange(date: string, timeZone: string): { start: string; end: string } {
  const bounds = zonedDayBounds(date, timeZone);
  return { start: bounds.start.toISOString(), end: new Date(bounds.end.getTime() - 60_000).toISOString() };
}

export function shiftDay(date: string, days: number): string {
  return addDaysToDate(date, days);
}

/** An instant for a club-local date and 'HH:mm'. */
export function clubInstant(date: string, time: string, timeZone: string): string {
  return zonedWallTimeToUtc(date, time, timeZone).toISOString();
}

/** '6:00 PM' or '18:00' in the club's zone. */
export function clubClock(iso: string, timeZone: string, amPm: boolean): string {
  return formatInstantClock(iso, timeZone, amPm);
}

/** 'Monday, June 8' in the club's zone. */
export function clubDayLabel(iso: string, timeZone: string): string {
  return formatClubDate(iso, timeZone, 'longDay');
}

/** Cents as '$25.00'. */
export function money(cents: number, currency = 'USD'): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(cents / 100);
}
