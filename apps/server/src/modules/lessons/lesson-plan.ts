import type { LessonInput } from '@fairplay/contracts';
import {
  checkNewTimes,
  expandSeries,
  lessonTimesMessage,
  validateMultipleDates,
  type Outcome,
  type RecurrenceRule,
  type TimeRange,
} from '@fairplay/domain';
import { fieldError } from '../../errors.js';

export const REPEAT_OR_LIST_MESSAGE = 'Chose either “Do you want to repeat?” or “List Different Times” function';

function unwrap<T>(outcome: Outcome<T>, rename: Record<string, string>): T {
  if (!outcome.ok) {
    const field = outcome.field.replace(/^multipleDates/, 'multipleDatesForSingleDay');
    throw fieldError(rename[field] ?? field, lessonTimesMessage(outcome.message));
  }
  return outcome.value;
}

/**
 * The times a lesson form asks for: one range, a repeat (the court sheet's recurrence, in the club's zone), or
 * up to 10 different times of the same day each (spec 2 section 5's messages, from @fairplay/domain).
 */
export function planLessonTimes(
  body: Pick<LessonInput, 'start_time' | 'end_time' | 'recurrence' | 'multipleDatesForSingleDay'>,
  timeZone: string,
  now: Date,
): TimeRange[] {
  if (body.multipleDatesForSingleDay.length > 0) {
    if (body.recurrence) throw fieldError('multipleDatesForSingleDay', REPEAT_OR_LIST_MESSAGE);
    return unwrap(validateMultipleDates(body.multipleDatesForSingleDay, timeZone, now), {});
  }
  const checked = checkNewTimes(new Date(body.start_time), new Date(body.end_time), timeZone, { now, kept: null });
  if (!checked.ok)
    throw fieldError(checked.field === 'start' ? 'start_time' : 'end_time', lessonTimesMessage(checked.message));
  const wall = checked.value;
  return unwrap(
    expandSeries(
      {
        timeZone,
        startDate: wall.date,
        startTime: wall.startTime,
        endTime: wall.endTime,
        recurrence: (body.recurrence as RecurrenceRule | null) ?? null,
      },
      now,
    ),
    { start_date: 'start_time' },
  );
}
