import {
  addDaysToDate,
  formatCalendarDate,
  formatClubDateTime,
  isValidTimeZone,
  addMonthsToDate,
  isCivilDate,
  utcToZonedParts,
  weekdayOfDate,
  zonedDayBounds,
  zonedWallTimeToUtc,
} from '@fairplay/domain';

/**
 * Club-local clock arithmetic for the court sheet: every position on the grid is a wall-clock minute of the day.
 * Dates, time zones and their formats are @fairplay/domain's (the server's own).
 */
export const DAY_MINUTES = 1440;
/** Spec 2 section 9: the date picker goes back at most 13 months. */
export const LOOK_BACK_MONTHS = 13;

export function clubToday(timeZone: string, nowMs: number): string {
  return utcToZonedParts(new Date(nowMs), timeZone).date;
}

export function earliestDate(today: string): string {
  return addMonthsToDate(today, -LOOK_BACK_MONTHS);
}

/** The day the sheet shows: the ?date= asked for when it is a real date no earlier than 13 months back, else today. */
export function sheetDate(requested: string | null, today: string): string {
  return requested && isDate(requested) && requested >= earliestDate(today) ? requested : today;
}

export function shiftDate(date: string, days: number): string {
  return addDaysToDate(date, days);
}

export function isDate(value: string): boolean {
  return isCivilDate(value);
}

/** [local midnight, next local midnight) of the club-local date, as ISO instants for appointment/listing. */
export function dayWindow(date: string, timeZone: string): { startDate: string; endDate: string } {
  const bounds = zonedDayBounds(date, timeZone);
  return { startDate: bounds.start.toISOString(), endDate: bounds.end.toISOString() };
}

function hhmm(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** The instant of a wall-clock minute of a club-local date; 1440 is the next midnight (end of the same day). */
export function wallMinuteToIso(date: string, minutes: number, timeZone: string): string {
  if (minutes >= DAY_MINUTES) return zonedWallTimeToUtc(addDaysToDate(date, 1), '00:00', timeZone).toISOString();
  return zonedWallTimeToUtc(date, hhmm(minutes), timeZone).toISOString();
}

/** 'HH:mm' input value to the ISO instant on a club-local date; '00:00' as an end means the next midnight. */
export function wallTimeToIso(date: string, time: string, timeZone: string, asEnd = false): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const total = hours * 60 + minutes;
  return wallMinuteToIso(date, asEnd && total === 0 ? DAY_MINUTES : total, timeZone);
}

/**
 * Where an instant falls on the grid of `date`, in wall-clock minutes, clipped to the day: an event that ends at
 * the next midnight ends at 1440 (it belongs to the same day, spec 2 section 2).
 */
export function minuteOnDay(iso: string, date: string, timeZone: string): number {
  const parts = utcToZonedParts(new Date(iso), timeZone);
  if (parts.date < date) return 0;
  if (parts.date > date) return DAY_MINUTES;
  const [hours = 0, minutes = 0] = parts.time.split(':').map(Number);
  return hours * 60 + minutes;
}

/** The club-local date and 'HH:mm' of an instant (for the edit form's inputs). */
export function zonedDateTime(iso: string, timeZone: string): { date: string; time: string } {
  const parts = utcToZonedParts(new Date(iso), timeZone);
  return { date: parts.date, time: parts.time };
}

// The club's time format is domain's, one for the whole product.
export { formatClock, formatInstantClock } from '@fairplay/domain';

/** 'Saturday, February 6, 2027' for a club-local date. */
export function formatLongDay(date: string): string {
  return formatCalendarDate(date, 'fullDay');
}

/**
 * Conflict and message times: the spec's 'MMM D, YYYY' date with the club's clock (spec 2 section 9 pairs
 * 'h:mma' with the 12/24-hour setting; one time format throughout, issue 15): "Mar 2, 2027 6:00 PM" or "… 18:00".
 */
export function formatConflictTime(iso: string, timeZone: string, amPm: boolean): string {
  return formatClubDateTime(iso, isValidTimeZone(timeZone) ? timeZone : 'UTC', amPm);
}

/** csh_start_time 'hh__mm' as minutes, or null when absent or malformed. */
export function courtSheetStartMinutes(value: string | null | undefined): number | null {
  const match = /^(\d{2})__(\d{2})$/.exec(value ?? '');
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/** Monday = 0 … Sunday = 6 of a club-local date. */
export function weekdayOf(date: string): number {
  return weekdayOfDate(date);
}
