/**
 * Booking restrictions (issue 10, "Restrictions and overrides"): the limits a club puts on how much court time a
 * member holds, like CourtReserve's: bookings or minutes per day or per week, or upcoming bookings held at once,
 * optionally only inside a prime-time window (club-local weekdays and hours), for all members or for member types,
 * groups or plans, optionally only on one sport or facility group. A per-member override gives one member another
 * limit or an exemption, optionally until a date. Pure: the server counts with these, the web shows them.
 */
import { getZone, offsetAt, wallMsToUtcMs } from '../recurrence/zoned-time.js';
import {
  dayNumberToDate,
  MS_PER_DAY,
  MS_PER_MINUTE,
  parseDateToDayNumber,
  parseTimeToMinutes,
  weekdayOfDayNumber,
} from '../recurrence/civil-date.js';

export type RestrictionUnit = 'bookings' | 'minutes';
export const RESTRICTION_UNITS: readonly RestrictionUnit[] = ['bookings', 'minutes'];
/** day and week: used within the club-local day or week a booking starts in; upcoming: held at once from now on. */
export type RestrictionPeriod = 'day' | 'week' | 'upcoming';
export const RESTRICTION_PERIODS: readonly RestrictionPeriod[] = ['day', 'week', 'upcoming'];

/** A club-local window on some weekdays (Monday = 0 … Sunday = 6), 'HH:mm'; end '00:00' is midnight. */
export interface PrimeTime {
  days: number[];
  start_time: string;
  end_time: string;
}

export interface RestrictionRule {
  id: number;
  name: string;
  unit: RestrictionUnit;
  period: RestrictionPeriod;
  max_value: number;
  /** The first day of a week for period 'week' (Monday = 0 … Sunday = 6). */
  week_start: number;
  prime_time: PrimeTime | null;
  sport_id: number | null;
  facility_group_id: number | null;
  /** Everyone who is not staff; otherwise only the listed member types, groups and plans. */
  all_members: boolean;
  member_type_ids: number[];
  group_ids: number[];
  plan_ids: number[];
  /** Staff booking for the member are held to it too (otherwise staff may book past it; the booking still counts). */
  applies_to_staff: boolean;
  active: boolean;
}

export interface RestrictionOverrideRule {
  restriction_id: number;
  user_id: number;
  /** Exempt from the restriction; otherwise `max_value` replaces the restriction's. */
  exempt: boolean;
  max_value: number | null;
  /** 'YYYY-MM-DD' club-local last day it holds (inclusive); null: until removed. */
  ends_on: string | null;
}

/** The member a restriction is checked for. */
export interface RestrictedMember {
  userId: number;
  memberTypeId: number;
  /** Staff (owner, admin, coach, …) are never held to restrictions. */
  isStaff: boolean;
  groupIds: number[];
  planIds: number[];
}

/** One of the member's bookings (one court, one occurrence). */
export interface CountedBooking {
  id: number;
  start: Date;
  end: Date;
  sportId: number | null;
  facilityGroupId: number | null;
}

export function restrictionAppliesTo(rule: RestrictionRule, member: RestrictedMember): boolean {
  if (!rule.active || member.isStaff) return false;
  if (rule.all_members) return true;
  return (
    rule.member_type_ids.includes(member.memberTypeId) ||
    rule.group_ids.some((id) => member.groupIds.includes(id)) ||
    rule.plan_ids.some((id) => member.planIds.includes(id))
  );
}

/** The override in force on `today` ('YYYY-MM-DD', club-local), if any. */
export function overrideInForce(
  overrides: readonly RestrictionOverrideRule[],
  rule: RestrictionRule,
  userId: number,
  today: string,
): RestrictionOverrideRule | null {
  return (
    overrides.find(
      (o) => o.restriction_id === rule.id && o.user_id === userId && (o.ends_on === null || o.ends_on >= today),
    ) ?? null
  );
}

/** The limit that holds for the member: the override's, the restriction's, or null when exempt. */
export function effectiveLimit(rule: RestrictionRule, override: RestrictionOverrideRule | null): number | null {
  if (!override) return rule.max_value;
  if (override.exempt) return null;
  return override.max_value ?? rule.max_value;
}

/** Wall-clock ms (the club-local time read as if it were UTC) of an instant. */
function wallMs(timeZone: string, instant: Date): number {
  const ms = instant.getTime();
  return ms + offsetAt(getZone(timeZone), ms);
}

/** Minutes of [start, end) inside the prime-time window, on the club's wall clock. */
export function primeTimeMinutes(prime: PrimeTime, start: Date, end: Date, timeZone: string): number {
  const from = wallMs(timeZone, start);
  const to = wallMs(timeZone, end);
  const open = parseTimeToMinutes(prime.start_time) ?? 0;
  const closeRaw = parseTimeToMinutes(prime.end_time) ?? 0;
  const close = closeRaw === 0 ? 1440 : closeRaw;
  let total = 0;
  for (let day = Math.floor(from / MS_PER_DAY); day * MS_PER_DAY < to; day++) {
    if (!prime.days.includes(weekdayOfDayNumber(day))) continue;
    const windowStart = day * MS_PER_DAY + open * MS_PER_MINUTE;
    const windowEnd = day * MS_PER_DAY + close * MS_PER_MINUTE;
    const overlap = Math.min(to, windowEnd) - Math.max(from, windowStart);
    if (overlap > 0) total += overlap;
  }
  return Math.round(total / MS_PER_MINUTE);
}

/** How much a booking adds to the restriction's usage: 0 when it does not count (other sport, outside prime time). */
export function amountOf(rule: RestrictionRule, booking: CountedBooking, timeZone: string): number {
  if (rule.sport_id !== null && booking.sportId !== rule.sport_id) return 0;
  if (rule.facility_group_id !== null && booking.facilityGroupId !== rule.facility_group_id) return 0;
  const minutes = rule.prime_time
    ? primeTimeMinutes(rule.prime_time, booking.start, booking.end, timeZone)
    : Math.round((booking.end.getTime() - booking.start.getTime()) / MS_PER_MINUTE);
  if (minutes <= 0) return 0;
  return rule.unit === 'bookings' ? 1 : minutes;
}

/** A counting period: the club-local day or week, as instants, and its first day. */
export interface UsagePeriod {
  start: Date;
  end: Date;
  /** 'YYYY-MM-DD' of its first day; '' for upcoming. */
  first_day: string;
}

function dayStartUtc(timeZone: string, dayNumber: number): Date {
  return new Date(wallMsToUtcMs(getZone(timeZone), dayNumber * MS_PER_DAY));
}

/** The club-local day or week (starting on `week_start`) an instant falls in. */
export function periodAround(period: 'day' | 'week', weekStart: number, instant: Date, timeZone: string): UsagePeriod {
  const day = Math.floor(wallMs(timeZone, instant) / MS_PER_DAY);
  const first = period === 'day' ? day : day - ((weekdayOfDayNumber(day) - weekStart + 7) % 7);
  const last = first + (period === 'day' ? 1 : 7);
  return { start: dayStartUtc(timeZone, first), end: dayStartUtc(timeZone, last), first_day: dayNumberToDate(first) };
}

/** The window of bookings to load to count a booking starting at `instant` (upcoming: from now on). */
export function countingWindow(rule: RestrictionRule, instant: Date, now: Date, timeZone: string): UsagePeriod {
  if (rule.period === 'upcoming') return { start: now, end: new Date(8.64e15), first_day: '' };
  return periodAround(rule.period, rule.week_start, instant, timeZone);
}

/** Whether a booking belongs to a window: it starts inside it (upcoming: it has not started yet). */
function inWindow(rule: RestrictionRule, window: UsagePeriod, booking: CountedBooking): boolean {
  if (rule.period === 'upcoming') return booking.start.getTime() > window.start.getTime();
  return booking.start >= window.start && booking.start < window.end;
}

export function usageIn(
  rule: RestrictionRule,
  window: UsagePeriod,
  bookings: readonly CountedBooking[],
  timeZone: string,
): number {
  return bookings.reduce((sum, b) => (inWindow(rule, window, b) ? sum + amountOf(rule, b, timeZone) : sum), 0);
}

/** "bookings" / "minutes", singular for one. */
export function unitLabel(unit: RestrictionUnit, count: number): string {
  if (unit === 'bookings') return count === 1 ? 'booking' : 'bookings';
  return count === 1 ? 'minute' : 'minutes';
}

function periodLabel(rule: RestrictionRule, window: UsagePeriod, now: Date): string {
  if (rule.period === 'upcoming') return 'held at once';
  const current = now >= window.start && now < window.end;
  if (rule.period === 'day') return current ? 'today' : `on ${window.first_day}`;
  return current ? 'this week' : `in the week starting ${window.first_day}`;
}

/** Where a booking is refused: the restriction, the usage before it and the limit. */
export interface RestrictionRefusal {
  restriction_id: number;
  name: string;
  used: number;
  limit: number;
  unit: RestrictionUnit;
  period: RestrictionPeriod;
  message: string;
}

export function refusalMessage(
  rule: RestrictionRule,
  used: number,
  limit: number,
  window: UsagePeriod,
  now: Date,
  total?: number,
): string {
  const prime = rule.prime_time ? ' in prime time' : '';
  const what =
    rule.period === 'upcoming'
      ? `You hold ${used} of ${limit} upcoming ${unitLabel(rule.unit, limit)}${prime}`
      : `You have used ${used} of ${limit} ${unitLabel(rule.unit, limit)}${prime} ${periodLabel(rule, window, now)}`;
  // A request that books several at once can go over from below the limit: say where it would end.
  const after = total !== undefined && used < limit ? `; this would make ${total}` : '';
  return `${what}${after} (restriction “${rule.name}”).`;
}

export interface RestrictionCheck {
  rules: readonly RestrictionRule[];
  overrides: readonly RestrictionOverrideRule[];
  member: RestrictedMember;
  /** Every booking of the member in the counting windows, the new ones included. */
  bookings: readonly CountedBooking[];
  /** Ids among `bookings` that the request adds or moves; only windows they count in are checked. */
  added: readonly number[];
  /** Staff are booking for the member: only restrictions with applies_to_staff hold. */
  byStaff: boolean;
  now: Date;
  timeZone: string;
}

/**
 * The first restriction the member's bookings, new ones included, go over, where a new booking counts; null
 * when all hold. `used` is what the member had before the new bookings.
 */
export function findRefusal(check: RestrictionCheck): RestrictionRefusal | null {
  const { member, bookings, now, timeZone } = check;
  const today = dayNumberToDate(Math.floor(wallMs(timeZone, now) / MS_PER_DAY));
  const added = new Set(check.added);
  const newOnes = bookings.filter((b) => added.has(b.id));
  for (const rule of check.rules) {
    if (!restrictionAppliesTo(rule, member) || (check.byStaff && !rule.applies_to_staff)) continue;
    const limit = effectiveLimit(rule, overrideInForce(check.overrides, rule, member.userId, today));
    if (limit === null) continue;
    const seen = new Set<string>();
    for (const booking of newOnes) {
      if (amountOf(rule, booking, timeZone) === 0) continue;
      const window = countingWindow(rule, booking.start, now, timeZone);
      if (!inWindow(rule, window, booking) || seen.has(window.first_day)) continue;
      seen.add(window.first_day);
      const total = usageIn(rule, window, bookings, timeZone);
      if (total <= limit) continue;
      const before = usageIn(
        rule,
        window,
        bookings.filter((b) => !added.has(b.id)),
        timeZone,
      );
      return {
        restriction_id: rule.id,
        name: rule.name,
        used: before,
        limit,
        unit: rule.unit,
        period: rule.period,
        message: refusalMessage(rule, before, limit, window, now, total),
      };
    }
  }
  return null;
}

/** How much of one restriction a member has used now (today, this week, or held from now on). */
export interface RestrictionUsage {
  restriction_id: number;
  name: string;
  unit: RestrictionUnit;
  period: RestrictionPeriod;
  prime_time: PrimeTime | null;
  used: number;
  /** null: the member is exempt. */
  limit: number | null;
  remaining: number | null;
  override: RestrictionOverrideRule | null;
  period_start: string | null;
  period_end: string | null;
}

/** The windows to load bookings for, to report the current usage of `rules`. */
export function currentWindow(rule: RestrictionRule, now: Date, timeZone: string): UsagePeriod {
  return countingWindow(rule, now, now, timeZone);
}

export function currentUsage(
  rules: readonly RestrictionRule[],
  overrides: readonly RestrictionOverrideRule[],
  member: RestrictedMember,
  bookings: readonly CountedBooking[],
  now: Date,
  timeZone: string,
): RestrictionUsage[] {
  const today = dayNumberToDate(Math.floor(wallMs(timeZone, now) / MS_PER_DAY));
  return rules
    .filter((rule) => restrictionAppliesTo(rule, member))
    .map((rule) => {
      const override = overrideInForce(overrides, rule, member.userId, today);
      const limit = effectiveLimit(rule, override);
      const window = currentWindow(rule, now, timeZone);
      const used = usageIn(rule, window, bookings, timeZone);
      return {
        restriction_id: rule.id,
        name: rule.name,
        unit: rule.unit,
        period: rule.period,
        prime_time: rule.prime_time,
        used,
        limit,
        remaining: limit === null ? null : Math.max(0, limit - used),
        override,
        period_start: rule.period === 'upcoming' ? null : window.start.toISOString(),
        period_end: rule.period === 'upcoming' ? null : window.end.toISOString(),
      };
    });
}

export type StatisticsUnit = 'day' | 'week' | 'month';

/** Bookings and minutes per club-local day, week (from `weekStart`) or month, the last `count` of them up to now. */
export function bookingHistory(
  bookings: readonly CountedBooking[],
  unit: StatisticsUnit,
  count: number,
  weekStart: number,
  now: Date,
  timeZone: string,
): { period_start: string; bookings: number; minutes: number }[] {
  const firstDays: number[] = [];
  const today = Math.floor(wallMs(timeZone, now) / MS_PER_DAY);
  let cursor =
    unit === 'day'
      ? today
      : unit === 'week'
        ? today - ((weekdayOfDayNumber(today) - weekStart + 7) % 7)
        : parseDateToDayNumber(`${dayNumberToDate(today).slice(0, 8)}01`)!;
  for (let i = 0; i < count; i++) {
    firstDays.unshift(cursor);
    if (unit === 'day') cursor -= 1;
    else if (unit === 'week') cursor -= 7;
    else {
      const date = dayNumberToDate(cursor - 1);
      cursor = parseDateToDayNumber(`${date.slice(0, 8)}01`)!;
    }
  }
  const rows = firstDays.map((day) => ({ period_start: dayNumberToDate(day), bookings: 0, minutes: 0 }));
  for (const booking of bookings) {
    const day = Math.floor(wallMs(timeZone, booking.start) / MS_PER_DAY);
    if (day > today) continue;
    let index = -1;
    for (let i = firstDays.length - 1; i >= 0; i--) {
      if (day >= firstDays[i]!) {
        index = i;
        break;
      }
    }
    if (index < 0) continue;
    rows[index]!.bookings += 1;
    rows[index]!.minutes += Math.round((booking.end.getTime() - booking.start.getTime()) / MS_PER_MINUTE);
  }
  return rows;
}

/** The first club-local day of the oldest bucket of bookingHistory, as an instant (what to load from). */
export function historyStart(
  unit: StatisticsUnit,
  count: number,
  weekStart: number,
  now: Date,
  timeZone: string,
): Date {
  const first = bookingHistory([], unit, count, weekStart, now, timeZone)[0]!.period_start;
  return dayStartUtc(timeZone, parseDateToDayNumber(first)!);
}

/** "Weekdays 17:00–21:00" style summary of the days of a prime-time window. */
const DAY_NAMES = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
export function describePrimeTime(prime: PrimeTime): string {
  const days = [...prime.days].sort((a, b) => a - b);
  const key = days.join(',');
  const label =
    key === '0,1,2,3,4'
      ? 'Weekdays'
      : key === '5,6'
        ? 'Weekends'
        : key === '0,1,2,3,4,5,6'
          ? 'Every day'
          : days.map((d) => DAY_NAMES[d]).join(', ');
  return `${label} ${prime.start_time}–${prime.end_time}`;
}

/** "2 bookings per week", "60 minutes per day", "3 upcoming bookings at once". */
export function describeLimit(unit: RestrictionUnit, period: RestrictionPeriod, limit: number): string {
  if (period === 'upcoming') return `${limit} upcoming ${unitLabel(unit, limit)} at once`;
  return `${limit} ${unitLabel(unit, limit)} per ${period}`;
}
