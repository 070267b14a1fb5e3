/**
 * Availability rules (spec 2 section 3 "Micro-setting", "Rule row", "Who-can-book setting") as the booking policy
 * sees them: plain data, no I/O. The server loads a club's rules into these shapes; the web shows them.
 */
import type { RecurrenceRule } from '../recurrence/types.js';

/**
 * Book pay types (spec 2 section 9): -1 money and points, 1 money only, 2 points only. The codes and their names are
 * contracts' `BOOK_PAY_TYPE` (the wire's); the domain imports nothing of ours, so it names the same codes here for its
 * own rules, and the web's `pay-type.test.ts` pins the two equal.
 */
const PAY = { both: -1, moneyOnly: 1, pointsOnly: 2 } as const;
export type BookPayType = (typeof PAY)[keyof typeof PAY];
export const BOOK_PAY_TYPES: readonly BookPayType[] = [PAY.both, PAY.moneyOnly, PAY.pointsOnly];
/** The pay type a booking, rule or lesson has when nothing narrows it: money or points. */
export const EITHER_PAY_TYPE: BookPayType = PAY.both;

/** Whether a pay type takes money (every one but points only); else its money prices are zeroed. */
export function takesMoney(payType: number): boolean {
  return payType !== PAY.pointsOnly;
}

/** Whether a pay type takes points (every one but money only); else its point prices are zeroed. */
export function takesPoints(payType: number): boolean {
  return payType !== PAY.moneyOnly;
}

/** Whether a pay type is money only. */
export function isMoneyOnly(payType: number): boolean {
  return payType === PAY.moneyOnly;
}

/** Whether a pay type is points only. */
export function isPointsOnly(payType: number): boolean {
  return payType === PAY.pointsOnly;
}

/** Several pay types as one (a booking over several rules or dates): theirs when they agree, else either. */
export function commonPayType(payTypes: Iterable<BookPayType>): BookPayType {
  const distinct = new Set(payTypes);
  return distinct.size === 1 ? [...distinct][0]! : PAY.both;
}

/** Who a who-can-book entry admits (spec 2 section 3). */
export type WhoCanBookKind = 'public' | 'allmembers' | 'groups' | 'plans' | 'coaches' | 'facility_groups';
export const WHO_CAN_BOOK_KINDS: readonly WhoCanBookKind[] = [
  'public',
  'allmembers',
  'groups',
  'plans',
  'coaches',
  'facility_groups',
];
/** The value that stands for the public (people who are not members). */
export const PUBLIC_VALUE = -1;
/** The value that stands for every one of a kind (every group, every plan, ...). */
export const ALL_OF_KIND = -3;

export interface WhoCanBook {
  for: WhoCanBookKind;
  /** Ids of groups, plans, coaches or facility groups; [ALL_OF_KIND] for all of them; [PUBLIC_VALUE] for public. */
  values: number[];
}

export type RuleGender = 'male' | 'female' | 'NA';

/** Who-can-book filters; null means no limit. Levels are on the club's NTRP-like scale (e.g. 2.5). */
export interface RuleFilters {
  min_age: number | null;
  max_age: number | null;
  min_level: number | null;
  max_level: number | null;
  gender: RuleGender | null;
}

/** One row of a rule: a club-local time range on the rule's days, with its window and prices. */
export interface RuleRow {
  id: number;
  /** 'HH:mm' club-local; end '00:00' means midnight at the end of the day. */
  start_time: string;
  end_time: string;
  /** Weekdays the row applies to, Monday = 0 ... Sunday = 6; empty = every day the rule's recurrence covers. */
  days: number[];
  /** Earliest book in advance: how many days ahead a slot in this row opens for booking (0-365). */
  advance_days: number;
  /** Notice: a slot in this row can be booked until `buffer` hours before it starts (0-365). */
  buffer: number;
  /** Per hour, integer cents; 0 for points-only rules. */
  price: number;
  /** Per hour, whole points; 0 for money-only rules. */
  point_price: number;
}

/** An availability rule: which courts, on which dates, which rows, and who may book. */
export interface AvailabilityRule {
  id: number;
  /** The rule's title (spec field `note`). */
  note: string;
  sport_id: number | null;
  court_ids: number[];
  /** 'YYYY-MM-DD' club-local first day and the recurrence (null = that day only). */
  start_date: string;
  recurrence: RecurrenceRule | null;
  /** 'YYYY-MM-DD' club-local single days this rule does not apply (replaced by a single-day override). */
  excluded_dates: string[];
  book_pay_type: BookPayType;
  who_can_book: WhoCanBook[];
  filters: RuleFilters;
  rows: RuleRow[];
}

/** The person a booking is checked for, as the rules need to know them. */
export interface BookingPerson {
  /** null for the public (a visitor who is not a member of the club). */
  userId: number | null;
  isMember: boolean;
  isCoach: boolean;
  groupIds: number[];
  planIds: number[];
  facilityGroupIds: number[];
  /** Whole years on the booking's day, when known. */
  age: number | null;
  level: number | null;
  gender: RuleGender | null;
}
