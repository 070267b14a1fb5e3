/**
 * Calendar arithmetic on club-local dates ('YYYY-MM-DD') and wall-clock times ('HH:mm'), with no time zone
 * involved. Dates are handled as "day numbers" (whole days since 1970-01-01) so that loops over a year of
 * occurrences are plain integer steps instead of string parsing.
 */

export const MS_PER_MINUTE = 60_000;
export const MS_PER_DAY = 86_400_000;
export const MINUTES_PER_DAY = 1440;

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;

/**
 * Milliseconds of a civil date-time read as if it were UTC. Date.UTC maps years 0-99 to 1900-1999, so those
 * (never used by a club, but reachable through the public helpers) go through setUTCFullYear instead.
 */
export function civilToMs(year: number, month: number, day: number, hours = 0, minutes = 0, seconds = 0): number {
  if (year >= 0 && year < 100) {
    const date = new Date(0);
    date.setUTCFullYear(year, month - 1, day);
    date.setUTCHours(hours, minutes, seconds, 0);
    return date.getTime();
  }
  return Date.UTC(year, month - 1, day, hours, minutes, seconds);
}

/** Day number of a 'YYYY-MM-DD' date, or null when the text is not a real calendar date (e.g. 2026-02-30). */
export function parseDateToDayNumber(date: unknown): number | null {
  if (typeof date !== 'string') return null;
  const match = DATE_PATTERN.exec(date);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return civilToMs(year, month, day) / MS_PER_DAY;
}

/** Minutes after midnight of an 'HH:mm' time (00:00 to 23:59), or null when malformed. */
export function parseTimeToMinutes(time: unknown): number | null {
  if (typeof time !== 'string') return null;
  const match = TIME_PATTERN.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

export function dayNumberToDate(dayNumber: number): string {
  const date = new Date(dayNumber * MS_PER_DAY);
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1, 2)}-${pad(date.getUTCDate(), 2)}`;
}

export function minutesToTime(minutes: number): string {
  return `${pad(Math.floor(minutes / 60), 2)}:${pad(minutes % 60, 2)}`;
}

/** Weekday of a day number with Monday = 0 … Sunday = 6 (1970-01-01, day 0, was a Thursday). */
export function weekdayOfDayNumber(dayNumber: number): number {
  return (((dayNumber + 3) % 7) + 7) % 7;
}

export function daysInMonth(year: number, month: number): number {
  return new Date(civilToMs(year, month + 1, 0)).getUTCDate();
}

/** Year, month (1-12) and day of month of a day number. */
export function dayNumberToParts(dayNumber: number): { year: number; month: number; day: number } {
  const date = new Date(dayNumber * MS_PER_DAY);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/** Calendar arithmetic on 'YYYY-MM-DD': addDaysToDate('2026-02-28', 1) === '2026-03-01'. Throws on a bad date. */
export function addDaysToDate(date: string, days: number): string {
  const dayNumber = parseDateToDayNumber(date);
  if (dayNumber === null) throw new RangeError(`Invalid date '${date}', expected YYYY-MM-DD`);
  if (!Number.isInteger(days)) throw new RangeError(`Invalid day count ${days}, expected a whole number`);
  return dayNumberToDate(dayNumber + days);
}

/**
 * Adds calendar months, clamping to the last day of a shorter month: 2026-01-31 + 1 month = 2026-02-28 and
 * 2028-02-29 + 12 months = 2029-02-28. The recurrence horizon ("12 months ahead") is measured this way.
 */
export function addMonthsToDate(date: string, months: number): string {
  const dayNumber = parseDateToDayNumber(date);
  if (dayNumber === null) throw new RangeError(`Invalid date '${date}', expected YYYY-MM-DD`);
  if (!Number.isInteger(months)) throw new RangeError(`Invalid month count ${months}, expected a whole number`);
  return dayNumberToDate(addMonthsToDayNumber(dayNumber, months));
}

export function addMonthsToDayNumber(dayNumber: number, months: number): number {
  const { year, month, day } = dayNumberToParts(dayNumber);
  const monthIndex = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(monthIndex / 12);
  const targetMonth = (monthIndex % 12) + 1;
  const targetDay = Math.min(day, daysInMonth(targetYear, targetMonth));
  return civilToMs(targetYear, targetMonth, targetDay) / MS_PER_DAY;
}

function pad(value: number, width: number): string {
  return String(value).padStart(width, '0');
}
