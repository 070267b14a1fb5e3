import { BOOK_PAY_TYPE, type Rule, type RuleBody } from '@fairplay/contracts';
import {
  addDaysToDate,
  RULE_FORM_LIMITS,
  utcToZonedParts,
  zonedWallTimeToUtc,
  type BookPayType,
  type RuleFormInput,
  type RuleGender,
} from '@fairplay/domain';
import { recurrenceOf, resetRepeat, type RepeatValues } from '../../../ui/repeat/repeat';
import { filtersOf, filterValuesOf, whoCanBookOf, whoValuesOf, type WhoValues } from './who-can-book';

export type { WhoValues } from './who-can-book';

/** One row of the form: weekdays, club-local times, window and prices as typed (money in currency units). */
export interface RowValues {
  key: string;
  days: number[];
  start: string;
  end: string;
  advance: number;
  buffer: number;
  /** Currency units, e.g. 35.5 for $35.50. */
  price: number;
  points: number;
}

export interface RuleValues {
  note: string;
  sport: string;
  courts: string[];
  startDate: string;
  repeat: RepeatValues;
  bookPayType: BookPayType;
  rows: RowValues[];
  who: WhoValues;
  minAge: number | '';
  maxAge: number | '';
  minLevel: number | '';
  maxLevel: number | '';
  gender: RuleGender | '';
  /** The club's tags on the rule (ids as strings). */
  tags: string[];
}

let rowCounter = 0;
export const newRowKey = () => `row-${++rowCounter}`;

export function emptyRow(start = '08:00', end = '09:00'): RowValues {
  return {
    key: newRowKey(),
    days: [],
    start,
    end,
    advance: RULE_FORM_LIMITS.advanceDefault,
    buffer: 0,
    price: 0,
    points: 0,
  };
}

const NO_WHO: WhoValues = {
  public: false,
  allmembers: true,
  groups: null,
  plans: null,
  coaches: null,
  facility_groups: null,
};

/** A new rule from the sheet's selected court and times (club-local date and 'HH:mm'). */
export function newRuleValues(courtId: number | null, date: string, start: string, end: string): RuleValues {
  return {
    note: '',
    sport: '',
    courts: courtId ? [String(courtId)] : [],
    startDate: date,
    repeat: { ...resetRepeat(date), enabled: true, frequency: 'weekly', endDate: addDaysToDate(date, 90) },
    bookPayType: BOOK_PAY_TYPE.both,
    rows: [emptyRow(start, end)],
    who: NO_WHO,
    minAge: '',
    maxAge: '',
    minLevel: '',
    maxLevel: '',
    gender: '',
    tags: [],
  };
}

const ids = (values: number[]) => values.map(String);

/** A saved rule back in the form. */
export function valuesOfRule(rule: Rule): RuleValues {
  const recurrence = rule.recurrence;
  const repeat: RepeatValues = recurrence
    ? {
        enabled: true,
        frequency: recurrence.frequency === 'weekly' && recurrence.every === 2 ? 'biweekly' : recurrence.frequency,
        days: recurrence.days ?? [],
        ends: recurrence.ends,
        endDate: recurrence.end_date ?? rule.ends_on,
        occurrences: recurrence.occurrences ?? 4,
      }
    : resetRepeat(rule.start_date);
  return {
    note: rule.note,
    sport: String(rule.facility.sport_id),
    courts: ids(rule.courts),
    startDate: rule.start_date,
    repeat,
    bookPayType: rule.book_pay_type,
    rows: rule.rules.map((row) => ({
      key: newRowKey(),
      days: row.days,
      start: row.time_range.start,
      end: row.time_range.end,
      advance: row.book_advance.count,
      buffer: row.buffer,
      price: row.price / 100,
      points: row.point_price,
    })),
    who: whoValuesOf(rule.who_can_book),
    ...filterValuesOf(rule.filters),
    tags: ids(rule.tags.map((tag) => tag.id)),
  };
}

/** The form as the validator and the API take it. */
export function ruleInputOf(values: RuleValues): RuleFormInput {
  const recurrence = recurrenceOf(values.repeat);
  return {
    note: values.note,
    sport_id: values.sport ? Number(values.sport) : null,
    courts: values.courts.map(Number),
    start_date: values.startDate,
    recurrence: recurrence
      ? {
          frequency: recurrence.frequency,
          every: recurrence.every ?? 1,
          days: recurrence.days ?? [],
          ends: recurrence.ends,
          ...(recurrence.end_date ? { end_date: recurrence.end_date } : {}),
          ...(recurrence.occurrences ? { occurrences: recurrence.occurrences } : {}),
        }
      : null,
    book_pay_type: values.bookPayType,
    rules: values.rows.map((row) => ({
      days: row.days,
      start_time: row.start,
      end_time: row.end,
      price: Math.round(row.price * 100),
      point_price: Math.round(row.points),
      advance: row.advance,
      buffer: row.buffer,
    })),
    who_can_book: whoCanBookOf(values.who),
    filters: filtersOf(values),
  };
}

export const ruleBodyOf = (values: RuleValues): RuleBody => ({
  ...(ruleInputOf(values) as RuleBody),
  // A rule copied before tags existed has none.
  tags: (values.tags ?? []).map(Number),
});

/** Times of the day by the sheet's step, for the rows' pickers; '00:00' as an end means midnight. */
export function timeOptions(step: number, asEnd: boolean): { value: string; label: string }[] {
  const out: { value: string; label: string }[] = [];
  const size = Math.max(5, step);
  for (let minute = asEnd ? size : 0; minute <= (asEnd ? 1440 : 1440 - size); minute += size) {
    const wall = minute % 1440;
    const value = `${String(Math.floor(wall / 60)).padStart(2, '0')}:${String(wall % 60).padStart(2, '0')}`;
    out.push({ value, label: minute === 1440 ? '24:00 (midnight)' : value });
  }
  return out;
}

/** The rule route: /private/time_rule/{id}/{courtId}/{ruleStart}/{ruleEnd}/{slotStart}/{slotEnd} (UTC instants). */
export function ruleLink(
  id: number,
  courtId: number,
  rule: { start: string; end: string },
  slot: { start: string; end: string } = rule,
): string {
  const part = (iso: string) => encodeURIComponent(iso);
  return `/private/time_rule/${id}/${courtId}/${part(rule.start)}/${part(rule.end)}/${part(slot.start)}/${part(slot.end)}`;
}

/** A link to a saved rule from a list: its first court and first row on its first day. */
export function ruleLinkOf(rule: Rule, timeZone: string): string {
  const row = rule.rules[0];
  const start = zonedWallTimeToUtc(rule.start_date, row?.time_range.start ?? '08:00', timeZone).toISOString();
  const endTime = row?.time_range.end ?? '09:00';
  const endDate = endTime === '00:00' ? addDaysToDate(rule.start_date, 1) : rule.start_date;
  const end = zonedWallTimeToUtc(endDate, endTime, timeZone).toISOString();
  return ruleLink(rule.id, rule.courts[0] ?? 0, { start, end });
}

/** The club-local date and 'HH:mm' of a route's instant, or null when it is not one. */
export function wallOf(iso: string | undefined, timeZone: string): { date: string; time: string } | null {
  if (!iso) return null;
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return null;
  const parts = utcToZonedParts(at, timeZone);
  return { date: parts.date, time: parts.time };
}

/** Duplicate and paste: the form's values in local storage, removed 2.5 s after they are pasted (spec 2 section 4). */
export const CLIPBOARD_KEY = 'fairplay.availability-rule.clipboard';

export function copyToClipboard(values: RuleValues): void {
  window.localStorage.setItem(CLIPBOARD_KEY, JSON.stringify(values));
}

export function readClipboard(): RuleValues | null {
  const text = window.localStorage.getItem(CLIPBOARD_KEY);
  if (!text) return null;
  try {
    const values = JSON.parse(text) as RuleValues;
    return { ...values, rows: values.rows.map((row) => ({ ...row, key: newRowKey() })) };
  } catch {
    return null;
  }
}

export function clearClipboardSoon(): void {
  window.setTimeout(() => window.localStorage.removeItem(CLIPBOARD_KEY), RULE_FORM_LIMITS.clipboardClearMs);
}

/** The renewal banner shows once a week at most (spec: the reminder is kept for 7 days). */
export const RENEWAL_DISMISSED_KEY = 'fairplay.availability-rule.renewal-dismissed';
const WEEK_MS = 7 * 86_400_000;

export function renewalDismissed(nowMs: number): boolean {
  const at = Number(window.localStorage.getItem(RENEWAL_DISMISSED_KEY) ?? '0');
  return Number.isFinite(at) && nowMs - at < WEEK_MS;
}

export function dismissRenewal(nowMs: number): void {
  window.localStorage.setItem(RENEWAL_DISMISSED_KEY, String(nowMs));
}
