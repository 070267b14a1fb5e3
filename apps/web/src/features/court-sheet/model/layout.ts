import { APPOINTMENT_MESSAGES, type CourtSheetEvent } from '@fairplay/contracts';
import type { BookingPaymentState } from '@fairplay/domain';
import { minuteOnDay } from './time';

/** One event as the grid draws it: wall-clock minutes of the day and its lane among overlapping events. */
export interface PlacedEvent {
  event: CourtSheetEvent;
  startMinute: number;
  endMinute: number;
  lane: number;
  lanes: number;
}

/**
 * Groups the day's events by court and places them. Events outside the day (an event that ended exactly at
 * this midnight belongs to the day before) are dropped; events that overlap share the column in lanes.
 */
export function placeEvents(
  events: readonly CourtSheetEvent[],
  date: string,
  timeZone: string,
): Map<number, PlacedEvent[]> {
  const byCourt = new Map<number, PlacedEvent[]>();
  for (const event of events) {
    const startMinute = minuteOnDay(event.start, date, timeZone);
    const endMinute = minuteOnDay(event.end, date, timeZone);
    if (endMinute <= startMinute) continue;
    const placed: PlacedEvent = { event, startMinute, endMinute, lane: 0, lanes: 1 };
    const list = byCourt.get(event.resourceId);
    if (list) list.push(placed);
    else byCourt.set(event.resourceId, [placed]);
  }
  for (const list of byCourt.values()) assignLanes(list);
  return byCourt;
}

function assignLanes(list: PlacedEvent[]): void {
  list.sort((a, b) => a.startMinute - b.startMinute || b.endMinute - a.endMinute);
  let cluster: PlacedEvent[] = [];
  let clusterEnd = -1;
  const laneEnds: number[] = [];
  const close = () => {
    for (const item of cluster) item.lanes = laneEnds.length;
    cluster = [];
    laneEnds.length = 0;
  };
  for (const item of list) {
    if (item.startMinute >= clusterEnd) close();
    let lane = laneEnds.findIndex((end) => end <= item.startMinute);
    if (lane === -1) lane = laneEnds.push(0) - 1;
    laneEnds[lane] = item.endMinute;
    item.lane = lane;
    cluster.push(item);
    clusterEnd = Math.max(clusterEnd, item.endMinute);
  }
  close();
}

/** Names shown on an event: the people booked, else the note. */
/**
 * What an event is, for its colour and the legend: a member's booking, staff's court time, time with a coach,
 * blocked time, or (for a member or coach) others' time shown only as busy. Lessons and availability rules bring
 * their own kinds when they ship.
 */
export type EventKind = 'booking' | 'court-time' | 'coach' | 'lesson' | 'coach-availability' | 'blocked' | 'busy';

export function eventKindOf(event: CourtSheetEvent): EventKind {
  if (!event.visible) return 'busy';
  // Coach availability: yellow when free, red (the blocked state) when blocked.
  if (event.type === 'coach_availability') return 'coach-availability';
  if (event.status === 'disabled') return 'blocked';
  if (event.type === 'lesson') return 'lesson';
  if (event.record.assigned.length > 0) return 'coach';
  return event.record.bookings.length > 0 ? 'booking' : 'court-time';
}

/** The note staff's court time gets by default (spec 2, the complex add call); it names no one, so it is no title. */
const isDefaultNote = (note: string) => note === '' || note === APPOINTMENT_MESSAGES.bookSpotTime;

/** The block's title: its people, its coach, else what it is; a note of staff's own words when there is one. */
export function eventTitle(event: CourtSheetEvent): string {
  if (!event.visible) return 'Booked';
  const names = event.record.bookings.map((person) => person.full_name).filter(Boolean);
  if (names.length > 0) return names.join(', ');
  const note = event.record.note.trim();
  if (!isDefaultNote(note)) return note;
  const coaches = event.record.assigned.map((coach) => coach.name);
  if (coaches.length > 0) return `Coach ${coaches.join(', ')}`;
  return event.status === 'disabled' ? 'Blocked' : 'Court time';
}

export type PaymentState = BookingPaymentState;

/**
 * Booking dot (spec 2 section 2): green when paid, yellow when authorized, red when money is owed, and (issue 24) a
 * grey ring for a booking priced at nothing, which owes nothing. The server reads the state from the money by the
 * domain's rule (bookingPaymentState); the spec's make_it_paid and authorized stand in where it sent none.
 */
export function paymentState(event: CourtSheetEvent): PaymentState {
  if (event.record.payment_state) return event.record.payment_state;
  if (event.record.make_it_paid) return 'paid';
  if (event.record.authorized) return 'authorized';
  return 'unpaid';
}
