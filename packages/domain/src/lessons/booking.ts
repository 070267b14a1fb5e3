import { entryAdmits, filtersAdmit } from '../availability/policy.js';
import type { BookingPerson, RuleFilters, WhoCanBook } from '../availability/types.js';
import { addDaysToDate } from '../recurrence/civil-date.js';
import { utcToZonedParts, zonedDayBounds } from '../recurrence/zoned-time.js';

/**
 * Whether a place on a lesson may be booked now (spec 2: advance and buffer apply to lessons too): a closed lesson
 * takes nobody; the window opens at the club-local midnight `advance` days before the lesson's day and closes
 * `buffer` hours, or `allowBookingUntil` hours when that is later, before it starts; a started lesson takes nobody.
 */
export function lessonBookingIssue(input: {
  now: Date;
  start: Date;
  timeZone: string;
  advance: number;
  buffer: number;
  /** The lesson's allow_booking_until: booking closes this many hours before the start (null: buffer alone). */
  allowBookingUntil?: number | null;
  closed?: boolean;
}): 'started' | 'closed' | 'too_far' | 'too_late' | null {
  const { now, start } = input;
  if (start.getTime() <= now.getTime()) return 'started';
  if (input.closed) return 'closed';
  const day = utcToZonedParts(start, input.timeZone).date;
  const opens = zonedDayBounds(addDaysToDate(day, -input.advance), input.timeZone).start;
  if (now.getTime() < opens.getTime()) return 'too_far';
  const hours = Math.max(input.buffer, input.allowBookingUntil ?? 0);
  if (now.getTime() > start.getTime() - hours * 3_600_000) return 'too_late';
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

/** Who-can-book filters that limit nobody. */
export const NO_FILTERS: RuleFilters = { min_age: null, max_age: null, min_level: null, max_level: null, gender: null };

/**
 * Who may book a lesson: its who-can-book entries (or, when it has none, the club's members) who also pass its
 * who-can-book filters (age, level, gender), exactly as an availability rule's filters admit.
 */
export function lessonAdmits(
  entries: readonly WhoCanBook[],
  person: BookingPerson,
  filters: RuleFilters = NO_FILTERS,
): boolean {
  const who = entries.length === 0 ? person.isMember : entries.some((entry) => entryAdmits(entry, person));
  return who && filtersAdmit(filters, person);
}

/** Whether the special price is for this person (any of its entries admits them). */
export function paysSpecialPrice(entries: readonly WhoCanBook[], person: BookingPerson): boolean {
  return entries.some((entry) => entryAdmits(entry, person));
}
