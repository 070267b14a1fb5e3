/**
 * Freezes (spec 2 "Freeze", issue 10): the form's checks and the time ranges a freeze closes, written once for the
 * web form and the server. A freeze row is a From and a To (instants); without weekdays or extra dates it closes
 * the whole stretch between them; with weekdays (Monday = 0) it closes From's to To's club-local time of day on
 * each of those weekdays between From's date and To's date, and with extra dates (multipleDates) that same time of
 * day on each of them.
 */
import { dayNumberToDate, parseDateToDayNumber, weekdayOfDayNumber } from '../recurrence/civil-date.js';
import type { TimeRange } from '../recurrence/types.js';
import { utcToZonedParts, zonedDayBounds, zonedWallTimeToUtc } from '../recurrence/zoned-time.js';

export const FREEZE_LIMITS = {
  noteMax: 120,
  rowsMax: 10,
  multipleDatesMax: 31,
  /** A freeze reaches at most this many days past its first day. */
  spanDaysMax: 366,
  /** Closed ranges of one freeze, over all its rows. */
  rangesMax: 400,
  /** The form's default To: From rounded up to the next half hour, plus this. */
  defaultLengthMinutes: 60,
  pageSize: 30,
} as const;

export const FREEZE_MESSAGES = {
  // Texts from the spec (section 8).
  confirmUnfreeze: 'Are you sure to unfreeze the freezed days ?',
  noRefunds: 'No refunds will be issued. You can refund manually.',
  required: 'Please fill all required fields.',
  courts: 'Please select courts.',
  times: 'Please Check Start and End Days/Times',
  // Our own texts.
  created: 'The days are frozen.',
  unfrozen: 'The days are unfrozen.',
  past: 'A freeze cannot start before today.',
  noteTooLong: `The title can be at most ${FREEZE_LIMITS.noteMax} characters.`,
  dailyTimes: 'With weekdays or dates, the To time of day must be after the From time of day.',
  tooLong: `A freeze can reach at most ${FREEZE_LIMITS.spanDaysMax} days past its first day.`,
  tooManyRanges: `A freeze can close at most ${FREEZE_LIMITS.rangesMax} separate times; use fewer days.`,
  noDays: 'None of the chosen weekdays falls between From and To.',
  rowDays: 'Weekdays must be unique numbers from 0 (Monday) to 6 (Sunday).',
  /** A booking refused inside a freeze. */
  frozen: (court: string, note: string) => `${court} is closed at this time (${note}).`,
} as const;

export interface FreezeRowInput {
  start_time: string;
  end_time: string;
  days: number[];
  multipleDates: string[];
}

export type FreezeRangesResult = { ok: true; ranges: TimeRange[] } | { ok: false; field: string; message: string };

const fail = (field: string, message: string): FreezeRangesResult => ({ ok: false, field, message });
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * The ranges a freeze's rows close, sorted and merged where they touch, or the first problem with its field.
 * `now` decides "today" in the club's zone: nothing may start before the club's current day.
 */
export function freezeRanges(rows: FreezeRowInput[], timeZone: string, now: Date): FreezeRangesResult {
  if (rows.length === 0) return fail('rules', FREEZE_MESSAGES.required);
  if (rows.length > FREEZE_LIMITS.rowsMax) return fail('rules', FREEZE_MESSAGES.times);
  const today = zonedDayBounds(utcToZonedParts(now, timeZone).date, timeZone).start.getTime();
  const ranges: TimeRange[] = [];
  for (const [index, row] of rows.entries()) {
    const field = `rules.${index}`;
    const start = new Date(row.start_time);
    const end = new Date(row.end_time);
    if (Number.isNaN(start.getTime())) return fail(`${field}.start_time`, FREEZE_MESSAGES.times);
    if (Number.isNaN(end.getTime()) || !(end > start)) return fail(`${field}.end_time`, FREEZE_MESSAGES.times);
    if (start.getTime() < today) return fail(`${field}.start_time`, FREEZE_MESSAGES.past);
    if (new Set(row.days).size !== row.days.length || row.days.some((day) => day < 0 || day > 6))
      return fail(`${field}.days`, FREEZE_MESSAGES.rowDays);
    const from = utcToZonedParts(start, timeZone);
    const to = utcToZonedParts(end, timeZone);
    const firstDay = parseDateToDayNumber(from.date)!;
    const lastDay = parseDateToDayNumber(to.date)!;
    if (lastDay - firstDay > FREEZE_LIMITS.spanDaysMax) return fail(`${field}.end_time`, FREEZE_MESSAGES.tooLong);
    if (row.days.length === 0 && row.multipleDates.length === 0) {
      ranges.push({ start, end });
      continue;
    }
    // Daily windows: From's time of day to To's ('00:00' as To means the end of the day).
    const endTime = to.time === '00:00' ? '24:00' : to.time;
    if (minutesOf(endTime) <= minutesOf(from.time)) return fail(`${field}.end_time`, FREEZE_MESSAGES.dailyTimes);
    const window = (date: string): TimeRange => ({
      start: zonedWallTimeToUtc(date, from.time, timeZone),
      end: endTime === '24:00' ? zonedDayBounds(date, timeZone).end : zonedWallTimeToUtc(date, endTime, timeZone),
    });
    const lastWindowDay = to.time === '00:00' ? lastDay - 1 : lastDay;
    let found = 0;
    if (row.days.length > 0) {
      for (let day = firstDay; day <= lastWindowDay; day += 1) {
        if (!row.days.includes(weekdayOfDayNumber(day))) continue;
        ranges.push(window(dayNumberToDate(day)));
        found += 1;
        if (ranges.length > FREEZE_LIMITS.rangesMax) return fail('rules', FREEZE_MESSAGES.tooManyRanges);
      }
      if (found === 0 && row.multipleDates.length === 0) return fail(`${field}.days`, FREEZE_MESSAGES.noDays);
    }
    for (const [dateIndex, date] of row.multipleDates.entries()) {
      const dayNumber = parseDateToDayNumber(date);
      if (dayNumber === null) return fail(`${field}.multipleDates.${dateIndex}`, FREEZE_MESSAGES.times);
      const range = window(date);
      if (range.start.getTime() < today) return fail(`${field}.multipleDates.${dateIndex}`, FREEZE_MESSAGES.past);
      if (dayNumber - firstDay > FREEZE_LIMITS.spanDaysMax)
        return fail(`${field}.multipleDates.${dateIndex}`, FREEZE_MESSAGES.tooLong);
      ranges.push(range);
    }
    if (ranges.length > FREEZE_LIMITS.rangesMax) return fail('rules', FREEZE_MESSAGES.tooManyRanges);
  }
  return { ok: true, ranges: mergeRanges(ranges) };
}

/** Sorted by start, overlapping or touching ranges joined. */
export function mergeRanges(ranges: TimeRange[]): TimeRange[] {
  const sorted = [...ranges].sort((a, b) => a.start.getTime() - b.start.getTime());
  const merged: TimeRange[] = [];
  for (const range of sorted) {
    const last = merged.at(-1);
    if (last && range.start.getTime() <= last.end.getTime()) {
      if (range.end > last.end) last.end = range.end;
    } else merged.push({ start: range.start, end: range.end });
  }
  return merged;
}

/** The form's default To for a From: rounded up to the next half hour, then an hour on (spec: 30-minute rounding). */
export function defaultFreezeEnd(start: Date): Date {
  const halfHour = 30 * 60_000;
  const rounded = Math.ceil(start.getTime() / halfHour) * halfHour;
  return new Date(rounded + FREEZE_LIMITS.defaultLengthMinutes * 60_000);
}

/** What a freeze closes beyond its courts and times: some sports, some service types, or (both empty) everything. */
export interface FreezeScope {
  sportIds: readonly number[];
  serviceTypeIds: readonly number[];
}

/**
 * Whether a freeze closes a booking on one of its courts at one of its times. A sport freeze closes bookings of
 * its sports and those naming no sport (nothing tells they are not of it); a service-type freeze closes only
 * bookings naming one of its types (court time of no type is not a lesson).
 */
export function freezeCloses(
  scope: FreezeScope,
  booking: { sportId: number | null; serviceTypeId: number | null },
): boolean {
  if (scope.sportIds.length > 0 && booking.sportId !== null && !scope.sportIds.includes(booking.sportId)) return false;
  if (
    scope.serviceTypeIds.length > 0 &&
    (booking.serviceTypeId === null || !scope.serviceTypeIds.includes(booking.serviceTypeId))
  )
    return false;
  return true;
}

/**
 * A freeze's ranges with one club-local day taken out (unfreezing that day: microsettings/delete/{id}?freeze=1
 * &group_by=YYYY-MM-DD). Ranges reaching into the day are cut at its bounds; null when the freeze does not touch
 * the day.
 */
export function rangesWithoutDay(ranges: readonly TimeRange[], date: string, timeZone: string): TimeRange[] | null {
  const day = zonedDayBounds(date, timeZone);
  if (!ranges.some((range) => range.start < day.end && range.end > day.start)) return null;
  return ranges.flatMap((range) => {
    if (range.end <= day.start || range.start >= day.end) return [range];
    const kept: TimeRange[] = [];
    if (range.start < day.start) kept.push({ start: range.start, end: day.start });
    if (range.end > day.end) kept.push({ start: day.end, end: range.end });
    return kept;
  });
}
