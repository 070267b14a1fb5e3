/**
 * The operator's open times for demos and the 30-minute slots inside them. Pure: the server adds the clock and
 * the bookings already taken. Time-zone conversions go through the recurrence module's zoned time, the one
 * implementation of them.
 */
import { MS_PER_DAY, MS_PER_MINUTE, weekdayOfDayNumber } from './recurrence/civil-date.js';
import { getZone, wallMsToUtcMs, zonedDayNumber } from './recurrence/zoned-time.js';

export interface OpenHours {
  /** Day of week, Monday = 0 (as the zoned time helpers count). */
  day: number;
  startMinute: number;
  endMinute: number;
}

const DAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const ENTRY = /^([A-Za-z]{3})(?:-([A-Za-z]{3}))?\s+(\d{2}):(\d{2})-(\d{2}):(\d{2})$/;

function dayIndex(name: string, source: string): number {
  const index = DAYS.findIndex((day) => day.toLowerCase() === name.toLowerCase());
  if (index < 0) throw new Error(`DEMO_HOURS: unknown day "${name}" in "${source}"`);
  return index;
}

/** "Mon-Fri 09:00-17:00; Sat 10:00-12:00" → one entry per day and range. Throws an Error naming DEMO_HOURS. */
export function parseDemoHours(source: string): OpenHours[] {
  const hours: OpenHours[] = [];
  for (const part of source
    .split(/[;,]/)
    .map((item) => item.trim())
    .filter(Boolean)) {
    const match = ENTRY.exec(part);
    if (!match) throw new Error(`DEMO_HOURS: expected entries like "Mon-Fri 09:00-17:00", got "${part}"`);
    const [, from, to, h1, m1, h2, m2] = match;
    const startMinute = Number(h1) * 60 + Number(m1);
    const endMinute = Number(h2) * 60 + Number(m2);
    if (startMinute >= endMinute || endMinute > 24 * 60)
      throw new Error(`DEMO_HOURS: "${part}" must end after it starts`);
    const first = dayIndex(from!, part);
    const last = to ? dayIndex(to, part) : first;
    for (let day = first; ; day = (day + 1) % 7) {
      hours.push({ day, startMinute, endMinute });
      if (day === last) break;
    }
  }
  if (hours.length === 0) throw new Error('DEMO_HOURS must list at least one open time');
  return hours;
}

export const DEMO_SLOT_MS = 30 * MS_PER_MINUTE;

/** Every open 30-minute slot start after `now` and before `now + windowDays`, ascending. */
export function openSlotStarts(hours: readonly OpenHours[], timeZone: string, now: Date, windowDays: number): Date[] {
  const zone = getZone(timeZone);
  const nowMs = now.getTime();
  const endMs = nowMs + windowDays * MS_PER_DAY;
  const today = zonedDayNumber(zone, nowMs);
  const starts: number[] = [];
  for (let dayNumber = today - 1; dayNumber <= today + windowDays + 1; dayNumber += 1) {
    const weekday = weekdayOfDayNumber(dayNumber);
    for (const range of hours.filter((item) => item.day === weekday)) {
      for (let minute = range.startMinute; minute + 30 <= range.endMinute; minute += 30) {
        const start = wallMsToUtcMs(zone, dayNumber * MS_PER_DAY + minute * MS_PER_MINUTE);
        if (start > nowMs && start < endMs) starts.push(start);
      }
    }
  }
  return [...new Set(starts)].sort((a, b) => a - b).map((start) => new Date(start));
}
