/**
 * Expands a validated series into its occurrences (spec 2, section 4 "Repeat types"):
 * - DAILY: every day from the start date;
 * - WEEKLY: the chosen weekdays from the start date on (the start date only if its weekday is chosen);
 * - BI-WEEKLY: the same, in every other Monday-based week, starting with the start date's week;
 * - MONTHLY: the start date's day of month; months without that day (the 31st in April …) are skipped.
 * Each occurrence is placed on the club's wall clock, so 18:00 stays 18:00 local across DST changes.
 */
import {
  dayNumberToParts,
  daysInMonth,
  civilToMs,
  MS_PER_DAY,
  MS_PER_MINUTE,
  weekdayOfDayNumber,
} from './civil-date.js';
import { RECURRENCE_MESSAGES as MESSAGES } from './limits.js';
import { type Outcome, type SeriesInput, type TimeRange } from './types.js';
import { fail, planSeries, type SeriesPlan } from './validate.js';
import { wallMsToUtcMs } from './zoned-time.js';

/**
 * The occurrences of a series as UTC ranges, ascending, or the first problem found (field and message).
 * `now` decides the club-local today, the 12-month horizon and what is in the past.
 */
export function expandSeries(input: SeriesInput, now: Date): Outcome<TimeRange[]> {
  const planned = planSeries(input, now);
  if (!planned.ok) return planned;
  const plan = planned.value;
  const { zone, startMinutes, endMinutes, maxCount } = plan;

  const ranges: TimeRange[] = [];
  forEachCandidateDay(plan, (dayNumber) => {
    const dayMs = dayNumber * MS_PER_DAY;
    const start = wallMsToUtcMs(zone, dayMs + startMinutes * MS_PER_MINUTE);
    const end = wallMsToUtcMs(zone, dayMs + endMinutes * MS_PER_MINUTE);
    // Only on a spring-forward night: a start inside the skipped hour moves past the gap (02:30 → 03:30)
    // while an end just after it (03:00) does not, so e.g. 02:30-03:00 has no real time that day and is
    // skipped. A counted series then continues to the next matching day to reach its count.
    if (end > start) ranges.push({ start: new Date(start), end: new Date(end) });
    return ranges.length < maxCount;
  });

  const first = ranges[0];
  if (!first) {
    return plan.pattern.kind === 'single'
      ? fail('start_time', MESSAGES.invalidDateRange)
      : fail('recurrence', MESSAGES.noOccurrences);
  }
  if (first.start.getTime() < now.getTime()) return fail('start_time', MESSAGES.pastStart);
  return { ok: true, value: ranges };
}

/** Calls `visit` with each day number of the pattern from the start day to the last day, until it returns false. */
function forEachCandidateDay(plan: SeriesPlan, visit: (dayNumber: number) => boolean): void {
  const { pattern, startDay, lastDay } = plan;
  switch (pattern.kind) {
    case 'single':
      visit(startDay);
      return;
    case 'daily':
      for (let day = startDay; day <= lastDay; day++) if (!visit(day)) return;
      return;
    case 'weekly': {
      const firstMonday = startDay - weekdayOfDayNumber(startDay);
      for (let day = startDay; day <= lastDay; day++) {
        if (!pattern.weekdays.has(weekdayOfDayNumber(day))) continue;
        const weekIndex = Math.floor((day - firstMonday) / 7);
        if (pattern.every === 2 && weekIndex % 2 !== 0) continue;
        if (!visit(day)) return;
      }
      return;
    }
    case 'monthly': {
      const { year, month, day: dayOfMonth } = dayNumberToParts(startDay);
      for (let offset = 0; ; offset++) {
        const monthIndex = year * 12 + (month - 1) + offset;
        const targetYear = Math.floor(monthIndex / 12);
        const targetMonth = (monthIndex % 12) + 1;
        if (dayOfMonth > daysInMonth(targetYear, targetMonth)) continue;
        const day = civilToMs(targetYear, targetMonth, dayOfMonth) / MS_PER_DAY;
        if (day > lastDay || !visit(day)) return;
      }
    }
  }
}
