import { useCallback, useMemo } from 'react';
import type { CoachAvailabilityEvent, CourtSheetEvent } from '@fairplay/contracts';
import type { RuleBand } from '../../availability-rules';
import { coachWindowEvents } from '../model/coach-windows';
import { placeEvents } from '../model/layout';
import { slotTakenBy } from '../model/selection';

/**
 * What the sheet draws of a day, in layers: the availability rules as bands behind everything (their times stay
 * bookable), then the bookings, lessons, frozen time and the coaches' free time as events. The tag filter narrows
 * what is drawn, bands and events alike, but time taken by a booking it hides is still taken.
 */
export function useSheetLayers(
  listed: CourtSheetEvent[] | undefined,
  coachWindows: readonly CoachAvailabilityEvent[],
  tagFilter: string[],
  day: { date: string; timeZone: string; step: number },
) {
  const { date, timeZone, step } = day;
  const bookingEvents = useMemo(
    () => [...(listed ?? []).filter((event) => event.type !== 'microsettings'), ...coachWindowEvents(coachWindows)],
    [listed, coachWindows],
  );
  const bands = useMemo(() => {
    const wanted = new Set(tagFilter.map(Number));
    const rules = (listed ?? []).filter(
      (event) =>
        event.type === 'microsettings' && (wanted.size === 0 || event.record.tags.some((tag) => wanted.has(tag.id))),
    );
    const byCourt = new Map<number, RuleBand[]>();
    for (const placedRule of placeEvents(rules, date, timeZone).values()) {
      for (const { event, startMinute, endMinute } of placedRule) {
        const list = byCourt.get(event.resourceId) ?? [];
        list.push({ event, startMinute, endMinute });
        byCourt.set(event.resourceId, list);
      }
    }
    return byCourt;
  }, [listed, date, timeZone, tagFilter]);
  const shown = useMemo(() => {
    if (tagFilter.length === 0) return bookingEvents;
    const wanted = new Set(tagFilter.map(Number));
    return bookingEvents.filter((event) => event.record.tags.some((tag) => wanted.has(tag.id)));
  }, [bookingEvents, tagFilter]);
  const placedAll = useMemo(() => placeEvents(bookingEvents, date, timeZone), [bookingEvents, date, timeZone]);
  const placed = useMemo(
    () => (shown === bookingEvents ? placedAll : placeEvents(shown, date, timeZone)),
    [shown, bookingEvents, placedAll, date, timeZone],
  );
  // Frozen time (type freeze) is drawn but never opened: its id is the freeze's, not a booking's.
  const eventsById = useMemo(
    () => new Map(bookingEvents.filter((event) => event.type !== 'freeze').map((event) => [event.id, event])),
    [bookingEvents],
  );
  const eventById = useCallback((id: number) => eventsById.get(id), [eventsById]);
  // A coach's free time is no booking: the court stays free to book under it.
  const isTaken = useMemo(
    () =>
      slotTakenBy(
        new Map(
          [...placedAll].map(([courtId, list]) => [
            courtId,
            list.filter((placedEvent) => placedEvent.event.type !== 'coach_availability'),
          ]),
        ),
        step,
      ),
    [placedAll, step],
  );
  return { bands, placed, eventById, isTaken };
}
