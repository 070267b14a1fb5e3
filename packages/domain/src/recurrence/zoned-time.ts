/**
 * Conversions between UTC instants and a club's wall clock, built on Intl.DateTimeFormat only (no tz
 * library). Club times are wall-clock times: a lesson at 18:00 stays at 18:00 local across daylight-saving
 * changes, so its UTC instant moves by the DST shift.
 *
 * Speed: formatToParts costs a few microseconds, and a 150,000-occurrence benchmark would need about a
 * million calls. So each zone caches its formatter and the UTC offset of every 15-minute UTC bucket it has
 * seen. Current zones only change offset on quarter-hour boundaries; a bucket is cached only after checking
 * its first and last second agree, so the rare historic zone with odd transitions stays exact.
 */
import {
  civilToMs,
  dayNumberToDate,
  minutesToTime,
  MS_PER_DAY,
  MS_PER_MINUTE,
  parseDateToDayNumber,
  parseTimeToMinutes,
  weekdayOfDayNumber,
} from './civil-date.js';
import { type TimeRange } from './types.js';

const BUCKET_MS = 15 * MS_PER_MINUTE;
/** Offsets are cached per zone up to this many buckets (about 2 years of quarter hours), then the cache restarts. */
const MAX_CACHED_BUCKETS = 70_000;
/** Zone names are case-insensitive for Intl, so bound the number of cached spellings too. */
const MAX_CACHED_ZONES = 500;
/** Marks a bucket that contains an offset change, so lookups inside it ask Intl directly. */
const MIXED_BUCKET = Number.NaN;

/** A time zone prepared for fast conversions; obtain it with getZone. */
export interface Zone {
  readonly name: string;
  readonly formatter: Intl.DateTimeFormat;
  readonly offsets: Map<number, number>;
}

const zones = new Map<string, Zone>();

/** The cached zone for an IANA name; throws RangeError when Intl does not know the zone. */
export function getZone(timeZone: string): Zone {
  const cached = zones.get(timeZone);
  if (cached) return cached;
  if (typeof timeZone !== 'string' || timeZone.trim() === '')
    throw new RangeError(`Invalid time zone '${String(timeZone)}'`);
  const formatter = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    era: 'short',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
  if (zones.size >= MAX_CACHED_ZONES) zones.clear();
  const zone: Zone = { name: timeZone, formatter, offsets: new Map() };
  zones.set(timeZone, zone);
  return zone;
}

/** True when Intl accepts the IANA zone name. */
export function isValidTimeZone(timeZone: unknown): timeZone is string {
  if (typeof timeZone !== 'string') return false;
  try {
    getZone(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** Offset (local minus UTC, in ms) at an instant, straight from Intl. */
function intlOffsetMs(zone: Zone, instantMs: number): number {
  let year = 0;
  let month = 1;
  let day = 1;
  let hour = 0;
  let minute = 0;
  let second = 0;
  let beforeChrist = false;
  for (const part of zone.formatter.formatToParts(instantMs)) {
    switch (part.type) {
      case 'year':
        year = Number(part.value);
        break;
      case 'month':
        month = Number(part.value);
        break;
      case 'day':
        day = Number(part.value);
        break;
      case 'hour':
        hour = Number(part.value);
        break;
      case 'minute':
        minute = Number(part.value);
        break;
      case 'second':
        second = Number(part.value);
        break;
      case 'era':
        beforeChrist = part.value === 'BC';
        break;
      default:
        break;
    }
  }
  if (beforeChrist) year = 1 - year;
  // Intl drops milliseconds, so compare against the instant floored to its second.
  return civilToMs(year, month, day, hour, minute, second) - (instantMs - mod(instantMs, 1000));
}

/** Offset (local minus UTC, in ms) in effect at a UTC instant. */
export function offsetAt(zone: Zone, instantMs: number): number {
  const bucket = Math.floor(instantMs / BUCKET_MS);
  const cached = zone.offsets.get(bucket);
  if (cached !== undefined && !Number.isNaN(cached)) return cached;
  if (cached !== undefined) return intlOffsetMs(zone, instantMs);
  const bucketStart = bucket * BUCKET_MS;
  const first = intlOffsetMs(zone, bucketStart);
  const last = intlOffsetMs(zone, bucketStart + BUCKET_MS - 1000);
  if (zone.offsets.size >= MAX_CACHED_BUCKETS) zone.offsets.clear();
  zone.offsets.set(bucket, first === last ? first : MIXED_BUCKET);
  return first === last ? first : intlOffsetMs(zone, instantMs);
}

/**
 * UTC instant (ms) of a wall-clock time given as "civil ms" (the wall time read as if it were UTC).
 *
 * The offsets one day before and after bracket any single DST change near the wall time:
 * - no change: one candidate, the common case, answered from the cache;
 * - fall back (the wall time happens twice): both candidates are real; take the earlier, first instant;
 * - spring forward (the wall time never happens, e.g. 02:30 in Chicago on 2026-03-08): neither candidate is
 *   real. We apply the offset from before the change, which lands the same distance past the gap in wall
 *   time: 02:30 becomes 03:30 (one hour later; 30 minutes for Lord Howe's half-hour shift). A slot starting
 *   inside the gap therefore starts at the matching time right after it, and so keeps its length.
 */
export function wallMsToUtcMs(zone: Zone, wallMs: number): number {
  const before = offsetAt(zone, wallMs - MS_PER_DAY);
  const after = offsetAt(zone, wallMs + MS_PER_DAY);
  if (before === after) return wallMs - before;
  const early = wallMs - before;
  const late = wallMs - after;
  const earlyExists = offsetAt(zone, early) === before;
  const lateExists = offsetAt(zone, late) === after;
  if (earlyExists && lateExists) return Math.min(early, late);
  if (earlyExists) return early;
  if (lateExists) return late;
  return early;
}

/**
 * The UTC instant of a club-local date and 'HH:mm' time. Gap and overlap handling as in wallMsToUtcMs.
 * Throws RangeError on a malformed date or time or an unknown zone.
 */
export function zonedWallTimeToUtc(date: string, time: string, timeZone: string): Date {
  const dayNumber = parseDateToDayNumber(date);
  if (dayNumber === null) throw new RangeError(`Invalid date '${date}', expected YYYY-MM-DD`);
  const minutes = parseTimeToMinutes(time);
  if (minutes === null) throw new RangeError(`Invalid time '${time}', expected HH:mm`);
  return new Date(wallMsToUtcMs(getZone(timeZone), dayNumber * MS_PER_DAY + minutes * MS_PER_MINUTE));
}

/** Club-local date, 'HH:mm' (seconds dropped) and weekday (Monday = 0) of a UTC instant. */
export function utcToZonedParts(instant: Date, timeZone: string): { date: string; time: string; weekday: number } {
  const instantMs = instant.getTime();
  if (Number.isNaN(instantMs)) throw new RangeError('Invalid instant');
  const wallMs = instantMs + offsetAt(getZone(timeZone), instantMs);
  const dayNumber = Math.floor(wallMs / MS_PER_DAY);
  const minutes = Math.floor((wallMs - dayNumber * MS_PER_DAY) / MS_PER_MINUTE);
  return { date: dayNumberToDate(dayNumber), time: minutesToTime(minutes), weekday: weekdayOfDayNumber(dayNumber) };
}

/** Day number of the club-local date at an instant: how the club's "today" is found from `now`. */
export function zonedDayNumber(zone: Zone, instantMs: number): number {
  return Math.floor((instantMs + offsetAt(zone, instantMs)) / MS_PER_DAY);
}

/**
 * [local midnight, next local midnight) of a club-local date as UTC instants. The day lasts 23 hours on a
 * spring-forward date and 25 on a fall-back date. Where midnight itself is skipped (zones that change at
 * 00:00) the day starts at the first wall time that exists, 01:00.
 */
export function zonedDayBounds(date: string, timeZone: string): TimeRange {
  const dayNumber = parseDateToDayNumber(date);
  if (dayNumber === null) throw new RangeError(`Invalid date '${date}', expected YYYY-MM-DD`);
  const zone = getZone(timeZone);
  return {
    start: new Date(wallMsToUtcMs(zone, dayNumber * MS_PER_DAY)),
    end: new Date(wallMsToUtcMs(zone, (dayNumber + 1) * MS_PER_DAY)),
  };
}

function mod(value: number, divisor: number): number {
  return ((value % divisor) + divisor) % divisor;
}
