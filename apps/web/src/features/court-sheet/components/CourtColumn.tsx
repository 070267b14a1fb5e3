import type { Court } from '@fairplay/contracts';
import type { TaxRate } from '@fairplay/domain';
import { memo } from 'react';
import { RuleBands, type RuleBand } from '../../availability-rules';
import type { PlacedEvent } from '../model/layout';
import type { PendingSlots } from '../model/selection';
import { canDragEvent, type SheetViewer } from '../model/viewer';
import { EventBlock, eventStateOf } from './EventBlock';
import { SlotButtons } from './SlotButtons';
import classes from './court-sheet.module.css';

interface CourtColumnProps {
  court: Court;
  labels: readonly string[];
  firstOpenSlot: number;
  /** The pending times when they are in this column, else null. */
  pending: PendingSlots | null;
  events: readonly PlacedEvent[];
  nowMs: number;
  /** The now-line's minute on today's sheet, else null. */
  nowMinute: number | null;
  viewer: SheetViewer;
  timeZone: string;
  amPm: boolean;
  /** The availability rules' rows on this court, drawn behind its events. */
  bands?: readonly RuleBand[];
  bandOptions?: RuleBandOptions;
}

/** How the rule bands show: the club's currency and whether prices show. */
export interface RuleBandOptions {
  currency: string;
  showPrice: boolean;
  /** The club's court-time taxes, shown with the bands' prices. */
  taxes: readonly TaxRate[];
}

/** One court: its slot buttons, the pending highlight and a single absolutely positioned layer of events. */
export const CourtColumn = memo(function CourtColumn(props: CourtColumnProps) {
  const { court, labels, firstOpenSlot, pending, events, nowMs, nowMinute, viewer, timeZone, amPm } = props;
  const { bands, bandOptions } = props;
  return (
    <div className={classes.column} data-court-column={court.id}>
      <SlotButtons
        courtName={court.name}
        labels={labels}
        firstOpenSlot={firstOpenSlot}
        pendingFrom={pending ? pending.from : -1}
        pendingTo={pending ? pending.to : -1}
      />
      {pending ? (
        <div
          className={classes.pending}
          style={{
            top: `calc(var(--fp-slot-height) * ${pending.from})`,
            height: `calc(var(--fp-slot-height) * ${pending.to - pending.from + 1})`,
          }}
        />
      ) : null}
      <div className={classes.layer}>
        {bands && bands.length > 0 && bandOptions ? <RuleBands bands={bands} {...bandOptions} /> : null}
        {events.map((placed) => (
          <EventBlock
            key={placed.event.id}
            event={placed.event}
            startMinute={placed.startMinute}
            endMinute={placed.endMinute}
            lane={placed.lane}
            lanes={placed.lanes}
            courtName={court.name}
            state={eventStateOf(placed.event, nowMs)}
            draggable={canDragEvent(viewer, placed.event)}
            timeZone={timeZone}
            amPm={amPm}
          />
        ))}
      </div>
      {nowMinute === null ? null : (
        <div
          className={classes.nowLine}
          style={{ top: `calc(var(--fp-ppm) * ${nowMinute})` }}
          data-now-line
          aria-hidden
        />
      )}
    </div>
  );
});
