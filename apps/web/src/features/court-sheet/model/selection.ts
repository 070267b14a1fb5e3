/** The pending times: a run of slots in one court column, by slot index (inclusive). */
export interface PendingSlots {
  courtId: number;
  anchor: number;
  from: number;
  to: number;
}

/**
 * A click starts a new selection (or clears the one slot it repeats); shift-click and dragging within the same
 * column extend it from where it started.
 */
export function selectSlot(
  current: PendingSlots | null,
  courtId: number,
  slot: number,
  extend: boolean,
): PendingSlots | null {
  if (extend && current && current.courtId === courtId) {
    return {
      courtId,
      anchor: current.anchor,
      from: Math.min(current.anchor, slot),
      to: Math.max(current.anchor, slot),
    };
  }
  if (!extend && current && current.courtId === courtId && current.from === slot && current.to === slot) return null;
  return { courtId, anchor: slot, from: slot, to: slot };
}
