/**
 * Checks a series request (lesson form "Do you want to repeat?", spec 2 sections 4, 5 and 9) and turns it
 * into a plan of day numbers and minutes that expand.ts can walk without re-parsing anything. Field names are
 * those of the form and API payload (start_time, end_time, recurrence.end_date …) so the web can put the
 * message next to the right input.
 */
import {
  addMonthsToDayNumber,
  dayNumberToDate,
  MINUTES_PER_DAY,
  parseDateToDayNumber,
  parseTimeToMinutes,
  weekdayOfDayNumber,
} from './civil-date.js';
import { RECURRENCE_LIMITS, RECURRENCE_MESSAGES as MESSAGES } from './limits.js';
import { type Outcome, type RecurrenceRule, type SeriesInput } from './types.js';
import { getZone, isValidTimeZone, type Zone, zonedDayNumber } from './zoned-time.js';

export type SeriesPattern =
  | { kind: 'single' }
  | { kind: 'daily' }
  | { kind: 'weekly'; every: 1 | 2; weekdays: ReadonlySet<number> }
  | { kind: 'monthly' };

export interface SeriesPlan {
  zone: Zone;
  pattern: SeriesPattern;
  startDay: number;
  /** Minutes after local midnight; endMinutes is 1440 when the range ends at midnight. */
  startMinutes: number;
  endMinutes: number;
  /** Last day (inclusive) an occurrence may fall on: the repeat end date or the 12-month horizon. */
  lastDay: number;
  /** Infinity when the series ends by date. */
  maxCount: number;
}

type RuleLimits = Pick<SeriesPlan, 'pattern' | 'lastDay' | 'maxCount'>;

export function planSeries(input: SeriesInput, now: Date): Outcome<SeriesPlan> {
  const nowMs = now.getTime();
  if (Number.isNaN(nowMs)) throw new RangeError('planSeries needs a valid `now`');
  if (!isValidTimeZone(input.timeZone)) return fail('timeZone', MESSAGES.invalidTimeZone);
  const zone = getZone(input.timeZone);

  const startDay = parseDateToDayNumber(input.startDate);
  if (startDay === null) return fail('start_date', MESSAGES.invalidDate);
  const startMinutes = parseTimeToMinutes(input.startTime);
  if (startMinutes === null) return fail('start_time', MESSAGES.invalidTime);
  const parsedEnd = parseTimeToMinutes(input.endTime);
  if (parsedEnd === null) return fail('end_time', MESSAGES.invalidTime);
  // Only exactly '00:00' means "midnight at the end of the day" (it belongs to the same day); any other end
  // at or before the start is a mistake rather than an overnight range.
  const endMinutes = parsedEnd === 0 ? MINUTES_PER_DAY : parsedEnd;
  if (endMinutes <= startMinutes) return fail('end_time', MESSAGES.invalidDateRange);

  const today = zonedDayNumber(zone, nowMs);
  const horizonDay = horizonDayFrom(today);
  if (startDay > horizonDay) return fail('start_date', MESSAGES.startBeyondHorizon);

  const base = { zone, startDay, startMinutes, endMinutes };
  if (input.recurrence === null || input.recurrence === undefined) {
    return { ok: true, value: { ...base, pattern: { kind: 'single' }, lastDay: startDay, maxCount: 1 } };
  }
  const rule = checkRule(input.recurrence, startDay, today, horizonDay);
  return rule.ok ? { ok: true, value: { ...base, ...rule.value } } : rule;
}

/** The last club-local date ('YYYY-MM-DD') a series may reach, today + 12 months: the end-date picker's max. */
export function recurrenceHorizonDate(now: Date, timeZone: string): string {
  return dayNumberToDate(horizonDayFrom(zonedDayNumber(getZone(timeZone), now.getTime())));
}

export function horizonDayFrom(today: number): number {
  return addMonthsToDayNumber(today, RECURRENCE_LIMITS.horizonMonths);
}

function checkRule(rule: RecurrenceRule, startDay: number, today: number, horizonDay: number): Outcome<RuleLimits> {
  if (typeof rule !== 'object') return fail('recurrence', MESSAGES.invalidRecurrence);
  const { frequency } = rule;
  if (frequency !== 'daily' && frequency !== 'weekly' && frequency !== 'monthly') {
    return fail('recurrence.frequency', MESSAGES.invalidFrequency);
  }
  // A missing interval means every 1; every 2 exists only as BI-WEEKLY, so refuse it elsewhere rather than
  // guess whether "every other day/month" was meant.
  const every = rule.every ?? 1;
  if (every !== 1 && every !== 2) return fail('recurrence.every', MESSAGES.invalidEvery);
  if (every === 2 && frequency !== 'weekly') return fail('recurrence.every', MESSAGES.invalidEvery);

  let pattern: SeriesPattern = { kind: frequency === 'daily' ? 'daily' : 'monthly' };
  if (frequency === 'weekly') {
    const weekdays = checkWeekdays(rule.days ?? []);
    if (!weekdays) return fail('recurrence.days', MESSAGES.invalidDays);
    if (weekdays.size === 0) weekdays.add(weekdayOfDayNumber(startDay));
    pattern = { kind: 'weekly', every, weekdays };
  }

  if (rule.ends === 'date') {
    const endDay = rule.end_date === undefined || rule.end_date === '' ? null : parseDateToDayNumber(rule.end_date);
    if (endDay === null) {
      const missing = rule.end_date === undefined || rule.end_date === '';
      return fail('recurrence.end_date', missing ? MESSAGES.endDateRequired : MESSAGES.invalidDate);
    }
    if (endDay < startDay) return fail('recurrence.end_date', MESSAGES.endDateBeforeStart);
    if (endDay < today) return fail('recurrence.end_date', MESSAGES.endDateInPast);
    if (endDay > horizonDay) return fail('recurrence.end_date', MESSAGES.endDateBeyondHorizon);
    return { ok: true, value: { pattern, lastDay: endDay, maxCount: Number.POSITIVE_INFINITY } };
  }
  if (rule.ends !== 'occurrences') return fail('recurrence.ends', MESSAGES.invalidEnds);
  // "Switching to DAILY forces an end date": a daily count has no cap in the spec, so it is not accepted.
  if (pattern.kind === 'daily') return fail('recurrence.ends', MESSAGES.dailyNeedsEndDate);

  const count = rule.occurrences;
  if (typeof count !== 'number' || !Number.isInteger(count) || count < 1) {
    return fail('recurrence.occurrences', MESSAGES.occurrencesRequired);
  }
  const capKey = pattern.kind === 'monthly' ? 'monthly' : every === 2 ? 'biweekly' : 'weekly';
  if (count > RECURRENCE_LIMITS.maxOccurrences[capKey]) {
    return fail('recurrence.occurrences', MESSAGES.tooManyOccurrences[capKey]);
  }
  // Counted series still stop at the horizon: e.g. 12 monthly occurrences starting in two months would
  // otherwise reach 13 months ahead.
  return { ok: true, value: { pattern, lastDay: horizonDay, maxCount: count } };
}

/** The weekday set, or null when an entry is not a whole number 0-6 or repeats. */
function checkWeekdays(days: unknown): Set<number> | null {
  if (!Array.isArray(days)) return null;
  const weekdays = new Set<number>();
  for (const day of days) {
    if (typeof day !== 'number' || !Number.isInteger(day) || day < 0 || day > 6 || weekdays.has(day)) return null;
    weekdays.add(day);
  }
  return weekdays;
}

export function fail(field: string, message: string): { ok: false; field: string; message: string } {
  return { ok: false, field, message };
}
