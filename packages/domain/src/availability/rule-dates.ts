/**
 * On which club-local days an availability rule applies (spec 2 section 4 "Repeat types", the same calendar as a
 * booking series): its first day, then daily, weekly or bi-weekly on its weekdays, or monthly on its day of month,
 * until its end date or its count of occurrences, less its excluded dates (single-day overrides).
 */
import {
  dayNumberToParts,
  daysInMonth,
  parseDateToDayNumber,
  weekdayOfDayNumber,
} from '../recurrence/civil-date.js';
import type { AvailabilityRule } from './types.js';

/** A rule's calendar, parsed once so the check of one day is a few integer steps. */
export interface RuleCalendar {
  applies(dayNumber: number): boolean;
}

const NEVER: RuleCalendar = { applies: () => false };

export function ruleCalendar(rule: Pick<AvailabilityRule, 'start_date' | 'recurrence' | 'excluded_dates'>): RuleCalendar {
  const startDay = parseDateToDayNumber(rule.start_date);
  if (startDay === null) return NEVER;
  const excluded = new Set<number>();
  for (const date of rule.excluded_dates) {
    const day = parseDateToDayNumber(date);
    if (day !== null) excluded.add(day);
  }
  const recurrence = rule.recurrence;
  if (!recurrence) return { applies: (day) => day === startDay && !excluded.has(day) };
  const endDay =
    recurrence.ends === 'date' && recurrence.end_date
      ? (parseDateToDayNumber(recurrence.end_date) ?? startDay)
      : Number.POSITIVE_INFINITY;
  const maxCount = recurrence.ends === 'occurrences' ? (recurrence.occurrences ?? 1) : Number.POSITIVE_INFINITY;
  const weekdays = new Set(recurrence.days.length > 0 ? recurrence.days : [weekdayOfDayNumber(startDay)]);
  const firstMonday = startDay - weekdayOfDayNumber(startDay);
  const start = dayNumberToParts(startDay);

  /** Whether `day` is on the pattern, and its 0-based index among the pattern's days (counted series only). */
  const onPattern = (day: number): boolean => {
    switch (recurrence.frequency) {
      case 'daily':
        return true;
      case 'weekly': {
        if (!weekdays.has(weekdayOfDayNumber(day))) return false;
        const week = Math.floor((day - firstMonday) / 7);
        return recurrence.every !== 2 || week % 2 === 0;
      }
      case 'monthly':
        return dayNumberToParts(day).day === start.day;
    }
  };
  const indexOf = (day: number): number => {
    switch (recurrence.frequency) {
      case 'daily':
        return day - startDay;
      case 'weekly': {
        let count = 0;
        for (let d = startDay; d < day; d++) if (onPattern(d)) count++;
        return count;
      }
      case 'monthly': {
        const at = dayNumberToParts(day);
        let count = 0;
        for (let m = start.year * 12 + start.month - 1; m < at.year * 12 + at.month - 1; m++) {
          if (start.day <= daysInMonth(Math.floor(m / 12), (m % 12) + 1)) count++;
        }
        return count;
      }
    }
  };
  return {
    applies(day) {
      if (day < startDay || day > endDay || excluded.has(day) || !onPattern(day)) return false;
      return maxCount === Number.POSITIVE_INFINITY || indexOf(day) < maxCount;
    },
  };
}
