/**
 * Court utilization (issue 27 point 2): booked court-hours ÷ available court-hours on the club's wall clock,
 * weekday × hour. Capacity is what the availability rules open (their rows on their courts), less freezes and
 * blocked court time; never "courts that had a booking". Booked time counts only inside capacity, so a cell never
 * passes 100 % and staff bookings outside the open hours do not inflate it.
 */
import { MS_PER_DAY } from '../recurrence/civil-date.js';
import { getZone, offsetAt, type Zone } from '../recurrence/zoned-time.js';
import { intersectSpans, spanMinutes, subtractSpans, unionSpans, type Span } from './intervals.js';

const MS_PER_HOUR = 3_600_000;

/** A stretch of time on one court (UTC instants). */
export interface CourtSpan {
  courtId: number;
  start: Date;
  end: Date;
}

/** A court's open hours from one availability rule row, with the rule's sport. */
export interface OpenSpan extends CourtSpan {
  sportId: number | null;
}

/** Closed court time; a freeze of some sports closes only the time their rules open. */
export interface ClosedSpan extends CourtSpan {
  sportIds?: number[] | null;
}

export interface UtilizationCourt {
  id: number;
  name: string;
  facilityGroupId: number;
  facilityGroupName: string;
}

export interface UtilizationSport {
  id: number;
  name: string;
}

/** Prime time: weekdays (Monday = 0 … Sunday = 6) and whole club-local hours [startHour, endHour). */
export interface PrimeHours {
  days: number[];
  startHour: number;
  endHour: number;
}

export interface UtilizationInput {
  timeZone: string;
  from: Date;
  to: Date;
  courts: UtilizationCourt[];
  sports: UtilizationSport[];
  open: OpenSpan[];
  /** Freezes and blocked court time: not for sale (only for rules of `sportIds` when given). */
  closed: ClosedSpan[];
  booked: CourtSpan[];
  prime: PrimeHours;
}

/** Minutes available and booked, and their ratio (null when nothing was available). */
export interface UsageFigures {
  available_minutes: number;
  booked_minutes: number;
  utilization: number | null;
}

export interface UtilizationCell extends UsageFigures {
  /** Monday = 0 … Sunday = 6. */
  weekday: number;
  hour: number;
  prime: boolean;
}

export interface UtilizationRow extends UsageFigures {
  id: number;
  name: string;
}

export interface UtilizationResult {
  cells: UtilizationCell[];
  total: UsageFigures;
  prime: UsageFigures;
  off_peak: UsageFigures;
  by_court: UtilizationRow[];
  by_facility_group: UtilizationRow[];
  by_sport: UtilizationRow[];
}

/** The ratio booked ÷ available to four places, null for no capacity. */
export function usage(available: number, booked: number): UsageFigures {
  return {
    available_minutes: available,
    booked_minutes: booked,
    utilization: available > 0 ? Math.round((booked / available) * 10_000) / 10_000 : null,
  };
}

export function isPrimeHour(prime: PrimeHours, weekday: number, hour: number): boolean {
  return prime.days.includes(weekday) && hour >= prime.startHour && hour < prime.endHour;
}

const toSpan = (s: { start: Date; end: Date }): Span => ({ start: s.start.getTime(), end: s.end.getTime() });

function byCourt<T extends CourtSpan>(spans: readonly T[], keep: (s: T) => boolean = () => true) {
  const map = new Map<number, Span[]>();
  for (const s of spans) {
    if (!keep(s)) continue;
    const list = map.get(s.courtId) ?? [];
    list.push(toSpan(s));
    map.set(s.courtId, list);
  }
  return map;
}

/**
 * Each piece of `spans` in a club-local hour: calls `visit(dayNumber, weekday, hour, minutes)`. The offset is read
 * at each piece's start, so an hour that a daylight-saving change shortens is counted as it was on the clock.
 */
export function eachLocalHour(
  zone: Zone,
  spans: readonly Span[],
  visit: (dayNumber: number, hour: number, minutes: number) => void,
): void {
  for (const span of spans) {
    let at = span.start;
    while (at < span.end) {
      const wall = at + offsetAt(zone, at);
      const nextWallHour = Math.floor(wall / MS_PER_HOUR) * MS_PER_HOUR + MS_PER_HOUR;
      const until = Math.min(span.end, at + (nextWallHour - wall));
      const day = Math.floor(wall / MS_PER_DAY);
      const hour = Math.floor((wall - day * MS_PER_DAY) / MS_PER_HOUR);
      visit(day, hour, (until - at) / 60_000);
      at = until;
    }
  }
}

/** Weekday of a day number with Monday = 0 (1970-01-01 was a Thursday). */
export const weekdayOf = (dayNumber: number): number => (((dayNumber + 3) % 7) + 7) % 7;

/** Per court: capacity (open less closed, inside the range) and booked time inside it. */
export function courtCapacity(
  input: Pick<UtilizationInput, 'from' | 'to' | 'open' | 'closed' | 'booked'>,
  courtIds: readonly number[],
  sportId: number | null = null,
): Map<number, { capacity: Span[]; booked: Span[] }> {
  const range = [{ start: input.from.getTime(), end: input.to.getTime() }];
  const booked = byCourt(input.booked);
  const out = new Map<number, { capacity: Span[]; booked: Span[] }>();
  const wanted = new Set(courtIds);
  // Open time per court and sport: a freeze of some sports closes only what those sports' rules open.
  const open = new Map<number, Map<number | null, Span[]>>();
  for (const s of input.open) {
    if (!wanted.has(s.courtId) || (sportId !== null && s.sportId !== sportId)) continue;
    const perSport = open.get(s.courtId) ?? new Map<number | null, Span[]>();
    perSport.set(s.sportId, [...(perSport.get(s.sportId) ?? []), toSpan(s)]);
    open.set(s.courtId, perSport);
  }
  for (const id of courtIds) {
    const pieces: Span[] = [];
    for (const [sport, spans] of open.get(id) ?? []) {
      const closed = input.closed.filter(
        (c) =>
          c.courtId === id &&
          (!c.sportIds || c.sportIds.length === 0 || (sport !== null && c.sportIds.includes(sport))),
      );
      pieces.push(...subtractSpans(intersectSpans(unionSpans(spans), range), unionSpans(closed.map(toSpan))));
    }
    const capacity = unionSpans(pieces);
    out.set(id, { capacity, booked: intersectSpans(unionSpans(booked.get(id) ?? []), capacity) });
  }
  return out;
}

/** The utilization report's figures for the range (see the file's comment). */
export function utilization(input: UtilizationInput): UtilizationResult {
  const zone = getZone(input.timeZone);
  const available = new Float64Array(7 * 24);
  const booked = new Float64Array(7 * 24);
  const perCourt = courtCapacity(
    input,
    input.courts.map((c) => c.id),
  );
  for (const { capacity, booked: taken } of perCourt.values()) {
    eachLocalHour(zone, capacity, (day, hour, minutes) => (available[weekdayOf(day) * 24 + hour]! += minutes));
    eachLocalHour(zone, taken, (day, hour, minutes) => (booked[weekdayOf(day) * 24 + hour]! += minutes));
  }
  const cells: UtilizationCell[] = [];
  const sums = { all: [0, 0], prime: [0, 0], off: [0, 0] };
  for (let weekday = 0; weekday < 7; weekday += 1) {
    for (let hour = 0; hour < 24; hour += 1) {
      const a = Math.round(available[weekday * 24 + hour]!);
      const b = Math.round(booked[weekday * 24 + hour]!);
      const prime = isPrimeHour(input.prime, weekday, hour);
      cells.push({ weekday, hour, prime, ...usage(a, b) });
      for (const key of ['all', prime ? 'prime' : 'off'] as const) {
        sums[key][0]! += a;
        sums[key][1]! += b;
      }
    }
  }
  const courtRows = input.courts.map((court) => {
    const figures = perCourt.get(court.id)!;
    return { id: court.id, name: court.name, ...usage(spanMinutes(figures.capacity), spanMinutes(figures.booked)) };
  });
  const groups = new Map<number, { name: string; a: number; b: number }>();
  input.courts.forEach((court, i) => {
    const group = groups.get(court.facilityGroupId) ?? { name: court.facilityGroupName, a: 0, b: 0 };
    group.a += courtRows[i]!.available_minutes;
    group.b += courtRows[i]!.booked_minutes;
    groups.set(court.facilityGroupId, group);
  });
  const courtIds = input.courts.map((c) => c.id);
  const bySport = input.sports.map((sport) => {
    let a = 0;
    let b = 0;
    for (const figures of courtCapacity(input, courtIds, sport.id).values()) {
      a += spanMinutes(figures.capacity);
      b += spanMinutes(figures.booked);
    }
    return { id: sport.id, name: sport.name, ...usage(a, b) };
  });
  return {
    cells,
    total: usage(sums.all[0]!, sums.all[1]!),
    prime: usage(sums.prime[0]!, sums.prime[1]!),
    off_peak: usage(sums.off[0]!, sums.off[1]!),
    by_court: courtRows,
    by_facility_group: [...groups].map(([id, g]) => ({ id, name: g.name, ...usage(g.a, g.b) })),
    by_sport: bySport.filter((row) => row.available_minutes > 0 || row.booked_minutes > 0),
  };
}

/** One club-local prime hour of a day in the coming week with court time still unsold. */
export interface UnsoldPrimeHour {
  date: string;
  hour: number;
  unsold_minutes: number;
}

/**
 * Prime court time not yet sold between `from` and `to` (the next 7 days): per club-local date and hour, the
 * capacity less what is booked, summed over the courts; hours fully sold are left out.
 */
export function unsoldPrimeHours(input: UtilizationInput): { total_minutes: number; hours: UnsoldPrimeHour[] } {
  const zone = getZone(input.timeZone);
  const unsold = new Map<string, number>();
  const perCourt = courtCapacity(
    input,
    input.courts.map((c) => c.id),
  );
  for (const { capacity, booked } of perCourt.values()) {
    eachLocalHour(zone, subtractSpans(capacity, booked), (day, hour, minutes) => {
      if (!isPrimeHour(input.prime, weekdayOf(day), hour)) return;
      const key = `${new Date(day * MS_PER_DAY).toISOString().slice(0, 10)} ${hour}`;
      unsold.set(key, (unsold.get(key) ?? 0) + minutes);
    });
  }
  const hours = [...unsold]
    .map(([key, minutes]) => {
      const [date, hour] = key.split(' ');
      return { date: date!, hour: Number(hour), unsold_minutes: Math.round(minutes) };
    })
    .filter((h) => h.unsold_minutes > 0)
    .sort((a, b) => a.date.localeCompare(b.date) || a.hour - b.hour);
  return { total_minutes: hours.reduce((sum, h) => sum + h.unsold_minutes, 0), hours };
}
