import type { DemoSlot } from '@fairplay/contracts';

export interface SlotDay {
  key: string;
  label: string;
  slots: DemoSlot[];
}

const dayKey = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' });
const dayLabel = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric' });
const timeLabel = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });
const fullLabel = new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeStyle: 'short' });

/** Slots grouped by the visitor's own calendar day, in order. */
export function groupByDay(slots: DemoSlot[]): SlotDay[] {
  const days = new Map<string, SlotDay>();
  for (const slot of slots) {
    const start = new Date(slot.start);
    const key = dayKey.format(start);
    let day = days.get(key);
    if (!day) {
      day = { key, label: dayLabel.format(start), slots: [] };
      days.set(key, day);
    }
    day.slots.push(slot);
  }
  return [...days.values()];
}

export const formatTime = (iso: string) => timeLabel.format(new Date(iso));
export const formatWhen = (iso: string) => fullLabel.format(new Date(iso));

export function visitorTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'your time zone';
  } catch {
    return 'your time zone';
  }
}
