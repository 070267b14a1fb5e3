/**
 * On which club-local days an availability rule applies, in the form the booking policy checks many times: the
 * rules' own calendar (occurrences.ts: ruleAppliesOn), with the rule's last day worked out once.
 */
import { dayNumberToDate, parseDateToDayNumber } from '../recurrence/civil-date.js';
import { ruleAppliesOn, ruleLastDate } from './occurrences.js';
import type { AvailabilityRule } from './types.js';

export interface RuleCalendar {
  applies(dayNumber: number): boolean;
}

export function ruleCalendar(
  rule: Pick<AvailabilityRule, 'start_date' | 'recurrence' | 'excluded_dates'>,
): RuleCalendar {
  const first = parseDateToDayNumber(rule.start_date);
  const last = parseDateToDayNumber(ruleLastDate(rule.start_date, rule.recurrence));
  if (first === null || last === null) return { applies: () => false };
  return { applies: (day) => day >= first && day <= last && ruleAppliesOn(rule, dayNumberToDate(day)) };
}
