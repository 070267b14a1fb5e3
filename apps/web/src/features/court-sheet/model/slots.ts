import { utcToZonedParts } from '@fairplay/domain';
import type { BookingRange } from './booking-form';
import type { PendingSlots } from './selection';
import { DAY_MINUTES, wallMinuteToIso } from './time';

export function slotCountFor(step: number): number {
  return Math.ceil(DAY_MINUTES / step);
}

/**
 * The first slot that may still be clicked: one starting before now is past, shaded and does nothing (spec 2
 * section 5 asks at least that of a slot earlier than now minus one step; the server refuses any past start, so the
 * sheet does not offer one it would refuse). Every slot of a past day is closed, none of a future day.
 */
export function firstOpenSlotOf(date: string, today: string, nowMs: number, step: number, timeZone: string): number {
  const count = slotCountFor(step);
  if (date < today) return count;
  if (date > today) return 0;
  const earliest = nowMs;
  for (let slot = 0; slot < count; slot += 1) {
    if (Date.parse(wallMinuteToIso(date, slot * step, timeZone)) >= earliest) return slot;
  }
  return count;
}

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60) % 24).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** The pending slots as a club-local date and 'HH:mm' times; an end at 24:00 is written '00:00'. */
export function pendingRange(pending: PendingSlots, date: string, step: number): BookingRange {
  const end = Math.min((pending.to + 1) * step, DAY_MINUTES);
  return { date, start: hhmm(pending.from * step), end: hhmm(end) };
}

/** Where the now-line is drawn: the club's wall-clock minute of now on today's sheet, else null. */
export function nowMinuteOf(date: string, today: string, nowMs: number, timeZone: string): number | null {
  if (date !== today) return null;
  const [hours = 0, minutes = 0] = utcToZonedParts(new Date(nowMs), timeZone).time.split(':').map(Number);
  return hours * 60 + minutes;
}
