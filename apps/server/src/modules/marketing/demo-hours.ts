/**
 * The operator's open times for demos and the 30-minute slots inside them. Pure functions: the service adds
 * the clock and the bookings already taken.
 */
export interface OpenHours {
  /** Day of week, 0 = Sunday. */
  day: number;
  startMinute: number;
  endMinute: number;
}

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const ENTRY = /^([A-Za-z]{3})(?:-([A-Za-z]{3}))?\s+(\d{2}):(\d{2})-(\d{2}):(\d{2})$/;

function dayIndex(name: string, source: string): number {
  const index = DAYS.findIndex((day) => day.toLowerCase() === name.toLowerCase());
  if (index < 0) throw new Error(`DEMO_HOURS: unknown day "${name}" in "${source}"`);
  return index;
}

/** "Mon-Fri 09:00-17:00; Sat 10:00-12:00" → one entry per day and range. */
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

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall-clock fields of an instant in a zone. */
function wallClock(instant: number, timeZone: string) {
  const parts = Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(new Date(instant))
      .map((part) => [part.type, part.value]),
  );
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

function offsetMs(instant: number, timeZone: string): number {
  const wall = wallClock(instant, timeZone);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/** The instant at which the zone's clocks show this date and minute of the day. */
export function zonedInstant(year: number, month: number, day: number, minuteOfDay: number, timeZone: string): number {
  const wall = Date.UTC(year, month - 1, day, 0, minuteOfDay);
  const guess = wall - offsetMs(wall, timeZone);
  return wall - offsetMs(guess, timeZone);
}

export const SLOT_MS = 30 * 60_000;

/** Every open 30-minute slot start after `now` and before `now + windowDays`, ascending. */
export function openSlotStarts(hours: OpenHours[], timeZone: string, now: Date, windowDays: number): Date[] {
  const nowMs = now.getTime();
  const endMs = nowMs + windowDays * 24 * 60 * 60_000;
  const today = wallClock(nowMs, timeZone);
  const starts: number[] = [];
  for (let offset = -1; offset <= windowDays + 1; offset += 1) {
    const date = new Date(Date.UTC(today.year, today.month - 1, today.day + offset));
    const [year, month, day] = [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()];
    for (const range of hours.filter((item) => item.day === date.getUTCDay())) {
      for (let minute = range.startMinute; minute + 30 <= range.endMinute; minute += 30) {
        const start = zonedInstant(year, month, day, minute, timeZone);
        if (start > nowMs && start < endMs) starts.push(start);
      }
    }
  }
  return [...new Set(starts)].sort((a, b) => a - b).map((start) => new Date(start));
}
