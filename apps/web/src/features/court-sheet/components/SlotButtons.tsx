import { memo } from 'react';
import classes from './court-sheet.module.css';

interface SlotButtonsProps {
  courtName: string;
  /** 'h:mm A' or 'HH:mm' label of each slot. */
  labels: readonly string[];
  /** Slots before this index are past: greyed, and clicking them does nothing. */
  firstOpenSlot: number;
  pendingFrom: number;
  pendingTo: number;
}

/**
 * The slots of one court column as plain buttons ("Court 1, 6:00 PM"). They hold no state or handlers: the grid
 * handles clicks, keys and drags for all of them, and they re-render only when their column's selection or the
 * past/future boundary changes; their height is the grid's --fp-slot-height, so zooming does not touch them.
 */
export const SlotButtons = memo(function SlotButtons({
  courtName,
  labels,
  firstOpenSlot,
  pendingFrom,
  pendingTo,
}: SlotButtonsProps) {
  return labels.map((label, index) => (
    <button
      key={index}
      type="button"
      className={classes.slot}
      data-slot={index}
      aria-label={`${courtName}, ${label}`}
      aria-pressed={index >= pendingFrom && index <= pendingTo}
      aria-disabled={index < firstOpenSlot || undefined}
    />
  ));
});
