/**
 * Lesson form "List Different Times" (spec 2 sections 5 and 9): instead of a repeat, up to 10 explicit
 * ranges, each within one club-local day, none overlapping another and none in the past.
 */
import { MS_PER_DAY } from './civil-date.js';
import { RECURRENCE_LIMITS, RECURRENCE_MESSAGES as MESSAGES } from './limits.js';
import { type Outcome, type TimeRange } from './types.js';
import { fail, horizonDayFrom } from './validate.js';
import { getZone, isValidTimeZone, wallMsToUtcMs, type Zone, zonedDayNumber } from './zoned-time.js';

/** An ISO 8601 instant with an explicit offset, so the meaning never depends on the server's zone. */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/i;

interface IndexedRange extends TimeRange {
  index: number;
}

/**
 * The ranges as UTC instants sorted by start, or the first problem found. Problems with one entry name the
 * field `multipleDates.<index>` (its index in the list as given); list-wide ones name `multipleDates`.
 */
export function validateMultipleDates(
  ranges: { start_time: string; end_time: string }[],
  timeZone: string,
  now: Date,
): Outcome<TimeRange[]> {
  const nowMs = now.getTime();
  if (Number.isNaN(nowMs)) throw new RangeError('validateMultipleDates needs a valid `now`');
  if (!isValidTimeZone(timeZone)) return fail('timeZone', MESSAGES.invalidTimeZone);
  if (!Array.isArray(ranges) || ranges.length === 0) return fail('multipleDates', MESSAGES.emptyList);
  if (ranges.length > RECURRENCE_LIMITS.maxMultipleDates) return fail('multipleDates', MESSAGES.listingCount);

  const zone = getZone(timeZone);
  const horizonDay = horizonDayFrom(zonedDayNumber(zone, nowMs));
  const parsed: IndexedRange[] = [];
  for (const [index, range] of ranges.entries()) {
    const field = `multipleDates.${index}`;
    const start = parseInstant(range?.start_time);
    const end = parseInstant(range?.end_time);
    if (start === null || end === null || end <= start) return fail(field, MESSAGES.invalidSelectedRange);
    if (!isWithinOneDay(zone, start, end)) return fail(field, MESSAGES.notSameDay);
    if (start < nowMs) return fail(field, MESSAGES.pastStart);
    // The same 12-month horizon as repeats, so a list cannot book further ahead than a series can.
    if (zonedDayNumber(zone, start) > horizonDay) return fail(field, MESSAGES.listBeyondHorizon);
    parsed.push({ start: new Date(start), end: new Date(end), index });
  }

  parsed.sort((a, b) => a.start.getTime() - b.start.getTime() || a.index - b.index);
  let latestEnd = Number.NEGATIVE_INFINITY;
  for (const current of parsed) {
    // Ranges are half-open, so one ending at 10:00 and the next starting at 10:00 do not overlap.
    if (current.start.getTime() < latestEnd) return fail(`multipleDates.${current.index}`, MESSAGES.overlappingRanges);
    latestEnd = Math.max(latestEnd, current.end.getTime());
  }
  return { ok: true, value: parsed.map(({ start, end }) => ({ start, end })) };
}

function parseInstant(value: unknown): number | null {
  if (typeof value !== 'string' || !ISO_INSTANT.test(value)) return null;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? null : ms;
}

/** Start and end on the same club-local date; ending exactly at the next local midnight still counts. */
function isWithinOneDay(zone: Zone, startMs: number, endMs: number): boolean {
  const startDay = zonedDayNumber(zone, startMs);
  if (zonedDayNumber(zone, endMs) === startDay) return true;
  return endMs === wallMsToUtcMs(zone, (startDay + 1) * MS_PER_DAY);
}
