import type { CreateAppointment, RecurrenceRuleValue } from '@fairplay/contracts';
import {
  checkNewTimes,
  expandSeries,
  validateMultipleDates,
  type Outcome,
  type RecurrenceRule,
  type TimeRange,
  type WallClock,
} from '@fairplay/domain';
import { fieldError } from '../../errors.js';

export const REPEAT_OR_LIST_MESSAGE = 'Chose either “Do you want to repeat?” or “List Different Times” function';

/**
 * The series rules name the lesson form's fields; a create call's body has no start_date (the day is part of
 * start_time), so a refusal of the start date names start_time.
 */
const BODY_FIELD_OF: Readonly<Record<string, string>> = { start_date: 'start_time' };

function unwrap<T>(outcome: Outcome<T>): T {
  if (!outcome.ok) throw fieldError(BODY_FIELD_OF[outcome.field] ?? outcome.field, outcome.message);
  return outcome.value;
}

/**
 * New times of an occurrence as the club's wall clock (the local day and the two times, an end at the next local
 * midnight written '00:00'), checked by @fairplay/domain's checkNewTimes for create, update and drag_and_drop
 * alike; a refusal is a 400 naming the caller's field for the start or the end.
 */
export function checkedWallClock(
  start: Date,
  end: Date,
  timeZone: string,
  past: { now: Date; kept: Date | null } | null,
  fields: { start: string; end: string } = { start: 'start_time', end: 'end_time' },
): WallClock {
  const checked = checkNewTimes(start, end, timeZone, past);
  if (!checked.ok) throw fieldError(fields[checked.field], checked.message);
  return checked.value;
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
  // The past is checked on the first occurrence by expandSeries.
  const wall = checkedWallClock(new Date(body.start_time), new Date(body.end_time), timeZone, null);
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

/**
 * The occurrences of a repeat priced before booking (appointment/price, issue 24), expanded exactly as add_book
 * would, so the price covers the same dates; a bad repeat is the same 400 naming its field.
 */
export function repeatOf(
  body: { start_time: string; end_time: string; recurrence: RecurrenceRuleValue | null },
  timeZone: string,
  now: Date,
): TimeRange[] {
  return planOccurrences({ ...body, multipleDates: [] }, timeZone, now);
}
