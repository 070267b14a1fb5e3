import type { CourtSheetEvent } from '@fairplay/contracts';
import { IconCircleCheck } from '@tabler/icons-react';
import { memo, type CSSProperties } from 'react';
import { eventKindOf, eventTitle, paymentState, type PaymentState, type PlacedEvent } from '../model/layout';
import { MIN_EVENT_HEIGHT } from '../model/geometry';
import { formatInstantClock } from '../model/time';
import classes from './court-sheet.module.css';

export type EventState = 'default' | 'blocked' | 'taken' | 'past';

/** The dot's words for a screen reader, as the legend names them. */
const PAYMENT_LABELS: Record<PaymentState, string> = {
  paid: 'paid',
  authorized: 'payment authorized',
  free: 'no charge',
  partly: 'partly paid',
  unpaid: 'not paid',
};

/** Spec 2 section 2: events ending in the past are greyed, whatever else they are; blocked time, and for members others' time, is red. */
export function eventStateOf(event: CourtSheetEvent, nowMs: number): EventState {
  if (Date.parse(event.end) <= nowMs) return 'past';
  if (!event.visible) return 'taken';
  return event.status === 'disabled' ? 'blocked' : 'default';
}

interface EventBlockProps extends Omit<PlacedEvent, 'event'> {
  /** The listing keeps unchanged events identical between refreshes, so unchanged blocks skip rendering. */
  event: CourtSheetEvent;
  courtName: string;
  state: EventState;
  draggable: boolean;
  timeZone: string;
  amPm: boolean;
}

/**
 * One event on the grid, positioned absolutely in its court's layer. Clicks and drags are handled once for the
 * whole grid (by data-event-id), so the block itself holds no handlers or state.
 */
export const EventBlock = memo(function EventBlock(props: EventBlockProps) {
  const { event, startMinute, endMinute, lane, lanes, courtName, state, draggable, timeZone, amPm } = props;
  // Sizes follow the grid's --fp-ppm (pixels per minute), so zooming re-renders no event.
  const style: CSSProperties = {
    top: `calc(var(--fp-ppm) * ${startMinute})`,
    height: `max(calc(var(--fp-ppm) * ${endMinute - startMinute} - 1px), ${MIN_EVENT_HEIGHT}px)`,
    left: `calc(${(lane / lanes) * 100}% + 2px)`,
    width: `calc(${100 / lanes}% - 4px)`,
  };
  const time = `${formatInstantClock(event.start, timeZone, amPm)} – ${formatInstantClock(event.end, timeZone, amPm)}`;
  const title = eventTitle(event);
  if (event.type === 'freeze') {
    // Frozen time (issue 10): closed, for everyone; not a booking, so nothing to open or drag. A freeze of some
    // sports or service types (record.closed false) is a dashed band the pointer passes through: the slots under
    // it stay bookable.
    const whole = event.record.closed;
    return (
      <div
        role="img"
        className={classes.event}
        data-state="blocked"
        data-event-kind="freeze"
        style={whole ? style : { ...style, borderStyle: 'dashed', pointerEvents: 'none' }}
        aria-label={`${courtName}, ${time}, Frozen: ${event.record.note}`}
      >
        <span className={classes.eventTitle}>Frozen · {event.record.note}</span>
        <span className={classes.eventTime}>{time}</span>
      </div>
    );
  }
  if (!event.visible) {
    return (
      <div
        role="img"
        className={classes.event}
        data-state={state}
        data-event-kind="busy"
        data-taken
        style={style}
        aria-label={`${courtName}, ${time}, Booked`}
      >
        <span className={classes.eventTitle}>Booked</span>
      </div>
    );
  }
  // Lessons take their service type's colour on the edge (the text stays dark on the light tint).
  const tinted: CSSProperties =
    event.type === 'lesson' && state === 'default'
      ? { ...style, borderLeftColor: event.color, background: `color-mix(in srgb, ${event.color} 22%, white)` }
      : style;
  if (event.type === 'coach_availability') {
    const what = [courtName, time, `Coach availability: ${title}`, state === 'blocked' ? 'Blocked' : null]
      .filter(Boolean)
      .join(', ');
    return (
      <button
        type="button"
        className={classes.event}
        style={style}
        data-event-id={event.id}
        data-state={state}
        data-event-kind="coach-availability"
        aria-label={what}
      >
        <span className={classes.eventTitle}>{title}</span>
        <span className={classes.eventTime}>{time}</span>
      </button>
    );
  }
  const payment = event.record.bookings.length > 0 ? paymentState(event) : null;
  const addOns = event.record.has_add_ons;
  // The front desk's check-in (issue 16): a mark on the block once anybody booked on it has arrived.
  const checkedIn = event.record.bookings.some((person) => person.checked_in_at !== null);
  const label = [
    courtName,
    time,
    event.type === 'lesson' ? `Lesson: ${title}` : title,
    state === 'blocked' ? 'Blocked' : null,
    payment ? PAYMENT_LABELS[payment] : null,
    addOns ? 'with add-ons' : null,
    checkedIn ? 'Checked in' : null,
  ]
    .filter(Boolean)
    .join(', ');
  return (
    <button
      type="button"
      className={classes.event}
      style={tinted}
      data-event-id={event.id}
      data-state={state}
      data-event-kind={eventKindOf(event)}
      data-draggable={draggable || undefined}
      aria-label={label}
    >
      <span className={classes.eventTitle}>
        {payment ? <span className={classes.dot} data-kind={payment} aria-hidden /> : null}
        {addOns ? <span className={classes.dot} data-kind="add-ons" aria-hidden /> : null}
        {checkedIn ? <IconCircleCheck size={12} className={classes.checkedIn} data-checked-in aria-hidden /> : null}
        {title}
      </span>
      <span className={classes.eventTime} data-event-time>
        {time}
      </span>
    </button>
  );
});
