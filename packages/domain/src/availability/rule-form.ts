/**
 * The rule form (spec 2 section 5 "Rule form"), written once for the web form and the server: the required fields,
 * the courts, the rows' times (start differs from end, end after start with a midnight end allowed, no two rows
 * overlapping on the sheet's time-step slots), the clamps, the pay type's zeroing, the public-needs-payments rule and
 * the repeat limits. `validateRuleForm` answers the normalized rule or the first field at fault with its message.
 */
import { parseTimeToMinutes } from '../recurrence/civil-date.js';
import { RECURRENCE_MESSAGES } from '../recurrence/limits.js';
import type { Outcome, RecurrenceRule } from '../recurrence/types.js';
import { planSeries } from '../recurrence/validate.js';
import { ruleLastDate } from './occurrences.js';
import { courtTimeQuote } from '../payments/court-time-tax.js';
import type { TaxRate } from '../payments/taxes.js';
import {
  ALL_OF_KIND,
  BOOK_PAY_TYPES,
  PUBLIC_VALUE,
  WHO_CAN_BOOK_KINDS,
  type BookPayType,
  type RuleFilters,
  takesMoney,
  takesPoints,
  type WhoCanBook,
} from './types.js';

export const RULE_FORM_LIMITS = {
  noteMax: 120,
  rowsMax: 48,
  advanceMin: 0,
  advanceMax: 365,
  advanceDefault: 365,
  bufferMin: 0,
  bufferMax: 365,
  ageMax: 120,
  levelMin: 1,
  levelMax: 7,
  /** Rules list page size (spec 2 section 9). */
  pageSize: 30,
  /** A rule whose repeat ends within this many days shows "Expires on {date}" (spec 2 section 9: a month). */
  expiringDays: 31,
  /** Clipboard data of a duplicated rule is removed this long after it is pasted (spec 2 section 4). */
  clipboardClearMs: 2500,
} as const;

export const RULE_FORM_MESSAGES = {
  // Texts from the spec (section 5 "Rule form", sections 7 and 8).
  required: 'Please fill all required fields.',
  courts: 'Please select courts.',
  times: 'Please Check Start and End Days/Times',
  created: 'Your availability successfully created.',
  updated: 'Your availability successfully updated.',
  confirmDelete: 'Confirm: Are you sure to delete the rule?',
  // Our own texts for the rest.
  lastRow: 'A rule needs at least one row; the last row cannot be deleted.',
  tooManyRows: `A rule can have at most ${48} rows.`,
  noteTooLong: `The title can be at most ${120} characters.`,
  price: 'Price must be 0 or more (whole cents).',
  pointPrice: 'Point price must be 0 or more (whole points).',
  advance: 'Earliest book in advance must be 0 to 365 days.',
  buffer: 'Buffer must be 0 to 365.',
  rowDays: 'Weekdays must be unique numbers from 0 (Monday) to 6 (Sunday).',
  payType: 'Book pay type must be -1 (money and points), 1 (money only) or 2 (points only).',
  whoValues: 'Please choose who can book: pick at least one, or all (-3).',
  whoRepeated: 'Each kind of who can book may be chosen once.',
  publicAlone: 'Public (-1) is chosen on its own.',
  /** `provider` is the configured payment provider's label (the payments page names it too). */
  publicNeedsPayments: (provider: string) =>
    'Public booking requires a connected payment account: the public pays online, may cancel up to 24 hours ' +
    `before the event and is charged 24 hours before it. Connect ${provider} on the payments page ` +
    '(/private/stripe) first; until then a rule cannot be open to the public (-1).',
  ages: 'Ages must be 0 to 120, the minimum not above the maximum.',
  levels: 'Levels must be 1.0 to 7.0, the minimum not above the maximum.',
  gender: 'Gender must be male, female or NA.',
  renewal: "Your yearly availability rules end soon: renew their repeat's end date to keep courts bookable.",
  expiresOn: (date: string) => `Expires on ${date}`,
} as const;

/** 'The business requires maximum {n} minutes per booking for 1 person / 2 people / 3 people / 4 people and more.' */
export function partySizeTimeLimitMessage(minutes: number, partySize: number): string {
  const who = partySize <= 1 ? '1 person' : partySize >= 4 ? '4 people and more' : `${partySize} people`;
  return `The business requires maximum ${minutes} minutes per booking for ${who}.`;
}

/** One row as the form and the API send it (spec "Rule payload"). */
export interface RuleRowInput {
  days: number[];
  start_time: string;
  end_time: string;
  price: number;
  point_price: number;
  advance: number;
  buffer: number;
}

/** The rule form as the web and the API send it. */
export interface RuleFormInput {
  note: string;
  sport_id: number | null;
  courts: number[];
  start_date: string;
  recurrence: RecurrenceRule | null;
  book_pay_type: BookPayType | number;
  rules: RuleRowInput[];
  who_can_book: WhoCanBook[];
  filters: RuleFilters;
}

/** A valid rule, ready to save: trimmed, with the pay type's zeroing done and its last day worked out. */
export interface ValidRule {
  note: string;
  sport_id: number;
  courts: number[];
  start_date: string;
  recurrence: RecurrenceRule | null;
  ends_on: string;
  book_pay_type: BookPayType;
  rows: {
    days: number[];
    start_time: string;
    end_time: string;
    price: number;
    point_price: number;
    advance_days: number;
    buffer: number;
  }[];
  who_can_book: WhoCanBook[];
  filters: RuleFilters;
}

export interface RuleFormContext {
  /** Decides the club-local today and the 12-month repeat horizon. */
  now: Date;
  timeZone: string;
  /** The sheet's slot step in minutes (booking_to_start): rows may not share a slot. */
  slotMinutes: number;
  /** Whether the club's payment account is connected (public rules need it). */
  paymentsConnected: boolean;
  /** The configured payment provider's label, named by the message when it is not connected. */
  paymentProvider: string;
}

const fail = (field: string, message: string) => ({ ok: false as const, field, message });

/** Clamps a typed earliest-book-in-advance or buffer value into 0-365, as the form's inputs do. */
export function clampDays(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(RULE_FORM_LIMITS.advanceMax, Math.max(0, Math.trunc(value)));
}

/** The price columns a pay type shows: money for 1 and -1, points for -1 and 2. */
export function payColumns(bookPayType: number): { price: boolean; points: boolean } {
  return { price: takesMoney(bookPayType), points: takesPoints(bookPayType) };
}

/** A row's minutes of the day; an end of 00:00 is midnight at the end of the day. Null when a time is malformed. */
function rowRange(row: RuleRowInput): { start: number; end: number } | null {
  const start = parseTimeToMinutes(row.start_time);
  const end = parseTimeToMinutes(row.end_time);
  if (start === null || end === null) return null;
  return { start, end: end === 0 ? 1440 : end };
}

function sharesDay(a: number[], b: number[]): boolean {
  return a.length === 0 || b.length === 0 || a.some((day) => b.includes(day));
}

function checkWho(entries: WhoCanBook[], context: RuleFormContext): Outcome<WhoCanBook[]> {
  if (entries.length === 0) return fail('who_can_book', RULE_FORM_MESSAGES.required);
  const seen = new Set<string>();
  const out: WhoCanBook[] = [];
  for (const [index, entry] of entries.entries()) {
    const field = `who_can_book.${index}`;
    if (!WHO_CAN_BOOK_KINDS.includes(entry.for)) return fail(`${field}.for`, RULE_FORM_MESSAGES.required);
    if (seen.has(entry.for)) return fail(`${field}.for`, RULE_FORM_MESSAGES.whoRepeated);
    seen.add(entry.for);
    const values = [...new Set(entry.values)];
    if (entry.for === 'public') {
      if (values.length > 1 || (values.length === 1 && values[0] !== PUBLIC_VALUE)) {
        return fail(`${field}.values`, RULE_FORM_MESSAGES.publicAlone);
      }
      if (!context.paymentsConnected)
        return fail(`${field}.for`, RULE_FORM_MESSAGES.publicNeedsPayments(context.paymentProvider));
      out.push({ for: 'public', values: [PUBLIC_VALUE] });
      continue;
    }
    if (entry.for === 'allmembers') {
      out.push({ for: 'allmembers', values: [ALL_OF_KIND] });
      continue;
    }
    if (values.length === 0) return fail(`${field}.values`, RULE_FORM_MESSAGES.whoValues);
    if (values.includes(ALL_OF_KIND)) {
      out.push({ for: entry.for, values: [ALL_OF_KIND] });
      continue;
    }
    if (values.some((value) => !Number.isInteger(value) || value <= 0)) {
      return fail(`${field}.values`, RULE_FORM_MESSAGES.whoValues);
    }
    out.push({ for: entry.for, values: values.sort((a, b) => a - b) });
  }
  return { ok: true, value: out };
}

/** Checks who-can-book filters (ages 0-120, levels 1.0-7.0 in tenths, min not above max); lessons use them too. */
export function checkRuleFilters(filters: RuleFilters): Outcome<RuleFilters> {
  const { min_age, max_age, min_level, max_level, gender } = filters;
  const age = (value: number | null) =>
    value === null || (Number.isInteger(value) && value >= 0 && value <= RULE_FORM_LIMITS.ageMax);
  if (!age(min_age)) return fail('filters.min_age', RULE_FORM_MESSAGES.ages);
  if (!age(max_age) || (min_age !== null && max_age !== null && min_age > max_age)) {
    return fail('filters.max_age', RULE_FORM_MESSAGES.ages);
  }
  const level = (value: number | null) =>
    value === null ||
    (Number.isFinite(value) &&
      value >= RULE_FORM_LIMITS.levelMin &&
      value <= RULE_FORM_LIMITS.levelMax &&
      Math.round(value * 10) === value * 10);
  if (!level(min_level)) return fail('filters.min_level', RULE_FORM_MESSAGES.levels);
  if (!level(max_level) || (min_level !== null && max_level !== null && min_level > max_level)) {
    return fail('filters.max_level', RULE_FORM_MESSAGES.levels);
  }
  if (gender !== null && gender !== 'male' && gender !== 'female' && gender !== 'NA') {
    return fail('filters.gender', RULE_FORM_MESSAGES.gender);
  }
  return { ok: true, value: { min_age, max_age, min_level, max_level, gender } };
}

/** Checks the rule form in the spec's order and answers the rule to save, or the first field at fault. */
export function validateRuleForm(input: RuleFormInput, context: RuleFormContext): Outcome<ValidRule> {
  const note = input.note.trim();
  if (note === '') return fail('note', RULE_FORM_MESSAGES.required);
  if (note.length > RULE_FORM_LIMITS.noteMax) return fail('note', RULE_FORM_MESSAGES.noteTooLong);
  if (input.sport_id === null) return fail('sport_id', RULE_FORM_MESSAGES.required);
  const who = checkWho(input.who_can_book, context);
  if (!who.ok) return who;
  const courts = [...new Set(input.courts)];
  if (courts.length === 0) return fail('courts', RULE_FORM_MESSAGES.courts);
  if (!BOOK_PAY_TYPES.includes(input.book_pay_type as BookPayType)) {
    return fail('book_pay_type', RULE_FORM_MESSAGES.payType);
  }
  const bookPayType = input.book_pay_type as BookPayType;

  if (input.rules.length === 0) return fail('rules', RULE_FORM_MESSAGES.lastRow);
  if (input.rules.length > RULE_FORM_LIMITS.rowsMax) return fail('rules', RULE_FORM_MESSAGES.tooManyRows);
  const step = Math.max(1, Math.trunc(context.slotMinutes));
  const rows: ValidRule['rows'] = [];
  const slots: { first: number; last: number; days: number[] }[] = [];
  for (const [index, row] of input.rules.entries()) {
    const field = `rules.${index}`;
    const range = rowRange(row);
    if (range === null || range.start === range.end % 1440 || range.end <= range.start) {
      return fail(`${field}.end_time`, RULE_FORM_MESSAGES.times);
    }
    const days = [...new Set(row.days)];
    if (days.length !== row.days.length || days.some((day) => !Number.isInteger(day) || day < 0 || day > 6)) {
      return fail(`${field}.days`, RULE_FORM_MESSAGES.rowDays);
    }
    // The sheet's slots the row touches: two rows in one slot of a shared day would both claim it.
    const own = { first: Math.floor(range.start / step), last: Math.ceil(range.end / step) - 1, days };
    if (slots.some((other) => sharesDay(own.days, other.days) && own.first <= other.last && other.first <= own.last)) {
      return fail(`${field}.start_time`, RULE_FORM_MESSAGES.times);
    }
    slots.push(own);
    if (!Number.isInteger(row.advance) || row.advance < 0 || row.advance > RULE_FORM_LIMITS.advanceMax) {
      return fail(`${field}.advance`, RULE_FORM_MESSAGES.advance);
    }
    if (!Number.isInteger(row.buffer) || row.buffer < 0 || row.buffer > RULE_FORM_LIMITS.bufferMax) {
      return fail(`${field}.buffer`, RULE_FORM_MESSAGES.buffer);
    }
    if (!Number.isInteger(row.price) || row.price < 0) return fail(`${field}.price`, RULE_FORM_MESSAGES.price);
    if (!Number.isInteger(row.point_price) || row.point_price < 0) {
      return fail(`${field}.point_price`, RULE_FORM_MESSAGES.pointPrice);
    }
    rows.push({
      days: days.sort((a, b) => a - b),
      start_time: row.start_time,
      end_time: row.end_time,
      // Points only has no money price; money only has no point price.
      price: takesMoney(bookPayType) ? row.price : 0,
      point_price: takesPoints(bookPayType) ? row.point_price : 0,
      advance_days: row.advance,
      buffer: row.buffer,
    });
  }

  const plan = planSeries(
    {
      timeZone: context.timeZone,
      startDate: input.start_date,
      startTime: '00:00',
      endTime: '00:00',
      recurrence: input.recurrence,
    },
    context.now,
  );
  if (!plan.ok) {
    const field = plan.field === 'start_time' || plan.field === 'end_time' ? 'start_date' : plan.field;
    return fail(field, plan.field === 'start_date' ? plan.message : plan.message || RECURRENCE_MESSAGES.invalidDate);
  }
  const filters = checkRuleFilters(input.filters);
  if (!filters.ok) return filters;

  return {
    ok: true,
    value: {
      note,
      sport_id: input.sport_id,
      courts: courts.sort((a, b) => a - b),
      start_date: input.start_date,
      recurrence: input.recurrence,
      ends_on: ruleLastDate(input.start_date, input.recurrence),
      book_pay_type: bookPayType,
      rows,
      who_can_book: who.value,
      filters: filters.value,
    },
  };
}

/**
 * Whether a viewer of the court sheet sees the per-hour prices: staff always; members unless their club hides them
 * (spec 2 section 2, the club setting `hide_member_prices`; the spec's club 109 has it on).
 */
export function showsPerHourPrice(viewerIsMember: boolean, clubHidesMemberPrices: boolean): boolean {
  return !(viewerIsMember && clubHidesMemberPrices);
}

/**
 * The per-hour prices a rule's row shows on the sheet: money for pay types 1 and -1, points for -1 and 2, e.g.
 * '$35.00/h · 14 pts/h'. Money is integer cents in the club's currency. With the club's court-time taxes (issue 24)
 * the hour's total follows, as the booking's charge computes it: '$30.00/h ($32.66/h with tax)', or
 * '$30.00/h incl. tax' when the taxes are inside the price.
 */
export function perHourLabel(
  price: number,
  points: number,
  bookPayType: number,
  currency: string,
  taxes: readonly TaxRate[] = [],
): string {
  const columns = payColumns(bookPayType);
  const parts: string[] = [];
  if (columns.price) {
    const money = perHourMoney(price, currency);
    const taxed = courtTimeQuote(price, 0, 0, taxes);
    const withTax =
      taxed.tax === 0
        ? ''
        : taxed.total === taxed.price
          ? ' incl. tax'
          : ` (${perHourMoney(taxed.total, currency)}/h with tax)`;
    parts.push(`${money}/h${withTax}`);
  }
  if (columns.points) parts.push(`${points} pts/h`);
  return parts.join(' · ');
}

/** Cents in the club's currency; the amount and the code when the code is not one Intl knows. */
function perHourMoney(cents: number, currency: string): string {
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(cents / 100);
  } catch {
    return `${(cents / 100).toFixed(2)} ${currency}`;
  }
}
