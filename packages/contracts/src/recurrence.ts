import { z } from 'zod';

/**
 * The recurrence of a call (spec 2 section 3 "Recurrence"), in both shapes it travels in, decoded once here:
 * - ours: `{frequency, every, days, ends: 'date' | 'occurrences', end_date, occurrences}`, with the first
 *   occurrence's `start_time` / `end_time` (and `multipleDates`) on the body;
 * - the spec's: the same object with `recurrence` (boolean: repeat on or off), `byDayOfWeek` (the weekdays),
 *   `ends` as the last day ('YYYY-MM-DD'), `start_date`, `start_time`, `end_time` and `multipleDates` inside it.
 * Every body that takes a recurrence decodes the spec's shape to ours with `hoistTimedRecurrence` (bookings and
 * lessons: times are instants) or `hoistDatedRecurrence` (availability rules: times are on the rows), so the
 * services see one shape and both give the same series (docs/decisions.md, "Both recurrence shapes").
 */
export const RECURRENCE_LIMITS = {
  occurrencesMax: 366,
  multipleDatesMax: 10,
  yearMin: 1900,
  yearMax: 2200,
} as const;

export const RECURRENCE_INPUT_MESSAGES = {
  sameStart: 'Must be the same day as start_date.',
  frequency: 'Please choose how often it repeats.',
  ends: 'Please choose when the repeat ends: a date or a number of occurrences.',
  sameTime: (field: string) => `Must be the same time as ${field}.`,
  sameDay: 'Must be the day of start_time.',
  sameDays: 'Must list the same weekdays as days.',
  sameEnd: 'Must be the same day as end_date.',
  sameList: (field: string) => `Must be the same list as ${field}.`,
  noList: 'Different times are set on the rows of a rule.',
  required: 'Required.',
} as const;

const yearsMessage = `Must be between the years ${RECURRENCE_LIMITS.yearMin} and ${RECURRENCE_LIMITS.yearMax}.`;
const MESSAGES = RECURRENCE_INPUT_MESSAGES;
/** The year of an ISO date or date-time as written: its first four digits. */
export const inYears = (text: string) => {
  // Text that is no date at all is named by the format check alone.
  if (!/^\d{4}-/.test(text)) return true;
  const year = Number(text.slice(0, 4));
  return year >= RECURRENCE_LIMITS.yearMin && year <= RECURRENCE_LIMITS.yearMax;
};
export const instantField = z.iso
  .datetime({ offset: true, message: 'Must be an ISO date-time such as 2026-03-01T18:00:00Z.' })
  .refine(inYears, yearsMessage);
const dateField = z.iso.date('Must be a date such as 2026-03-01.').refine(inYears, yearsMessage);

export const timeRangeSchema = z.object({ start_time: instantField, end_time: instantField }).strict();
export type TimeRangeInput = z.output<typeof timeRangeSchema>;

const frequencyField = z.enum(['daily', 'weekly', 'monthly']);
const occurrencesField = z.number().int().min(1).max(RECURRENCE_LIMITS.occurrencesMax);
const weekdays = z.array(z.number().int().min(0).max(6)).max(7);

/** Our shape, as answers carry it. */
export const recurrenceRuleSchema = z
  .object({
    frequency: frequencyField,
    every: z.union([z.literal(1), z.literal(2)]).default(1),
    days: weekdays.default([]),
    ends: z.enum(['date', 'occurrences']),
    end_date: dateField.optional(),
    occurrences: occurrencesField.optional(),
  })
  .strict();
export type RecurrenceRuleInput = z.input<typeof recurrenceRuleSchema>;
export type RecurrenceRuleValue = z.output<typeof recurrenceRuleSchema>;

const WEEKDAY_CODES = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;
/** A weekday as an index (Monday = 0) or as its two-letter code ('MO' … 'SU', any case). */
const weekdayField = z.union([
  z.number().int().min(0, 'Must be 0 (Monday) to 6 (Sunday).').max(6, 'Must be 0 (Monday) to 6 (Sunday).'),
  z
    .string()
    .transform((code) => code.trim().toUpperCase().slice(0, 2))
    .pipe(z.enum(WEEKDAY_CODES, { message: 'Must be a weekday such as MO or 0.' }))
    .transform((code) => WEEKDAY_CODES.indexOf(code)),
]);

/** Both shapes' fields; `decodeRecurrence` makes one of them. */
const recurrenceObject = z
  .object({
    /** The spec's switch: false = no repeat (the other fields are the form's leftovers and mean nothing). */
    recurrence: z.boolean().optional(),
    /** Ours in lower case; the spec's repeat types DAILY, WEEKLY, BI-WEEKLY and MONTHLY in any case. */
    frequency: z
      .string()
      .transform((text) => text.trim().toLowerCase())
      .pipe(z.enum(['daily', 'weekly', 'bi-weekly', 'monthly'], { message: 'Must be daily, weekly or monthly.' }))
      .optional(),
    every: z.union([z.literal(1), z.literal(2)]).optional(),
    days: weekdays.optional(),
    byDayOfWeek: z.array(weekdayField).max(7).optional(),
    /** Ours: 'date' or 'occurrences'; the spec's: the repeat's last day. */
    ends: z.union([z.enum(['date', 'occurrences']), dateField]).optional(),
    end_date: dateField.optional(),
    occurrences: occurrencesField.optional(),
    start_date: dateField.optional(),
    start_time: instantField.optional(),
    end_time: instantField.optional(),
    multipleDates: z
      .array(timeRangeSchema)
      .max(RECURRENCE_LIMITS.multipleDatesMax, 'Allowed listing count is 10')
      .optional(),
  })
  .strict();

/** What a recurrence field decodes to: our rule (null: no repeat) and the first occurrence the spec's shape carries. */
export interface DecodedRecurrence {
  rule: RecurrenceRuleValue | null;
  start_date?: string;
  start_time?: string;
  end_time?: string;
  multipleDates?: TimeRangeInput[];
}

const sameSet = (a: number[], b: number[]) => {
  const left = new Set(a);
  const right = new Set(b);
  return left.size === right.size && [...left].every((day) => right.has(day));
};

function decodeRecurrence(
  value: z.output<typeof recurrenceObject> | boolean,
  ctx: z.RefinementCtx,
): DecodedRecurrence | typeof z.NEVER {
  if (typeof value === 'boolean') {
    if (value) ctx.addIssue({ code: 'custom', path: ['frequency'], message: RECURRENCE_INPUT_MESSAGES.frequency });
    return { rule: null };
  }
  const first = {
    ...(value.start_date !== undefined ? { start_date: value.start_date } : {}),
    ...(value.start_time !== undefined ? { start_time: value.start_time } : {}),
    ...(value.end_time !== undefined ? { end_time: value.end_time } : {}),
    ...(value.multipleDates !== undefined ? { multipleDates: value.multipleDates } : {}),
  };
  if (value.recurrence === false) return { rule: null, ...first };
  const { frequency } = value;
  if (!frequency) {
    ctx.addIssue({ code: 'custom', path: ['frequency'], message: RECURRENCE_INPUT_MESSAGES.frequency });
    return z.NEVER;
  }
  if (value.days && value.byDayOfWeek && !sameSet(value.days, value.byDayOfWeek)) {
    ctx.addIssue({ code: 'custom', path: ['byDayOfWeek'], message: RECURRENCE_INPUT_MESSAGES.sameDays });
  }
  const days = [...new Set(value.days ?? value.byDayOfWeek ?? [])];
  let ends: 'date' | 'occurrences';
  let endDate = value.end_date;
  if (value.ends === 'date' || value.ends === 'occurrences') ends = value.ends;
  else if (value.ends !== undefined) {
    if (endDate !== undefined && endDate !== value.ends) {
      ctx.addIssue({ code: 'custom', path: ['ends'], message: RECURRENCE_INPUT_MESSAGES.sameEnd });
    }
    ends = 'date';
    endDate = value.ends;
  } else if (endDate !== undefined) ends = 'date';
  else if (value.occurrences !== undefined) ends = 'occurrences';
  else {
    ctx.addIssue({ code: 'custom', path: ['ends'], message: RECURRENCE_INPUT_MESSAGES.ends });
    return z.NEVER;
  }
  const rule: RecurrenceRuleValue = {
    frequency: frequency === 'bi-weekly' ? 'weekly' : frequency,
    every: frequency === 'bi-weekly' ? 2 : (value.every ?? 1),
    days,
    ends,
    ...(endDate !== undefined ? { end_date: endDate } : {}),
    ...(value.occurrences !== undefined ? { occurrences: value.occurrences } : {}),
  };
  return { rule, ...first };
}

/** A call's `recurrence` field: either shape, or the spec's bare `false` for no repeat. */
export const recurrenceInputSchema = z.union([z.boolean(), recurrenceObject]).transform(decodeRecurrence);
export type RecurrenceFieldInput = z.input<typeof recurrenceInputSchema>;

const sameInstant = (a: string, b: string) => Date.parse(a) === Date.parse(b);
const sameRanges = (a: TimeRangeInput[], b: TimeRangeInput[]) =>
  a.length === b.length &&
  a.every((range, i) => sameInstant(range.start_time, b[i]!.start_time) && sameInstant(range.end_time, b[i]!.end_time));

/** Takes one of the body's own field or the recurrence's copy of it; two that differ are an error. */
function pick<T>(
  ctx: z.RefinementCtx,
  own: T | undefined,
  carried: T | undefined,
  same: (a: T, b: T) => boolean,
  path: string[],
  message: string,
): T | undefined {
  if (own !== undefined && carried !== undefined && !same(own, carried)) {
    ctx.addIssue({ code: 'custom', path, message });
  }
  return own ?? carried;
}

/**
 * Bookings and lessons: the first occurrence's instants and the different times may come inside the spec's
 * recurrence; the body's own fields win when alike (two that differ are an error). `start_date`, when sent, must
 * be the day of start_time as written. `recurrence` left out stays left out (an update keeps its series).
 */
export function resolveTimedRecurrence(
  body: { start_time?: string; end_time?: string; recurrence?: DecodedRecurrence | null },
  ownList: TimeRangeInput[] | undefined,
  listKey: string,
  ctx: z.RefinementCtx,
) {
  const decoded = body.recurrence ?? null;
  const start = pick(
    ctx,
    body.start_time,
    decoded?.start_time,
    sameInstant,
    ['recurrence', 'start_time'],
    MESSAGES.sameTime('start_time'),
  );
  const end = pick(
    ctx,
    body.end_time,
    decoded?.end_time,
    sameInstant,
    ['recurrence', 'end_time'],
    MESSAGES.sameTime('end_time'),
  );
  if (decoded?.start_date !== undefined && start !== undefined && start.slice(0, 10) !== decoded.start_date) {
    ctx.addIssue({ code: 'custom', path: ['recurrence', 'start_date'], message: MESSAGES.sameDay });
  }
  const carried = decoded?.multipleDates?.length ? decoded.multipleDates : undefined;
  const list = ownList?.length
    ? pick(ctx, ownList, carried, sameRanges, ['recurrence', 'multipleDates'], MESSAGES.sameList(listKey))
    : (carried ?? ownList);
  const recurrence: RecurrenceRuleValue | null | undefined =
    body.recurrence === undefined ? undefined : (decoded?.rule ?? null);
  return { start_time: start, end_time: end, recurrence, list };
}

/** A create's first occurrence is required in one of the two places. */
export function requireTime(value: string | undefined, field: string, ctx: z.RefinementCtx): string {
  if (value === undefined) ctx.addIssue({ code: 'custom', path: [field], message: MESSAGES.required });
  return value ?? '';
}

/**
 * Availability rules: the rows carry the times, so the recurrence gives only the first day (`start_date`, or the
 * day of its start_time as written); different times belong on the rows.
 */
export function resolveDatedRecurrence(
  body: { start_date?: string; recurrence: DecodedRecurrence | null },
  ctx: z.RefinementCtx,
) {
  const decoded = body.recurrence;
  const carried = decoded?.start_date ?? decoded?.start_time?.slice(0, 10);
  const startDate = pick(
    ctx,
    body.start_date,
    carried,
    (a, b) => a === b,
    ['recurrence', 'start_date'],
    MESSAGES.sameStart,
  );
  if (decoded?.multipleDates?.length) {
    ctx.addIssue({ code: 'custom', path: ['recurrence', 'multipleDates'], message: MESSAGES.noList });
  }
  return { start_date: requireTime(startDate, 'start_date', ctx), recurrence: decoded?.rule ?? null };
}
