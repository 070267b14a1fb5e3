import { utcToZonedParts } from './recurrence/index.js';

/**
 * The one time format of the product (issue 15): the club's 12/24-hour setting (`am_pm`) decides, everywhere a
 * time of day is shown. '6:00 PM' with am_pm, else '18:00' (spec 2 section 9).
 */
export function formatClock(minutes: number, amPm: boolean): string {
  const hours = Math.floor(minutes / 60) % 24;
  const mins = String(minutes % 60).padStart(2, '0');
  if (!amPm) return `${String(hours).padStart(2, '0')}:${mins}`;
  return `${hours % 12 || 12}:${mins} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** The wall-clock time of an instant in the club's time zone, in the club's format. */
export function formatInstantClock(iso: string | Date, timeZone: string, amPm: boolean): string {
  const [hours = 0, minutes = 0] = utcToZonedParts(new Date(iso), timeZone).time.split(':').map(Number);
  return formatClock(hours * 60 + minutes, amPm);
}

/** A time range of the same day in the club's format: '6:00 PM – 7:30 PM' or '18:00 – 19:30'. */
export function formatInstantRange(start: string | Date, end: string | Date, timeZone: string, amPm: boolean) {
  return `${formatInstantClock(start, timeZone, amPm)} – ${formatInstantClock(end, timeZone, amPm)}`;
}
