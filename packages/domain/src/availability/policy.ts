/**
 * The booking policy of availability rules (spec 2 sections 3 and 9, issue 10): whether a person may book a court
 * for a time, at what price, and when refused, which rule refused them and when they could book it. Pure: the
 * server loads the rules and the person, the web may run the same check to explain a slot.
 *
 * - Time no rule's row covers (a court without rules, a day a rule does not repeat on, hours outside its rows) is
 *   governed by the club-wide settings alone, so existing clubs keep working.
 * - Every part of the booking a row covers must fall in a row of a rule that admits the person (who can book and
 *   filters), inside that row's window: from local midnight `advance_days` days before the booking's day until
 *   `buffer` hours before its start.
 * - Where several admitting rows cover the same minutes (a members' rule and a public one), the cheapest applies.
 */
import { MINUTES_PER_DAY, MS_PER_DAY, MS_PER_MINUTE, weekdayOfDayNumber } from '../recurrence/civil-date.js';
import type { TimeRange } from '../recurrence/types.js';
import { getZone, offsetAt, wallMsToUtcMs, type Zone } from '../recurrence/zoned-time.js';
import { ruleCalendar, type RuleCalendar } from './rule-dates.js';
import {
  ALL_OF_KIND,
  type AvailabilityRule,
  type BookingPerson,
  type BookPayType,
  type RuleFilters,
  type RuleRow,
  commonPayType,
  EITHER_PAY_TYPE,
  takesMoney,
  takesPoints,
  type WhoCanBook,
} from './types.js';

/** Why a booking is refused. */
export type RefusalReason = 'not_admitted' | 'too_early' | 'too_late';

export interface PolicyRefusal {
  reason: RefusalReason;
  /** The rule that refused. */
  rule: { id: number; note: string };
  /** When the person could book this very slot (too_early only); null when waiting does not help. */
  earliestTime: Date | null;
}

export interface PolicyApproval {
  /** false: no rule's row covers any of the booking, so the club-wide settings alone apply. */
  governed: boolean;
  /** Minutes of the booking no row covers: the club-wide settings apply to them and the court's own price. */
  ungovernedMinutes: number;
  /** The rules whose rows priced the booking, in order of time. */
  ruleIds: number[];
  /** Integer cents for the governed minutes (court time only). */
  price: number;
  /** Whole points for the whole booking. */
  points: number;
  bookPayType: BookPayType;
}

export type PolicyDecision = { ok: true; approval: PolicyApproval } | { ok: false; refusal: PolicyRefusal };

export interface SlotRequest {
  courtId: number;
  start: Date;
  end: Date;
}

interface CompiledRow {
  row: RuleRow;
  start: number;
  end: number;
  days: ReadonlySet<number> | null;
}

interface CompiledRule {
  rule: AvailabilityRule;
  calendar: RuleCalendar;
  rows: CompiledRow[];
}

/** A club's rules prepared for many checks: parsed once and indexed by court. */
export interface CompiledRules {
  zone: Zone;
  byCourt: ReadonlyMap<number, readonly CompiledRule[]>;
}

function minutesOf(time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
}

export function compileRules(rules: readonly AvailabilityRule[], timeZone: string): CompiledRules {
  const byCourt = new Map<number, CompiledRule[]>();
  for (const rule of rules) {
    const compiled: CompiledRule = {
      rule,
      calendar: ruleCalendar(rule),
      rows: rule.rows.map((row) => {
        const start = minutesOf(row.start_time);
        const end = row.end_time === '00:00' ? MINUTES_PER_DAY : minutesOf(row.end_time);
        return { row, start, end, days: row.days.length > 0 ? new Set(row.days) : null };
      }),
    };
    for (const courtId of new Set(rule.court_ids)) {
      const list = byCourt.get(courtId) ?? [];
      list.push(compiled);
      byCourt.set(courtId, list);
    }
  }
  return { zone: getZone(timeZone), byCourt };
}

function includesAny(values: readonly number[], held: readonly number[]): boolean {
  if (values.includes(ALL_OF_KIND)) return held.length > 0;
  return held.some((id) => values.includes(id));
}

/** Whether one who-can-book entry admits the person (-3: any of that kind; public admits everyone). */
export function entryAdmits(entry: WhoCanBook, person: BookingPerson): boolean {
  switch (entry.for) {
    case 'public':
      return true;
    case 'allmembers':
      return person.isMember;
    case 'groups':
      return person.isMember && includesAny(entry.values, person.groupIds);
    case 'plans':
      return person.isMember && includesAny(entry.values, person.planIds);
    case 'coaches':
      return (
        person.isCoach &&
        (entry.values.includes(ALL_OF_KIND) || (person.userId !== null && entry.values.includes(person.userId)))
      );
    case 'facility_groups':
      return includesAny(entry.values, person.facilityGroupIds);
  }
}

/**
 * Whether a rule admits the person: one of its who-can-book entries and every filter it sets. A filter the
 * person's profile cannot answer (no birth date, no level) does not admit them.
 */
export function ruleAdmits(rule: AvailabilityRule, person: BookingPerson): boolean {
  if (!rule.who_can_book.some((entry) => entryAdmits(entry, person))) return false;
  return filtersAdmit(rule.filters, person);
}

/**
 * Whether the person passes who-can-book filters (age, level, gender), as rules and lessons apply them. A filter
 * the person's profile cannot answer (no birth date, no level) does not admit them; gender NA admits everyone.
 */
export function filtersAdmit(filters: RuleFilters, person: BookingPerson): boolean {
  const { min_age, max_age, min_level, max_level, gender } = filters;
  if (min_age !== null || max_age !== null) {
    if (person.age === null) return false;
    if (min_age !== null && person.age < min_age) return false;
    if (max_age !== null && person.age > max_age) return false;
  }
  if (min_level !== null || max_level !== null) {
    if (person.level === null) return false;
    if (min_level !== null && person.level < min_level) return false;
    if (max_level !== null && person.level > max_level) return false;
  }
  if (gender !== null && gender !== 'NA' && person.gender !== gender) return false;
  return true;
}

/** Money and points a row asks per hour under its rule's pay type (1: money only, 2: points only). */
export function rowPrices(row: RuleRow, payType: BookPayType): { price: number; points: number } {
  return { price: takesMoney(payType) ? row.price : 0, points: takesPoints(payType) ? row.point_price : 0 };
}

/** The club-local day and minutes of a booking, or null when it does not lie within one local day. */
function localSpan(zone: Zone, slot: TimeRange): { day: number; start: number; end: number } | null {
  const startWall = slot.start.getTime() + offsetAt(zone, slot.start.getTime());
  const endWall = slot.end.getTime() + offsetAt(zone, slot.end.getTime());
  const day = Math.floor(startWall / MS_PER_DAY);
  const start = Math.round((startWall - day * MS_PER_DAY) / MS_PER_MINUTE);
  const end = Math.round((endWall - day * MS_PER_DAY) / MS_PER_MINUTE);
  if (end <= start || end > MINUTES_PER_DAY) return null;
  return { day, start, end };
}

interface Candidate {
  rule: CompiledRule;
  row: CompiledRow;
}

/** When a row's window opens for a booking on `day` (local midnight advance_days before) and when it closes. */
function windowOf(zone: Zone, day: number, start: Date, row: RuleRow): { opens: number; closes: number } {
  return {
    opens: wallMsToUtcMs(zone, (day - row.advance_days) * MS_PER_DAY),
    closes: start.getTime() - row.buffer * 3_600_000,
  };
}

/** Which rules govern a court on the local day of `at` (null: none, the club-wide settings alone apply). */
export function governingRules(compiled: CompiledRules, courtId: number, at: Date): AvailabilityRule[] {
  const day = Math.floor((at.getTime() + offsetAt(compiled.zone, at.getTime())) / MS_PER_DAY);
  return (compiled.byCourt.get(courtId) ?? []).filter((r) => r.calendar.applies(day)).map((r) => r.rule);
}

/** Checks one booking of one court against the club's rules for the person at `now`. */
export function checkSlot(
  compiled: CompiledRules,
  person: BookingPerson,
  slot: SlotRequest,
  now: Date,
  /** false: staff booking for the person, who are not bound by the rules; the booking is only priced. */
  enforce = true,
): PolicyDecision {
  const { zone } = compiled;
  const notGoverned: PolicyDecision = {
    ok: true,
    approval: {
      governed: false,
      ungovernedMinutes: (slot.end.getTime() - slot.start.getTime()) / MS_PER_MINUTE,
      ruleIds: [],
      price: 0,
      points: 0,
      bookPayType: EITHER_PAY_TYPE,
    },
  };
  const rules = compiled.byCourt.get(slot.courtId);
  if (!rules) return notGoverned;
  const span = localSpan(zone, slot);
  if (!span) return notGoverned;
  const today = rules.filter((rule) => rule.calendar.applies(span.day));
  if (today.length === 0) return notGoverned;
  const weekday = weekdayOfDayNumber(span.day);
  const candidates: Candidate[] = [];
  const cuts = new Set([span.start, span.end]);
  for (const rule of today) {
    for (const row of rule.rows) {
      if (row.days && !row.days.has(weekday)) continue;
      if (row.end <= span.start || row.start >= span.end) continue;
      candidates.push({ rule, row });
      if (row.start > span.start) cuts.add(row.start);
      if (row.end < span.end) cuts.add(row.end);
    }
  }
  const points = [...cuts].sort((a, b) => a - b);
  const admitted = new Map<CompiledRule, boolean>();
  const admits = (rule: CompiledRule) => {
    let known = admitted.get(rule);
    if (known === undefined) admitted.set(rule, (known = ruleAdmits(rule.rule, person)));
    return known;
  };
  // Each part of the booking between row boundaries, with the rows that admit the person there (none: no row covers it).
  const segments: { minutes: number; rows: Candidate[] }[] = [];
  for (let index = 0; index + 1 < points.length; index++) {
    const [from, to] = [points[index]!, points[index + 1]!];
    const covering = candidates.filter((c) => c.row.start <= from && c.row.end >= to);
    if (covering.length === 0) {
      segments.push({ minutes: to - from, rows: [] });
      continue;
    }
    if (!enforce) {
      // Priced as the person would be where a rule admits them, else as the covering rows ask.
      const admittedRows = covering.filter((c) => admits(c.rule));
      segments.push({ minutes: to - from, rows: admittedRows.length > 0 ? admittedRows : covering });
      continue;
    }
    const open = covering.filter((c) => admits(c.rule));
    if (open.length === 0) {
      return { ok: false, refusal: { reason: 'not_admitted', rule: named(covering[0]!.rule), earliestTime: null } };
    }
    segments.push({ minutes: to - from, rows: open });
  }
  const nowMs = now.getTime();
  let price = 0;
  let pointsTotal = 0;
  const ruleIds: number[] = [];
  const payTypes = new Set<BookPayType>();
  let ungovernedMinutes = 0;
  for (const segment of segments) {
    if (segment.rows.length === 0) {
      ungovernedMinutes += segment.minutes;
      continue;
    }
    const timely = segment.rows.filter((c) => {
      if (!enforce) return true;
      const window = windowOf(zone, span.day, slot.start, c.row.row);
      return nowMs >= window.opens && nowMs <= window.closes;
    });
    if (timely.length === 0) {
      const governed = segments.filter((candidate) => candidate.rows.length > 0);
      return { ok: false, refusal: lateOrEarly(zone, span.day, slot.start, governed, nowMs) };
    }
    const best = cheapest(timely);
    const prices = rowPrices(best.row.row, best.rule.rule.book_pay_type);
    price += (prices.price * segment.minutes) / 60;
    pointsTotal += (prices.points * segment.minutes) / 60;
    if (!ruleIds.includes(best.rule.rule.id)) ruleIds.push(best.rule.rule.id);
    payTypes.add(best.rule.rule.book_pay_type);
  }
  return {
    ok: true,
    approval: {
      governed: ruleIds.length > 0,
      ungovernedMinutes,
      ruleIds,
      price: Math.round(price),
      points: Math.round(pointsTotal),
      bookPayType: commonPayType(payTypes),
    },
  };
}

function named(rule: CompiledRule): { id: number; note: string } {
  return { id: rule.rule.id, note: rule.rule.note };
}

function cheapest(rows: Candidate[]): Candidate {
  let best = rows[0]!;
  let bestPrices = rowPrices(best.row.row, best.rule.rule.book_pay_type);
  for (const candidate of rows.slice(1)) {
    const prices = rowPrices(candidate.row.row, candidate.rule.rule.book_pay_type);
    if (prices.price < bestPrices.price || (prices.price === bestPrices.price && prices.points < bestPrices.points)) {
      best = candidate;
      bestPrices = prices;
    }
  }
  return best;
}

/**
 * The refusal of a booking every part of which some admitting row covers, but not at `now`: too early when every
 * part's window opens later (the earliest time is when the last part opens), otherwise too late.
 */
function lateOrEarly(
  zone: Zone,
  day: number,
  start: Date,
  segments: { rows: Candidate[] }[],
  nowMs: number,
): PolicyRefusal {
  let earliest = nowMs;
  let blame: Candidate | null = null;
  for (const segment of segments) {
    let segmentEarliest = Number.POSITIVE_INFINITY;
    let segmentBlame: Candidate | null = null;
    for (const candidate of segment.rows) {
      const window = windowOf(zone, day, start, candidate.row.row);
      if (nowMs > window.closes || window.opens > window.closes) continue;
      const at = Math.max(window.opens, nowMs);
      if (at < segmentEarliest) [segmentEarliest, segmentBlame] = [at, candidate];
    }
    if (segmentBlame === null) {
      return { reason: 'too_late', rule: named(segment.rows[0]!.rule), earliestTime: null };
    }
    if (segmentEarliest > earliest) [earliest, blame] = [segmentEarliest, segmentBlame];
  }
  const rule = blame ?? segments[0]!.rows[0]!;
  return { reason: 'too_early', rule: named(rule.rule), earliestTime: new Date(earliest) };
}

/**
 * The nearest slot of the same length on the same court the person may book now: free of `busy` ranges, allowed
 * by the rules and by `alsoAllowed` (the club-wide limits). Tried every `stepMinutes` on the club's clock, later
 * and earlier alternately (never in the past), up to `horizonDays` days after the requested start.
 */
export function suggestSlot(
  compiled: CompiledRules,
  person: BookingPerson,
  slot: SlotRequest,
  now: Date,
  options: {
    busy: readonly TimeRange[];
    stepMinutes: number;
    horizonDays: number;
    /** The club-wide limits; `governed`: whether rows cover all of the candidate (their window replaces the club's). */
    alsoAllowed?: (range: TimeRange, governed: boolean) => boolean;
  },
): SlotRequest | null {
  const length = slot.end.getTime() - slot.start.getTime();
  const step = Math.max(5, options.stepMinutes) * MS_PER_MINUTE;
  const origin = slot.start.getTime();
  const latest = origin + options.horizonDays * MS_PER_DAY;
  const free = (start: number, end: number) =>
    !options.busy.some((range) => range.start.getTime() < end && range.end.getTime() > start);
  for (let offset = step; origin + offset <= latest; offset += step) {
    for (const start of [origin + offset, origin - offset]) {
      if (start < now.getTime() || start > latest) continue;
      const candidate = { courtId: slot.courtId, start: new Date(start), end: new Date(start + length) };
      if (!localSpan(compiled.zone, candidate)) continue;
      if (!free(start, start + length)) continue;
      const decision = checkSlot(compiled, person, candidate, now);
      if (!decision.ok) continue;
      if (options.alsoAllowed && !options.alsoAllowed(candidate, decision.approval.ungovernedMinutes === 0)) continue;
      return candidate;
    }
  }
  return null;
}

/** Whole years of a person born on `birthDate` on `date` (both 'YYYY-MM-DD'); null when either is unreadable. */
export function ageOn(birthDate: string | null, date: string): number | null {
  const born = birthDate === null ? null : /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthDate);
  const on = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!born || !on) return null;
  const years = Number(on[1]) - Number(born[1]);
  const hadBirthday = on[2]! > born[2]! || (on[2] === born[2] && on[3]! >= born[3]!);
  return hadBirthday ? years : years - 1;
}
