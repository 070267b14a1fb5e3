/**
 * Which club-local days an availability rule applies on, and its rows placed on those days as UTC ranges. A rule's
 * recurrence repeats days (spec 2 section 4 "Repeat types"): DAILY, WEEKLY/BI-WEEKLY on chosen weekdays (none
 * chosen: the start date's weekday), MONTHLY on the start date's day of month; it ends on a date or after a number
 * of days. A row's own weekdays narrow the rule's days further.
 */
import {
  MS_PER_DAY,
  MS_PER_MINUTE,
  dayNumberToDate,
  dayNumberToParts,
  parseDateToDayNumber,
  weekdayOfDayNumber,
} from '../recurrence/civil-date.js';
import type { RecurrenceRule } from '../recurrence/types.js';
import { getZone, wallMsToUtcMs } from '../recurrence/zoned-time.js';
import type { AvailabilityRule, RuleRow } from './types.js';

/** A rule's days never run past this many days after its start (a counted daily repeat is refused anyway). */
const MAX_SPAN_DAYS = 800;

function dayOf(date: string): number {
  const day = parseDateToDayNumber(date);
  if (day === null) throw new RangeError(`Invalid date '${date}', expected YYYY-MM-DD`);
  return day;
}

/** Whether the pattern (ignoring its end) falls on `day`, given the start day. */
function matchesPattern(startDay: number, recurrence: RecurrenceRule | null, day: number): boolean {
  if (day < startDay) return false;
  if (!recurrence) return day === startDay;
  switch (recurrence.frequency) {
    case 'daily':
      return true;
    case 'monthly':
      return dayNumberToParts(day).day === dayNumberToParts(startDay).day;
    case 'weekly': {
      const weekdays = recurrence.days.length > 0 ? recurrence.days : [weekdayOfDayNumber(startDay)];
      if (!weekdays.includes(weekdayOfDayNumber(day))) return false;
      const weekOf = (d: number) => d - weekdayOfDayNumber(d);
      return ((weekOf(day) - weekOf(startDay)) / 7) % (recurrence.every === 2 ? 2 : 1) === 0;
    }
  }
}

/** The last club-local day a rule can apply: the start date, the repeat end date, or its last counted day. */
export function ruleLastDate(startDate: string, recurrence: RecurrenceRule | null): string {
  const startDay = dayOf(startDate);
  if (!recurrence) return startDate;
  if (recurrence.ends === 'date' && recurrence.end_date) return recurrence.end_date;
  let left = Math.max(1, recurrence.occurrences ?? 1);
  let last = startDay;
  for (let day = startDay; day <= startDay + MAX_SPAN_DAYS && left > 0; day += 1) {
    if (matchesPattern(startDay, recurrence, day)) {
      last = day;
      left -= 1;
    }
  }
  return dayNumberToDate(last);
}

/** Whether the rule applies on a club-local date (its pattern, its end, and not an excluded date). */
export function ruleAppliesOn(
  rule: Pick<AvailabilityRule, 'start_date' | 'recurrence' | 'excluded_dates'>,
  date: string,
): boolean {
  const day = dayOf(date);
  const startDay = dayOf(rule.start_date);
  if (!matchesPattern(startDay, rule.recurrence, day)) return false;
  if (day > dayOf(ruleLastDate(rule.start_date, rule.recurrence))) return false;
  return !rule.excluded_dates.includes(date);
}

/** Minutes of the day of an 'HH:mm' row time; an end of '00:00' is midnight at the end of the day (1440). */
export function rowMinutes(row: Pick<RuleRow, 'start_time' | 'end_time'>): { start: number; end: number } {
  const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
  const start = minutes(row.start_time);
  const end = minutes(row.end_time);
  return { start, end: end === 0 ? 1440 : end };
}

/** One row of one rule on one court on one day, as UTC instants. */
export interface RuleOccurrence {
  rule: AvailabilityRule;
  row: RuleRow;
  courtId: number;
  date: string;
  start: Date;
  end: Date;
}

/**
 * The rule's rows on its courts (of `courtIds`, all when null) that overlap [from, to), ordered by start, court and
 * row. Each row sits on the club's wall clock, so 18:00 stays 18:00 local across DST changes.
 */
export function ruleOccurrences(
  rule: AvailabilityRule,
  timeZone: string,
  from: Date,
  to: Date,
  courtIds: readonly number[] | null = null,
): RuleOccurrence[] {
  const zone = getZone(timeZone);
  // Every club-local day whose hours can touch the window (zones are within ±14 hours of UTC).
  const firstDay = Math.floor((from.getTime() - 15 * 3600_000) / MS_PER_DAY);
  const lastDay = Math.floor((to.getTime() + 15 * 3600_000) / MS_PER_DAY);
  const courts = courtIds ? rule.court_ids.filter((id) => courtIds.includes(id)) : rule.court_ids;
  const out: RuleOccurrence[] = [];
  if (courts.length === 0) return out;
  for (let day = Math.max(firstDay, dayOf(rule.start_date)); day <= lastDay; day += 1) {
    const date = dayNumberToDate(day);
    if (!ruleAppliesOn(rule, date)) continue;
    const weekday = weekdayOfDayNumber(day);
    for (const row of rule.rows) {
      if (row.days.length > 0 && !row.days.includes(weekday)) continue;
      const { start: startMinute, end: endMinute } = rowMinutes(row);
      const start = wallMsToUtcMs(zone, day * MS_PER_DAY + startMinute * MS_PER_MINUTE);
      const end = wallMsToUtcMs(zone, day * MS_PER_DAY + endMinute * MS_PER_MINUTE);
      if (!(end > start) || end <= from.getTime() || start >= to.getTime()) continue;
      for (const courtId of courts) {
        out.push({ rule, row, courtId, date, start: new Date(start), end: new Date(end) });
      }
    }
  }
  return out.sort((a, b) => a.start.getTime() - b.start.getTime() || a.courtId - b.courtId || a.row.id - b.row.id);
}
