import type { CourtSheetEvent } from '@fairplay/contracts';
import { useCallback, useEffect, useRef, type PointerEvent as ReactPointerEvent } from 'react';
import { DAY_MINUTES } from '../model/time';

/** Where a dragged event was let go: a court and a wall-clock minute of the shown day. */
export interface EventDrop {
  event: CourtSheetEvent;
  courtId: number;
  startMinute: number;
}

interface DragOptions {
  pxPerMinute: number;
  step: number;
  eventById: (id: number) => CourtSheetEvent | undefined;
  /** Whether another event holds part of [startMinute, endMinute) on the court: such a target is refused. */
  isOccupied: (courtId: number, startMinute: number, endMinute: number, eventId: number) => boolean;
  /** The time range a block would get, as the sheet writes times ("6:30 PM – 7:30 PM"). */
  formatRange: (startMinute: number, endMinute: number) => string;
  onDrop: (drop: EventDrop) => void;
}

const THRESHOLD_PX = 5;

/**
 * Dragging an event to another court or time with a mouse or pen (touch keeps scrolling; the edit dialog moves
 * events by keyboard). The block follows the pointer through a CSS transform set directly on the element, so a
 * drag re-renders nothing; the drop snaps to the slot step. While it moves, the block shows the time it would get,
 * and a target another event holds is marked refused and cannot be dropped on (issue 15). Escape cancels.
 */
export function useEventDrag(options: DragOptions) {
  const latest = useRef(options);
  const swallowClick = useRef(false);
  useEffect(() => {
    latest.current = options;
  });

  const onPointerDown = useCallback((down: ReactPointerEvent) => {
    if (down.button !== 0 || down.pointerType === 'touch') return;
    const element = (down.target as Element).closest<HTMLElement>('[data-event-id][data-draggable]');
    const event = element ? latest.current.eventById(Number(element.dataset.eventId)) : undefined;
    if (!element || !event) return;
    const grabOffsetY = down.clientY - element.getBoundingClientRect().top;
    const durationMinutes = Math.round((Date.parse(event.end) - Date.parse(event.start)) / 60_000);
    const timeLabel = element.querySelector<HTMLElement>('[data-event-time]');
    const originalTime = timeLabel?.textContent ?? '';
    let started = false;

    /** The court and start minute under the pointer, and whether another event holds that time. */
    const targetAt = (x: number, y: number) => {
      const column = document.elementFromPoint(x, y)?.closest<HTMLElement>('[data-court-column]');
      if (!column) return null;
      const { pxPerMinute, step, isOccupied } = latest.current;
      const top = y - grabOffsetY - column.getBoundingClientRect().top;
      const snapped = Math.round(top / pxPerMinute / step) * step;
      const startMinute = Math.max(0, Math.min(snapped, DAY_MINUTES - Math.min(durationMinutes, DAY_MINUTES)));
      const courtId = Number(column.dataset.courtColumn);
      const refused = isOccupied(courtId, startMinute, startMinute + durationMinutes, event.id);
      return { courtId, startMinute, refused };
    };

    const reset = () => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', up);
      window.removeEventListener('pointercancel', cancel);
      window.removeEventListener('keydown', key, true);
      element.style.transform = '';
      element.style.pointerEvents = '';
      delete element.dataset.dragging;
      delete element.dataset.refused;
      if (timeLabel) timeLabel.textContent = originalTime;
      if (started) {
        swallowClick.current = true;
        setTimeout(() => (swallowClick.current = false), 0);
      }
    };
    const move = (event: PointerEvent) => {
      if (event.pointerId !== down.pointerId) return;
      const dx = event.clientX - down.clientX;
      const dy = event.clientY - down.clientY;
      if (!started && Math.hypot(dx, dy) < THRESHOLD_PX) return;
      if (!started) {
        started = true;
        element.dataset.dragging = '';
        element.style.pointerEvents = 'none';
      }
      element.style.transform = `translate(${dx}px, ${dy}px)`;
      const target = targetAt(event.clientX, event.clientY);
      if (target?.refused) element.dataset.refused = '';
      else delete element.dataset.refused;
      if (timeLabel && target) {
        timeLabel.textContent = latest.current.formatRange(target.startMinute, target.startMinute + durationMinutes);
      }
    };
    const up = (pointer: PointerEvent) => {
      if (pointer.pointerId !== down.pointerId) return;
      const dragged = started;
      reset();
      if (!dragged) return;
      const target = targetAt(pointer.clientX, pointer.clientY);
      // An occupied target was shown refused while dragging; letting go there leaves the event where it was.
      if (!target || target.refused) return;
      latest.current.onDrop({ event, courtId: target.courtId, startMinute: target.startMinute });
    };
    const cancel = () => reset();
    const key = (press: KeyboardEvent) => {
      if (press.key !== 'Escape') return;
      press.stopPropagation();
      reset();
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', up);
    window.addEventListener('pointercancel', cancel);
    window.addEventListener('keydown', key, true);
  }, []);

  /** True (once) for the click that ends a drag, which must not open the event. */
  const consumeDragClick = useCallback(() => swallowClick.current, []);

  return { onPointerDown, consumeDragClick };
}
