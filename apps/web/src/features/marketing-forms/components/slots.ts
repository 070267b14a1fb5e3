import type { DemoSlot } from '@fairplay/contracts';
import { formatClubDate, formatInstantClock, utcToZonedParts } from '@fairplay/domain';
import { deviceTimeZone } from '../../../ui/dates';

export interface SlotDay {
  key: string;
  label: string;
  slots: DemoSlot[];
}

// A visitor has no club: their slots read in their own device's zone, on the 12-hour clock.

/** Slots grouped by the visitor's own calendar day, in order. */
export function groupByDay(slots: DemoSlot[]): SlotDay[] {
  const days = new Map<string, SlotDay>();
  const zone = deviceTimeZone();
  for (const slot of slots) {
    const key = utcToZonedParts(new Date(slot.start), zone).date;
    let day = days.get(key);
    if (!day) {
      day = { key, label: formatClubDate(slot.start, zone, 'day'), slots: [] };
      days.set(key, day);
    }
    day.slots.push(slot);
  }
  return [...days.values()];
}

export const formatTime = (iso: string) => formatInstantClock(iso, deviceTimeZone(), true);
export const formatWhen = (iso: string) =>
  `${formatClubDate(iso, deviceTimeZone(), 'fullDay')}, ${formatInstantClock(iso, deviceTimeZone(), true)}`;

export function visitorTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'your time zone';
  } catch {
    return 'your time zone';
  }
}
