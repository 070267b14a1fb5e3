import type { RecurrenceRule } from './types.js';

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

function listOf(words: string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

/**
 * How a booking repeats, in words for its details: "Repeats every week on Tuesday and Thursday", "Repeats every
 * other week on Monday", "Repeats every day", "Repeats every month". `startWeekday` (Monday = 0) stands for a
 * weekly rule without chosen days, which repeats on its first day's weekday.
 */
export function describeRecurrence(rule: RecurrenceRule, startWeekday: number): string {
  if (rule.frequency === 'daily') return 'Repeats every day';
  if (rule.frequency === 'monthly') return 'Repeats every month';
  const days = (rule.days.length > 0 ? [...rule.days].sort((a, b) => a - b) : [startWeekday]).map(
    (day) => WEEKDAYS[day] ?? '',
  );
  return `Repeats every ${rule.every === 2 ? 'other week' : 'week'} on ${listOf(days)}`;
}
