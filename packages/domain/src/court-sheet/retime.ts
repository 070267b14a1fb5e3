import { addDaysToDate } from '../recurrence/civil-date.js';
import { RECURRENCE_MESSAGES } from '../recurrence/limits.js';
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

/** Why new times are refused: `start` or `end` (the caller names its own field) and the spec's message. */
export interface NewTimesIssue {
  field: 'start' | 'end';
  message: string;
}

/**
 * The one check of an occurrence's new times, for create, update and drag_and_drop alike: the end after the
 * start, both on one club-local day (an end at the next local midnight belongs to the same day, spec 2 section
 * 2; so nothing longer than a day passes), and, when `past` is given, a start not in the past unless it stays
 * where it was (`past.kept`: an edit of a running booking's note or court may keep its start). Answers the
 * times as the club's wall clock, or the first issue.
 */
export function checkNewTimes(
  start: Date,
  end: Date,
  timeZone: string,
  past: { now: Date; kept: Date | null } | null,
): { ok: true; value: WallClock } | ({ ok: false } & NewTimesIssue) {
  if (!(end.getTime() > start.getTime()))
    return { ok: false, field: 'end', message: RECURRENCE_MESSAGES.invalidDateRange };
  const from = utcToZonedParts(start, timeZone);
  const to = utcToZonedParts(end, timeZone);
  const endsAtMidnight = to.time === '00:00' && end.getTime() - start.getTime() <= 24 * 3600_000;
  if (to.date !== from.date && !endsAtMidnight)
    return { ok: false, field: 'end', message: RECURRENCE_MESSAGES.notSameDay };
  if (past && start.getTime() < past.now.getTime() && start.getTime() !== past.kept?.getTime())
    return { ok: false, field: 'start', message: RECURRENCE_MESSAGES.pastStart };
  return { ok: true, value: { date: from.date, startTime: from.time, endTime: to.time } };
}
