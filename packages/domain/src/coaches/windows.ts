/**
 * When private sessions can be booked (spec 2 "Coach availability", "Private booking"): a coach's availability
 * rows on its courts, less the coach's blocks, the coach's other lessons and sessions and the court's bookings.
 * Members see only what they may book now: availabilities whose who-can-book admits them, rows whose earliest
 * book in advance has opened, and times at least `buffer` hours away. Pure: the server loads the busy times.
 */
import { ruleAdmits, rowPrices } from '../availability/policy.js';
import { ruleOccurrences } from '../availability/occurrences.js';
import type { AvailabilityRule, BookingPerson, BookPayType, RuleRow } from '../availability/types.js';
import { addDaysToDate } from '../recurrence/civil-date.js';
import type { TimeRange } from '../recurrence/types.js';
import { zonedDayBounds } from '../recurrence/zoned-time.js';

/** A coach availability as the rules see it: an availability rule of one coach and one lesson type. */
export interface CoachAvailabilityRule extends AvailabilityRule {
  coach_id: number;
  lesson_type_id: number;
}

export interface CoachWindow {
  availability_id: number;
  coach_id: number;
  lesson_type_id: number;
  sport_id: number | null;
  court_id: number;
  /** The row's whole range that day (range_start_time, range_end_time of the spec). */
  range_start: Date;
  range_end: Date;
  /** The free (or blocked) part of it. */
  start: Date;
  end: Date;
  blocked: boolean;
  /** Per hour, cents and points, after the pay type's zeroing. */
  price_per_hour: number;
  point_per_hour: number;
  book_pay_type: BookPayType;
  row: RuleRow;
}

export interface CoachWindowQuery {
  availabilities: readonly CoachAvailabilityRule[];
  timeZone: string;
  from: Date;
  to: Date;
  now: Date;
  /** Blocked time of each coach. */
  blocks: ReadonlyMap<number, readonly TimeRange[]>;
  /** Each coach's lessons, sessions and assigned bookings. */
  coachBusy: ReadonlyMap<number, readonly TimeRange[]>;
  /** Each court's bookings and lessons. */
  courtBusy: ReadonlyMap<number, readonly TimeRange[]>;
  /** The shortest session worth showing, minutes. */
  minMinutes: number;
  /** The member booking (their who-can-book, advance and buffer apply); null for staff and coaches. */
  person: BookingPerson | null;
}

/** `base` less every range of `cuts`, in order. */
export function subtractRanges(base: readonly TimeRange[], cuts: readonly TimeRange[]): TimeRange[] {
  let pieces = base.map((range) => ({ start: range.start, end: range.end }));
  for (const cut of cuts) {
    const next: TimeRange[] = [];
    for (const piece of pieces) {
      if (cut.end <= piece.start || cut.start >= piece.end) {
        next.push(piece);
        continue;
      }
      if (cut.start > piece.start) next.push({ start: piece.start, end: cut.start });
      if (cut.end < piece.end) next.push({ start: cut.end, end: piece.end });
    }
    pieces = next;
  }
  return pieces.sort((a, b) => a.start.getTime() - b.start.getTime());
}

/** The parts of `base` inside any of `ranges`. */
function intersect(base: TimeRange, ranges: readonly TimeRange[]): TimeRange[] {
  return ranges
    .filter((range) => range.start < base.end && range.end > base.start)
    .map((range) => ({
      start: range.start > base.start ? range.start : base.start,
      end: range.end < base.end ? range.end : base.end,
    }));
}

/** The free and (for staff) blocked windows of the availabilities over [from, to), by start and court. */
export function coachWindows(query: CoachWindowQuery): CoachWindow[] {
  const out: CoachWindow[] = [];
  const minMs = query.minMinutes * 60_000;
  for (const availability of query.availabilities) {
    if (query.person && !ruleAdmits(availability, query.person)) continue;
    for (const occurrence of ruleOccurrences(availability, query.timeZone, query.from, query.to)) {
      const { row } = occurrence;
      const range = { start: occurrence.start, end: occurrence.end };
      // Nothing before now; for members nothing before the buffer, and nothing until the advance window opens.
      let earliest = query.now.getTime();
      if (query.person) {
        const opens = zonedDayBounds(addDaysToDate(occurrence.date, -row.advance_days), query.timeZone).start;
        if (query.now < opens) continue;
        earliest += row.buffer * 3_600_000;
      }
      const clip = { start: new Date(0), end: new Date(earliest) };
      const prices = rowPrices(row, availability.book_pay_type);
      const base = {
        availability_id: availability.id,
        coach_id: availability.coach_id,
        lesson_type_id: availability.lesson_type_id,
        sport_id: availability.sport_id,
        court_id: occurrence.courtId,
        range_start: range.start,
        range_end: range.end,
        price_per_hour: prices.price,
        point_per_hour: prices.points,
        book_pay_type: availability.book_pay_type,
        row,
      };
      const blocks = query.blocks.get(availability.coach_id) ?? [];
      if (!query.person) {
        for (const piece of subtractRanges(intersect(range, blocks), [clip]))
          out.push({ ...base, start: piece.start, end: piece.end, blocked: true });
      }
      const cuts = [
        clip,
        ...blocks,
        ...(query.coachBusy.get(availability.coach_id) ?? []),
        ...(query.courtBusy.get(occurrence.courtId) ?? []),
      ];
      for (const piece of subtractRanges([range], cuts)) {
        if (piece.end.getTime() - piece.start.getTime() < minMs) continue;
        out.push({ ...base, start: piece.start, end: piece.end, blocked: false });
      }
    }
  }
  return out.sort(
    (a, b) => a.start.getTime() - b.start.getTime() || a.court_id - b.court_id || a.availability_id - b.availability_id,
  );
}

/** The free window that holds [start, end) on the court, if any. */
export function windowHolding(windows: readonly CoachWindow[], courtId: number, slot: TimeRange): CoachWindow | null {
  return (
    windows.find(
      (window) =>
        !window.blocked && window.court_id === courtId && window.start <= slot.start && window.end >= slot.end,
    ) ?? null
  );
}

/** A session's price from its row's per-hour price and points, pro rata (rounded to whole cents and points). */
export function sessionPrice(window: Pick<CoachWindow, 'price_per_hour' | 'point_per_hour'>, minutes: number) {
  return {
    main_value: Math.round((window.price_per_hour * minutes) / 60),
    point_value: Math.round((window.point_per_hour * minutes) / 60),
    price: window.price_per_hour,
    point_price: window.point_per_hour,
  };
}
