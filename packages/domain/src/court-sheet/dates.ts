import { parseDateToDayNumber, weekdayOfDayNumber } from '../recurrence/civil-date.js';

/** Whether `value` is a real 'YYYY-MM-DD' calendar date (2026-02-30 is not). */
export function isCivilDate(value: string): boolean {
  return parseDateToDayNumber(value) !== null;
}

/** Monday = 0 … Sunday = 6 of a 'YYYY-MM-DD' date; NaN when it is not a real date. */
export function weekdayOfDate(date: string): number {
  const day = parseDateToDayNumber(date);
  return day === null ? Number.NaN : weekdayOfDayNumber(day);
}
