import type { CreateAppointment } from '@fairplay/contracts';
import {
  expandSeries,
  utcToZonedParts,
  validateMultipleDates,
  type Outcome,
  type RecurrenceRule,
  type TimeRange,
} from '@fairplay/domain';
import { fieldError } from '../../errors.js';

export const REPEAT_OR_LIST_MESSAGE = 'Chose either “Do you want to repeat?” or “List Different Times” function';
const SAME_DAY_MESSAGE = 'Selected range should be for same day';

function unwrap<T>(outcome: Outcome<T>): T {
  if (!outcome.ok) throw fieldError(outcome.field, outcome.message);
  return outcome.value;
}

/**
 * A start and end instant as the club's wall clock: the local day and the two times, where an end at the
 * next local midnight is written '00:00' (it belongs to the same day, spec 2 section 2).
 */
export function wallClockOf(
  start: Date,
  end: Date,
  timeZone: string,
): { date: string; startTime: string; endTime: string } {
  const from = utcToZonedParts(start, timeZone);
  const to = utcToZonedParts(end, timeZone);
  const endsAtMidnight = to.time === '00:00' && end > start && end.getTime() - start.getTime() <= 24 * 3600_000;
  if (to.date !== from.date && !endsAtMidnight) throw fieldError('end_time', SAME_DAY_MESSAGE);
  return { date: from.date, startTime: from.time, endTime: to.time };
}

/** The occurrences a create call asks for: one range, a repeating series, or a list of different times. */
export function planOccurrences(
  body: Pick<CreateAppointment, 'start_time' | 'end_time' | 'recurrence' | 'multipleDates'>,
  timeZone: string,
  now: Date,
): TimeRange[] {
  if (body.multipleDates.length > 0) {
    if (body.recurrence) throw fieldError('multipleDates', REPEAT_OR_LIST_MESSAGE);
    return unwrap(validateMultipleDates(body.multipleDates, timeZone, now));
  }
  const start = new Date(body.start_time);
  const end = new Date(body.end_time);
  if (!(end > start)) throw fieldError('end_time', 'Please provide valid date range');
  const wall = wallClockOf(start, end, timeZone);
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
  );
}
