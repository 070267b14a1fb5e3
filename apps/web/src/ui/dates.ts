import dayjs, { type Dayjs } from 'dayjs';
import advancedFormat from 'dayjs/plugin/advancedFormat';
import utc from 'dayjs/plugin/utc';
import { isValidTimeZone, utcToZonedParts } from '@fairplay/domain';

// utc only parses and formats a wall clock in UTC mode; time-zone conversion is domain's (no dayjs timezone plugin).
dayjs.extend(utc);
dayjs.extend(advancedFormat);

/**
 * The wall clock of an instant in `timeZone`, as a dayjs to format (in UTC mode, so formatting shows exactly these
 * fields). The time-zone conversion is domain's (utcToZonedParts), the one implementation; dayjs only parses and
 * formats. Without a valid zone, the browser's own clock. Null for an unreadable date.
 */
export function wallClockIn(value: string, timeZone?: string | null): Dayjs | null {
  const moment = dayjs(value);
  if (!moment.isValid()) return null;
  if (!timeZone || !isValidTimeZone(timeZone)) return moment;
  const instant = moment.toDate();
  const { date, time } = utcToZonedParts(instant, timeZone);
  // Every zone in use today is a whole number of minutes off UTC, so the seconds are UTC's.
  const seconds = String(instant.getUTCSeconds()).padStart(2, '0');
  return dayjs.utc(`${date}T${time}:${seconds}Z`);
}

/** Spec 1 section 9: long dates read "MMMM Do YYYY", in the business time zone when there is one. */
export function formatLongDate(iso: string, timeZone?: string | null): string {
  return wallClockIn(iso, timeZone)?.format('MMMM Do YYYY') ?? iso;
}

export { dayjs };
