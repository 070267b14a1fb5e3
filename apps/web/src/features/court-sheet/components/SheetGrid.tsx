import { Anchor } from '@mantine/core';
import type { Court, CourtSheetEvent } from '@fairplay/contracts';
import {
  memo,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  type CSSProperties,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
} from 'react';
import { Link } from 'react-router';
import { useEventDrag, type EventDrop } from '../hooks/useEventDrag';
import type { PlacedEvent } from '../model/layout';
import type { PendingSlots } from '../model/selection';
import { formatClock } from '../model/time';
import type { SheetViewer } from '../model/viewer';
import type { RuleBand } from '../../availability-rules';
import { CourtColumn, type RuleBandOptions } from './CourtColumn';
import classes from './court-sheet.module.css';

const NO_EVENTS: readonly PlacedEvent[] = [];

export interface SheetGridProps {
  courts: readonly Court[];
  step: number;
  slotHeight: number;
  amPm: boolean;
  timeZone: string;
  firstOpenSlot: number;
  pending: PendingSlots | null;
  placed: ReadonlyMap<number, PlacedEvent[]>;
  eventById: (id: number) => CourtSheetEvent | undefined;
  nowMs: number;
  /** The club's minute of now on today's sheet (the now-line), else null. */
  nowMinute: number | null;
  viewer: SheetViewer;
  /** The shown day's listing is loaded: the grid then carries data-court-sheet-ready="true" (bench/render.ts). */
  ready: boolean;
  /** Wall-clock minute to show first (csh_start_time). */
  scrollToMinute: number | null;
  onSlot: (courtId: number, slot: number, extend: boolean) => void;
  onSlotDrag: (courtId: number, anchor: number, slot: number) => void;
  onOpenEvent: (event: CourtSheetEvent) => void;
  onDropEvent: (drop: EventDrop) => void;
  /** The availability rules' rows by court, drawn behind the events. */
  bands?: ReadonlyMap<number, RuleBand[]>;
  bandOptions?: RuleBandOptions;
}

function slotTarget(target: EventTarget): { courtId: number; slot: number } | null {
  const slot = (target as Element).closest<HTMLElement>('[data-slot]');
  const column = slot?.closest<HTMLElement>('[data-court-column]');
  if (!slot || !column) return null;
  return { courtId: Number(column.dataset.courtColumn), slot: Number(slot.dataset.slot) };
}

/**
 * The day grid: sticky court headers and time gutter, one column per court. Slot and event clicks, slot
 * drag-selection and event dragging are handled here once for every cell.
 */
export const SheetGrid = memo(function SheetGrid(props: SheetGridProps) {
  const {
    courts,
    step,
    slotHeight,
    amPm,
    timeZone,
    firstOpenSlot,
    pending,
    placed,
    nowMs,
    nowMinute,
    viewer,
    ready,
    scrollToMinute,
  } = props;
  const { onSlot, onSlotDrag, onOpenEvent, onDropEvent, eventById } = props;
  const scroller = useRef<HTMLDivElement>(null);
  const selecting = useRef<{ courtId: number; anchor: number; last: number; moved: boolean } | null>(null);
  const pxPerMinute = slotHeight / step;
  const isOccupied = useCallback(
    (courtId: number, startMinute: number, endMinute: number, eventId: number) =>
      (placed.get(courtId) ?? NO_EVENTS).some(
        (other) => other.event.id !== eventId && other.startMinute < endMinute && other.endMinute > startMinute,
      ),
    [placed],
  );
  const formatRange = useCallback(
    (startMinute: number, endMinute: number) => `${formatClock(startMinute, amPm)} – ${formatClock(endMinute, amPm)}`,
    [amPm],
  );
  const { onPointerDown: startEventDrag, consumeDragClick } = useEventDrag({
    pxPerMinute,
    step,
    eventById,
    isOccupied,
    formatRange,
    onDrop: onDropEvent,
  });

  const labels = useMemo(
    () => Array.from({ length: Math.ceil(1440 / step) }, (_, index) => formatClock(index * step, amPm)),
    [step, amPm],
  );
  const height = labels.length * slotHeight;

  // The first view starts at the club's court-sheet start time; zooming keeps the same time at the top.
  const shownHeight = useRef<number | null>(null);
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    if (shownHeight.current === null) {
      if (scrollToMinute !== null) element.scrollTop = scrollToMinute * pxPerMinute;
    } else if (shownHeight.current !== height) {
      element.scrollTop = (element.scrollTop * height) / shownHeight.current;
    }
    shownHeight.current = height;
  }, [height, pxPerMinute, scrollToMinute]);
  const dragSelected = useRef(false);
  useEffect(() => {
    const stop = () => {
      // The click that ends a drag-selection must not start a new selection.
      if (selecting.current?.moved) {
        dragSelected.current = true;
        setTimeout(() => (dragSelected.current = false), 0);
      }
      selecting.current = null;
    };
    window.addEventListener('pointerup', stop);
    return () => window.removeEventListener('pointerup', stop);
  }, []);

  const onPointerDown = useCallback(
    (event: PointerEvent) => {
      startEventDrag(event);
      const hit =
        event.button === 0 && event.pointerType === 'mouse' && !event.shiftKey ? slotTarget(event.target) : null;
      selecting.current = hit ? { courtId: hit.courtId, anchor: hit.slot, last: hit.slot, moved: false } : null;
    },
    [startEventDrag],
  );
  const onPointerOver = useCallback(
    (event: PointerEvent) => {
      const drag = selecting.current;
      if (!drag || (event.buttons & 1) === 0) return;
      const hit = slotTarget(event.target);
      if (!hit || hit.courtId !== drag.courtId || hit.slot === drag.last) return;
      drag.last = hit.slot;
      drag.moved = true;
      onSlotDrag(drag.courtId, drag.anchor, hit.slot);
    },
    [onSlotDrag],
  );
  const onClick = useCallback(
    (event: MouseEvent) => {
      if (consumeDragClick()) return;
      const eventElement = (event.target as Element).closest<HTMLElement>('[data-event-id]');
      if (eventElement) {
        const found = eventById(Number(eventElement.dataset.eventId));
        if (found) onOpenEvent(found);
        return;
      }
      const hit = slotTarget(event.target);
      if (!hit || dragSelected.current) return;
      // On a touch screen there is no shift key: a tap on the court of the pending times extends them.
      const touch = event.nativeEvent instanceof window.PointerEvent && event.nativeEvent.pointerType === 'touch';
      onSlot(hit.courtId, hit.slot, event.shiftKey || touch);
    },
    [consumeDragClick, eventById, onOpenEvent, onSlot],
  );
  const onKeyDown = useCallback(
    (event: KeyboardEvent) => {
      // Shift+Enter extends the pending times from the keyboard, as shift-click does.
      if (event.key !== 'Enter' || !event.shiftKey) return;
      const hit = slotTarget(event.target);
      if (!hit) return;
      event.preventDefault();
      onSlot(hit.courtId, hit.slot, true);
    },
    [onSlot],
  );

  return (
    <div
      className={classes.scroller}
      ref={scroller}
      role="region"
      aria-label="Court sheet"
      data-court-sheet-ready={ready}
    >
      <div
        className={classes.grid}
        style={
          {
            gridTemplateColumns: `var(--fp-gutter) repeat(${courts.length}, minmax(var(--fp-column-min), 1fr))`,
            // As wide as its columns, so the sticky time column has room to stay put all the way across.
            width: `max(100%, calc(var(--fp-gutter) + ${courts.length} * var(--fp-column-min)))`,
            '--fp-slot-height': `${slotHeight}px`,
            '--fp-ppm': `${pxPerMinute}px`,
          } as CSSProperties
        }
        onPointerDown={onPointerDown}
        onPointerOver={onPointerOver}
        onClick={onClick}
        onKeyDown={onKeyDown}
      >
        <div className={classes.corner} />
        {courts.map((court) => (
          <div key={court.id} className={classes.courtHeader}>
            {/* The name is the edit link, so the column's width goes to the name (two lines at most). */}
            {viewer.canEditCourts ? (
              <Anchor
                component={Link}
                to={`/private/court/${court.id}`}
                className={classes.courtName}
                aria-label={`Edit ${court.name}`}
                title={`Edit ${court.name}`}
              >
                {court.name}
              </Anchor>
            ) : (
              <span className={classes.courtName} title={court.name}>
                {court.name}
              </span>
            )}
          </div>
        ))}
        <div className={classes.gutter} style={{ height }} aria-hidden>
          {labels.map((label, index) => (
            <span key={index} className={classes.timeLabel} style={{ top: `calc(var(--fp-slot-height) * ${index})` }}>
              {label}
            </span>
          ))}
        </div>
        {courts.map((court) => (
          <CourtColumn
            key={court.id}
            court={court}
            labels={labels}
            firstOpenSlot={firstOpenSlot}
            pending={pending?.courtId === court.id ? pending : null}
            events={placed.get(court.id) ?? NO_EVENTS}
            nowMs={nowMs}
            nowMinute={nowMinute}
            viewer={viewer}
            timeZone={timeZone}
            amPm={amPm}
            bands={props.bands?.get(court.id)}
            bandOptions={props.bandOptions}
          />
        ))}
      </div>
    </div>
  );
});
