import { addDaysToDate } from '../recurrence/civil-date.js';
import { utcToZonedParts, zonedWallTimeToUtc } from '../recurrence/zoned-time.js';

/** New local times for an occurrence: its day, and start and end times ('00:00' as end means the next midnight). */
export interface WallClock {
  date: string;
  startTime: string;
  endTime: string;
}

/**
 * The new times of each occurrence when one of them (the anchor) moves to `wall`. A moved occurrence keeps its
 * place in the series: each one moves by the same number of local days and takes the new local times, so 18:00
 * stays 18:00 across a DST change.
 */
export function retime(
  rows: readonly { id: number; startsAt: Date }[],
  anchorStart: Date,
  wall: WallClock,
  timeZone: string,
): Map<number, { startsAt: Date; endsAt: Date }> {
  const times = new Map<number, { startsAt: Date; endsAt: Date }>();
  const anchorDate = utcToZonedParts(anchorStart, timeZone).date;
  const dayShift = Math.round(
    (Date.parse(`${wall.date}T00:00:00Z`) - Date.parse(`${anchorDate}T00:00:00Z`)) / 86_400_000,
  );
  for (const row of rows) {
    const date = addDaysToDate(utcToZonedParts(row.startsAt, timeZone).date, dayShift);
    const startsAt = zonedWallTimeToUtc(date, wall.startTime, timeZone);
    const endsAt =
      wall.endTime === '00:00'
        ? zonedWallTimeToUtc(addDaysToDate(date, 1), '00:00', timeZone)
        : zonedWallTimeToUtc(date, wall.endTime, timeZone);
    times.set(row.id, { startsAt, endsAt });
  }
  return times;
}
