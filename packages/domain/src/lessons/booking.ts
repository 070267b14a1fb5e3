import { entryAdmits } from '../availability/policy.js';
import type { BookingPerson, WhoCanBook } from '../availability/types.js';
import { addDaysToDate } from '../recurrence/civil-date.js';
import { utcToZonedParts, zonedDayBounds } from '../recurrence/zoned-time.js';

/**
 * Whether a place on a lesson may be booked now (spec 2: advance and buffer apply to lessons too): the window
 * opens at the club-local midnight `advance` days before the lesson's day and closes `buffer` hours before it
 * starts; a lesson that has started takes nobody.
 */
export function lessonBookingIssue(input: {
  now: Date;
  start: Date;
  timeZone: string;
  advance: number;
  buffer: number;
}): 'started' | 'too_far' | 'too_late' | null {
  const { now, start } = input;
  if (start.getTime() <= now.getTime()) return 'started';
  const day = utcToZonedParts(start, input.timeZone).date;
  const opens = zonedDayBounds(addDaysToDate(day, -input.advance), input.timeZone).start;
  if (now.getTime() < opens.getTime()) return 'too_far';
  if (now.getTime() > start.getTime() - input.buffer * 3_600_000) return 'too_late';
  return null;
}

/** Whether a place may be given back now: never when the lesson allows no cancellation, else up to `hours` before. */
export function lessonCancelIssue(input: {
  now: Date;
  start: Date;
  cancelAllowed: boolean;
  hours: number;
}): 'not_allowed' | 'too_late' | null {
  if (!input.cancelAllowed) return 'not_allowed';
  if (input.now.getTime() > input.start.getTime() - input.hours * 3_600_000) return 'too_late';
  return null;
}

/** Who may book a lesson: its who-can-book entries, or, when it has none, the club's members. */
export function lessonAdmits(entries: readonly WhoCanBook[], person: BookingPerson): boolean {
  if (entries.length === 0) return person.isMember;
  return entries.some((entry) => entryAdmits(entry, person));
}

/** Whether the special price is for this person (any of its entries admits them). */
export function paysSpecialPrice(entries: readonly WhoCanBook[], person: BookingPerson): boolean {
  return entries.some((entry) => entryAdmits(entry, person));
}
