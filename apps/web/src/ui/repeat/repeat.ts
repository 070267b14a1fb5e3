import type { RecurrenceRuleInput } from '@fairplay/contracts';
import { RECURRENCE_LIMITS, weekdayOfDate } from '@fairplay/domain';

/** The recurrence picker's values and rules (spec 2 section 4 "Repeat types"), shared by bookings and rules. */
export type RepeatFrequency = 'daily' | 'weekly' | 'biweekly' | 'monthly';

export interface RepeatValues {
  enabled: boolean;
  frequency: RepeatFrequency;
  /** Monday = 0 … Sunday = 6 (weekly and bi-weekly). */
  days: number[];
  ends: 'date' | 'occurrences';
  endDate: string;
  occurrences: number;
}

export const REPEAT_OR_LIST_MESSAGE = 'Chose either “Do you want to repeat?” or “List Different Times” function';

export const OCCURRENCE_CAPS: Record<RepeatFrequency, number> = {
  daily: RECURRENCE_LIMITS.maxOccurrences.daily,
  weekly: RECURRENCE_LIMITS.maxOccurrences.weekly,
  biweekly: RECURRENCE_LIMITS.maxOccurrences.biweekly,
  monthly: RECURRENCE_LIMITS.maxOccurrences.monthly,
};

/** Repeat off: daily, the current weekday, ending on the current day (spec 2 section 4). */
export function resetRepeat(date: string): RepeatValues {
  // A repeat happens more than once: "after a number of times" starts at four (a month of weekly play).
  return {
    enabled: false,
    frequency: 'daily',
    days: [weekdayOfDate(date)],
    ends: 'date',
    endDate: date,
    occurrences: 4,
  };
}

/** Switching to daily forces the end by date. */
export function withFrequency(repeat: RepeatValues, frequency: RepeatFrequency): RepeatValues {
  const occurrences = Math.min(repeat.occurrences, OCCURRENCE_CAPS[frequency]);
  return { ...repeat, frequency, occurrences, ends: frequency === 'daily' ? 'date' : repeat.ends };
}

export function recurrenceOf(repeat: RepeatValues): RecurrenceRuleInput | null {
  if (!repeat.enabled) return null;
  const weekly = repeat.frequency === 'weekly' || repeat.frequency === 'biweekly';
  return {
    frequency: weekly ? 'weekly' : (repeat.frequency as 'daily' | 'monthly'),
    every: repeat.frequency === 'biweekly' ? 2 : 1,
    days: weekly ? [...repeat.days].sort((a, b) => a - b) : [],
    ends: repeat.ends,
    ...(repeat.ends === 'date' ? { end_date: repeat.endDate } : { occurrences: repeat.occurrences }),
  };
}
