/** The pending times: a run of slots in one court column, by slot index (inclusive). */
export interface PendingSlots {
  courtId: number;
  anchor: number;
  from: number;
  to: number;
}

/** Whether a slot of a court is taken by an event (a selection never runs across booked time). */
export type SlotTaken = (courtId: number, slot: number) => boolean;

/** The farthest slot from `anchor` towards `slot` that is reached without crossing a taken one. */
export function freeReach(courtId: number, anchor: number, slot: number, isTaken: SlotTaken): number {
  const direction = slot >= anchor ? 1 : -1;
  let reach = anchor;
  for (let next = anchor + direction; direction > 0 ? next <= slot : next >= slot; next += direction) {
    if (isTaken(courtId, next)) break;
    reach = next;
  }
  return reach;
}

/** The pending times from `anchor` to `slot` on one court, stopped at the first booking in the way. */
export function extendTo(courtId: number, anchor: number, slot: number, isTaken: SlotTaken): PendingSlots {
  const reach = freeReach(courtId, anchor, slot, isTaken);
  return { courtId, anchor, from: Math.min(anchor, reach), to: Math.max(anchor, reach) };
}

/** Slots are taken where a placed event of the court overlaps them. */
export function slotTakenBy(
  events: ReadonlyMap<number, readonly { startMinute: number; endMinute: number }[]>,
  step: number,
): SlotTaken {
  return (courtId, slot) =>
    (events.get(courtId) ?? []).some((event) => event.startMinute < (slot + 1) * step && event.endMinute > slot * step);
}

/**
 * A click starts a new selection (or clears the one slot it repeats); shift-click, a tap on the same court and
 * dragging within the same column extend it from where it started, up to the first booking in the way.
 */
export function selectSlot(
  current: PendingSlots | null,
  courtId: number,
  slot: number,
  extend: boolean,
  isTaken: SlotTaken = () => false,
): PendingSlots | null {
  if (extend && current && current.courtId === courtId) return extendTo(courtId, current.anchor, slot, isTaken);
  if (!extend && current && current.courtId === courtId && current.from === slot && current.to === slot) return null;
  return { courtId, anchor: slot, from: slot, to: slot };
}

/** The first slot from `from` (before `count`) that is free on the court, or null when the rest of the day is taken. */
export function firstFreeSlot(courtId: number, from: number, count: number, isTaken: SlotTaken): number | null {
  for (let slot = from; slot < count; slot += 1) if (!isTaken(courtId, slot)) return slot;
  return null;
}
