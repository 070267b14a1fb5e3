import { formatInstantClock } from './clock-format.js';
import { parseDateToDayNumber, weekdayOfDayNumber } from './recurrence/civil-date.js';
import { utcToZonedParts } from './recurrence/zoned-time.js';

/**
 * The one date and time format of the product (issue 24 point 17): every date and time a person reads, on a screen,
 * in an e-mail or in a charge description, is written here, in the club's time zone and on the club's clock (12-hour
 * with am_pm, else 24-hour; spec 1 section 9). No locale tables: the same words on the server, in every browser and
 * whatever zone the reader's device is set to. Lint keeps toLocale*String and Intl.DateTimeFormat out of the apps.
 *
 * Styles of a day: 'date' "Nov 23, 2026" (the default, in tables and lists), 'longDate' "November 23rd 2026" (spec 1's
 * MMMM Do YYYY), 'day' "Mon, Nov 23", 'longDay' "Monday, November 23", 'fullDay' "Monday, November 23, 2026".
 * A moment is the day in 'date' style and the club's clock: "Nov 23, 2026 6:00 PM" or "Nov 23, 2026 18:00".
 */
export type DateStyle = 'date' | 'longDate' | 'day' | 'longDay' | 'fullDay';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
/** Monday first, as domain counts weekdays. */
const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

function ordinal(day: number): string {
  const tens = day % 100;
  if (tens >= 11 && tens <= 13) return `${day}th`;
  return `${day}${['th', 'st', 'nd', 'rd'][day % 10] ?? 'th'}`;
}

function writeDay(year: number, month: number, day: number, weekday: number, style: DateStyle): string {
  const monthName = MONTHS[month - 1]!;
  const short = monthName.slice(0, 3);
  const weekdayName = WEEKDAYS[weekday]!;
  switch (style) {
    case 'longDate':
      return `${monthName} ${ordinal(day)} ${year}`;
    case 'day':
      return `${weekdayName.slice(0, 3)}, ${short} ${day}`;
    case 'longDay':
      return `${weekdayName}, ${monthName} ${day}`;
    case 'fullDay':
      return `${weekdayName}, ${monthName} ${day}, ${year}`;
    default:
      return `${short} ${day}, ${year}`;
  }
}

/** A calendar day ('YYYY-MM-DD', no time zone: a birthday, a payout's arrival, a club-local date) in words. */
export function formatCalendarDate(date: string, style: DateStyle = 'date'): string {
  const dayNumber = parseDateToDayNumber(date);
  if (dayNumber === null) return date;
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return writeDay(year, month, day, weekdayOfDayNumber(dayNumber), style);
}

/** A calendar month ('YYYY-MM', as a usage count or an invoice's period) in words: "November 2026". */
export function formatCalendarMonth(month: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  const name = match ? MONTHS[Number(match[2]) - 1] : undefined;
  return match && name ? `${name} ${match[1]}` : month;
}

const isInstant = (value: string | Date) => !Number.isNaN(new Date(value).getTime());

/** The club-local day of an instant in words. An unreadable instant is shown as it came, never thrown on a screen. */
export function formatClubDate(instant: string | Date, timeZone: string, style: DateStyle = 'date'): string {
  if (!isInstant(instant)) return String(instant);
  return formatCalendarDate(utcToZonedParts(new Date(instant), timeZone).date, style);
}

/** An instant as the club reads it: "Nov 23, 2026 6:00 PM" (am_pm) or "Nov 23, 2026 18:00". */
export function formatClubDateTime(instant: string | Date, timeZone: string, amPm: boolean): string {
  if (!isInstant(instant)) return String(instant);
  return `${formatClubDate(instant, timeZone)} ${formatInstantClock(instant, timeZone, amPm)}`;
}

/**
 * A stretch of time: "Nov 23, 2026 6:00 PM – 7:30 PM" within a club-local day (an end at midnight included), else
 * both ends in full.
 */
export function formatClubDateTimeRange(
  start: string | Date,
  end: string | Date,
  timeZone: string,
  amPm: boolean,
): string {
  if (!isInstant(start) || !isInstant(end)) return `${String(start)} – ${String(end)}`;
  const from = utcToZonedParts(new Date(start), timeZone);
  const to = utcToZonedParts(new Date(end), timeZone);
  const endsAtMidnight = to.time === '00:00' && new Date(end).getTime() - new Date(start).getTime() <= 86_400_000;
  if (from.date !== to.date && !endsAtMidnight)
    return `${formatClubDateTime(start, timeZone, amPm)} – ${formatClubDateTime(end, timeZone, amPm)}`;
  return `${formatClubDateTime(start, timeZone, amPm)} – ${formatInstantClock(end, timeZone, amPm)}`;
}
