import { z } from 'zod';
import { BOOK_PAY_TYPE, bookPayTypeField, bookPayTypeSchema } from './book-pay-type.js';
import { createAppointmentFields, decodeCreateAppointment } from './appointments.js';
import { recurrenceInputSchema, recurrenceRuleSchema, resolveDatedRecurrence } from './recurrence.js';
import { bookingTagSchema, TAG_LIMITS } from './tags.js';

/**
 * Availability rules ("micro-settings", spec 2 sections 3 and 7). Rows carry club-local wall-clock times ('HH:mm',
 * end '00:00' = midnight), so a rule keeps its hours across DST changes; the rule form's checks and messages are
 * in @fairplay/domain (`validateRuleForm`), so the schemas here only keep the types and sizes.
 */
export const WHO_CAN_BOOK_FOR = ['public', 'allmembers', 'groups', 'plans', 'coaches', 'facility_groups'] as const;

const id = z.number().int('Must be a whole number.').positive('Must be a positive id.').max(2147483647);
const whole = z.number().int('Must be a whole number.').min(-2147483648).max(2147483647);
const date = z.iso.date('Must be a date such as 2026-03-01.');
const wallTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Must be a time such as 18:00.');
const instant = z.iso.datetime({ offset: true, message: 'Must be an ISO date-time such as 2026-03-01T18:00:00Z.' });

export const ruleRowInputSchema = z
  .object({
    /** A saved row's id, sent back by the form; rows are saved anew. */
    id: z.number().int().optional(),
    days: z.array(z.number().int()).max(7).default([]),
    start_time: wallTime,
    end_time: wallTime,
    /** Per hour, integer cents. */
    price: whole.default(0),
    /** Per hour, whole points. */
    point_price: whole.default(0),
    /** Earliest book in advance, days. */
    advance: whole.default(365),
    buffer: whole.default(0),
  })
  .strict();

export const whoCanBookInputSchema = z
  .object({ for: z.enum(WHO_CAN_BOOK_FOR), values: z.array(whole).max(500).default([]) })
  .strict();

const level = z.number().min(-100).max(100).nullable().default(null);
export const ruleFiltersSchema = z
  .object({
    min_age: whole.nullable().default(null),
    max_age: whole.nullable().default(null),
    min_level: level,
    max_level: level,
    gender: z.enum(['male', 'female', 'NA']).nullable().default(null),
  })
  .strict();

/** The rule payload's fields before the recurrence is decoded. */
const ruleFields = z
  .object({
    note: z.string().max(500).default(''),
    sport_id: id.nullable().default(null),
    courts: z.array(id).max(500).default([]),
    /** Required here or inside the spec's recurrence. */
    start_date: date.optional(),
    recurrence: recurrenceInputSchema.nullable().default(null),
    book_pay_type: bookPayTypeField.default(BOOK_PAY_TYPE.both),
    rules: z.array(ruleRowInputSchema).max(100).default([]),
    who_can_book: z.array(whoCanBookInputSchema).max(10).default([]),
    filters: ruleFiltersSchema.default({
      min_age: null,
      max_age: null,
      min_level: null,
      max_level: null,
      gender: null,
    }),
    /** The club's active tags on the rule (issue 10); they filter the court sheet's rule bands. */
    tags: z
      .array(id)
      .max(TAG_LIMITS.perRule, `A rule holds at most ${TAG_LIMITS.perRule} tags.`)
      .refine((list) => new Set(list).size === list.length, 'Each tag may be listed once.')
      .default([]),
  })
  .strict();
/** POST microsettings/add, appointment/add_complex_microsettings: the rule payload, either recurrence shape. */
export const ruleBody = ruleFields.transform((body, ctx) => ({ ...body, ...resolveDatedRecurrence(body, ctx) }));
export type RuleBody = z.input<typeof ruleBody>;

/** A new booking names no listing, recurrence or series yet: the spec's Appointment ids are -1 (or null) here. */
const NEW_LISTING_MESSAGE = 'A new booking has no listing yet: send -1 or leave it out.';
// A check rather than a literal: a wrong id then names its field instead of failing the whole union below.
const newListingId = z
  .number(NEW_LISTING_MESSAGE)
  .refine((value) => value === -1, NEW_LISTING_MESSAGE)
  .nullable()
  .optional();

/**
 * appointment/add_complex_microsettings with the spec's "appointment fields" (spec 2 section 7, Appointment in
 * section 3): a booking made on the court sheet, as add_complex makes it, with the spec's clid, recurrence_id and
 * global_recurrence_id accepted for a new one. Its note defaults to the spec's 'Book Spot Time'.
 */
export const sheetAppointmentBody = createAppointmentFields
  .extend({
    clid: newListingId,
    recurrence_id: newListingId,
    global_recurrence_id: newListingId,
  })
  .strict()
  // The ids only say "new"; what books is the create's fields, decoded like add_complex's.
  .transform(({ clid: _clid, recurrence_id: _recurrence, global_recurrence_id: _global, ...fields }, ctx) =>
    decodeCreateAppointment(fields, ctx),
  );
export type SheetAppointmentBody = z.input<typeof sheetAppointmentBody>;

/** The fields only the appointment shape has: a body with any of them is a booking, else a rule. */
const APPOINTMENT_ONLY_FIELDS = ['start_time', 'end_time', 'clid', 'recurrence_id', 'global_recurrence_id'];

/**
 * add_complex_microsettings takes the rule payload (a rule from a selection) or the appointment fields. The shape is
 * chosen by the fields sent, so a refusal names the fields of that shape (a plain union would report both shapes'
 * complaints as one unnamed refusal of the body).
 */
export const addFromSheetBody = z
  .custom<z.input<typeof ruleBody> | z.input<typeof sheetAppointmentBody>>()
  .transform((value, ctx) => {
    const appointment =
      typeof value === 'object' && value !== null && APPOINTMENT_ONLY_FIELDS.some((field) => field in value);
    const parsed = (appointment ? sheetAppointmentBody : ruleBody).safeParse(value);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) ctx.addIssue({ ...issue } as Parameters<typeof ctx.addIssue>[0]);
    return z.NEVER;
  });
export type AddFromSheetBody = z.input<typeof addFromSheetBody>;
export const SHEET_SPOT_NOTE = 'Book Spot Time';

/**
 * POST microsettings/update/{id}: the rule payload with the mode (0 this event: a single-day override on `date`;
 * 1 this and following: the rule ends the day before `date` and a new one starts on it; 2 all events).
 */
const ruleUpdateFields = ruleFields
  .extend({
    mode: z
      .union([z.number(), z.enum(['0', '1', '2']).transform(Number)])
      .pipe(z.union([z.literal(0), z.literal(1), z.literal(2)], { message: 'Must be 0, 1 or 2.' }))
      .default(2),
    /** The club-local day of the event edited, for modes 0 and 1. */
    date: date.optional(),
  })
  .strict();
export const ruleUpdateBody = ruleUpdateFields.transform((body, ctx) => ({
  ...body,
  ...resolveDatedRecurrence(body, ctx),
}));
export type RuleUpdateBody = z.input<typeof ruleUpdateBody>;

export const ruleRowSchema = z.object({
  id: z.number().int(),
  time_range: z.object({ start: z.string(), end: z.string() }),
  book_advance: z.object({ count: z.number().int(), type: z.literal('day') }),
  buffer: z.number().int(),
  price: z.number().int(),
  point_price: z.number().int(),
  days: z.array(z.number().int()),
});

/** A rule as the list, the form and the sheet's left panel show it (spec "Micro-setting"). */
export const ruleSchema = z.object({
  id: z.number().int(),
  note: z.string(),
  createdAt: z.string(),
  stared: z.union([z.literal(0), z.literal(1)]),
  courts: z.array(z.number().int()),
  rules: z.array(ruleRowSchema),
  facility: z.object({ sport_id: z.number().int() }),
  filters: z.object({
    min_age: z.number().int().nullable(),
    max_age: z.number().int().nullable(),
    min_level: z.number().nullable(),
    max_level: z.number().nullable(),
    gender: z.enum(['male', 'female', 'NA']).nullable(),
  }),
  recurrence: recurrenceRuleSchema.nullable(),
  start_date: z.string(),
  /** The last day the rule applies: its expiry. */
  ends_on: z.string(),
  /** Ends within a month: the list shows 'Expires on {date}' and sorts it first. */
  expiring: z.boolean(),
  book_pay_type: bookPayTypeSchema,
  who_can_book: z.array(z.object({ for: z.enum(WHO_CAN_BOOK_FOR), values: z.array(z.number().int()) })),
  excluded_dates: z.array(z.string()),
  /** The rule a single-day override replaces on its day. */
  override_of: z.number().int().nullable(),
  /** Its tags, by name. */
  tags: z.array(bookingTagSchema),
});
export type Rule = z.infer<typeof ruleSchema>;

/** GET microsettings/all: 30 per page from `offset` (also as the spec's `paging` JSON, e.g. {"limit":30,"offset":0}). */
export const ruleListQuery = z
  .object({
    offset: z.coerce.number().int().min(0).max(1_000_000).optional(),
    limit: z.coerce.number().int().min(1).max(30).optional(),
    paging: z.string().max(200).optional(),
    /** 1: the club's freezes instead of its rules (spec 2 section 7, microsettings/all?freeze=1). */
    freeze: z.enum(['0', '1'], { message: 'Must be 0 or 1.' }).optional(),
  })
  .strict();
export const ruleListResponse = z.object({
  rows: z.array(ruleSchema),
  count: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
});

export type RuleList = z.infer<typeof ruleListResponse>;

export const ruleStarBody = z
  .object({
    stared: z
      .union([z.boolean(), z.literal(0), z.literal(1), z.enum(['0', '1'])])
      .transform((value) => value === true || value === 1 || value === '1'),
  })
  .strict();

/** DELETE microsettings/delete/{id}[?group_by=YYYY-MM-DD]: the whole rule, or only that day of it. */
export const ruleDeleteQuery = z
  .object({
    group_by: date.optional(),
    /** 1: the id is a freeze's, and deleting it unfreezes its days (rules and freezes have their own ids). */
    freeze: z.enum(['0', '1'], { message: 'Must be 0 or 1.' }).optional(),
  })
  .strict();

const namedOption = z.object({ id: z.number().int(), name: z.string() });
/** GET microsettings/whocanbook: what the who-can-book pickers offer. */
export const whoCanBookOptionsSchema = z.object({
  groups: z.array(namedOption),
  plans: z.array(namedOption),
  coaches: z.array(namedOption),
  facility_groups: z.array(namedOption),
  /** Public rules need the club's payment account connected. */
  payments_connected: z.boolean(),
  /** The configured payment provider's label (the public-rule warning names it). */
  payment_provider: z.string(),
});

/** POST microsettings/movesingle: one day of a rule's row moved to another court or time (a single-day override). */
export const moveSingleBody = z
  .object({
    id,
    old_court_id: id,
    new_court_id: id,
    old_start: instant,
    old_end: instant,
    new_start: instant,
    new_end: instant,
  })
  .strict();

/**
 * POST court/availability: which courts are free of rules at these times (spec 2 section 7). The recurrence's
 * fields travel flat beside the times, in the spec's shape or ours (`ends` a day or 'date' with `end_date`), and
 * decode to `rule` as every other recurrence does (recurrence.ts).
 */
export const courtAvailabilityBody = z
  .object({
    start_time: instant,
    end_time: instant,
    recurrence: z.boolean().default(false),
    frequency: z.string().optional(),
    every: z.union([z.literal(1), z.literal(2)]).optional(),
    days: z.array(z.number().int().min(0).max(6)).max(7).optional(),
    byDayOfWeek: z
      .array(z.union([z.number(), z.string()]))
      .max(7)
      .optional(),
    occurrences: z.number().int().min(1).max(367).optional(),
    /** 'YYYY-MM-DD' club-local last day of the repeat, or ours: 'date' (with end_date) or 'occurrences'. */
    ends: z.union([z.enum(['date', 'occurrences']), date]).optional(),
    end_date: date.optional(),
    start_date: date.optional(),
    multipleDates: z
      .array(z.object({ start_time: instant, end_time: instant }).strict())
      .max(10)
      .optional(),
    courts: z.array(id).max(500).optional(),
    /** The rule being edited, left out of the check. */
    exclude_id: id.optional(),
  })
  .strict()
  .transform((body, ctx) => {
    const { recurrence, frequency, every, days, byDayOfWeek, occurrences, ends, end_date, ...rest } = body;
    const endless = ends === undefined && end_date === undefined && occurrences === undefined;
    const fields = { frequency, every, days, byDayOfWeek, ends, end_date, occurrences: endless ? 1 : occurrences };
    const decoded = recurrenceInputSchema.safeParse(recurrence ? fields : false);
    for (const issue of decoded.error?.issues ?? []) ctx.addIssue({ ...issue, code: 'custom', path: issue.path });
    return { ...rest, rule: decoded.data?.rule ?? null };
  });
export const courtAvailabilitySchema = z.object({
  court_id: z.number().int(),
  court_name: z.string(),
  available: z.boolean(),
  rules: z.array(z.object({ id: z.number().int(), note: z.string() })),
});

/** POST appointment/businesslisting: the club's rules on its courts as court-sheet events. */
export const businessListingBody = z.object({ startDate: instant, endDate: instant }).strict();

/**
 * POST microsettings/preview (our path, docs/decisions.md): the rule payload of an add, or of an update with its
 * `id`, `mode` and `date`; nothing is saved. Answers the upcoming bookings on the rule's courts that the rules as
 * they would be after saving no longer admit.
 */
export const rulePreviewBody = ruleUpdateFields
  .extend({ id: id.optional() })
  .strict()
  .transform((body, ctx) => ({ ...body, ...resolveDatedRecurrence(body, ctx) }));
export type RulePreviewBody = z.input<typeof rulePreviewBody>;

/** One upcoming booking the changed rule would not admit (it stays booked: saving cancels nothing). */
export const rulePreviewBookingSchema = z.object({
  appointment_id: z.number().int(),
  court_id: z.number().int(),
  court_name: z.string(),
  start: z.string(),
  end: z.string(),
  booker_id: z.number().int(),
  booker_name: z.string(),
  /** Why the booker would be refused now: the rule's policy message. */
  reason: z.string(),
});
export const rulePreviewSchema = z.object({
  bookings: z.array(rulePreviewBookingSchema),
  /** More bookings fall outside than the answer lists. */
  truncated: z.boolean(),
});
export type RulePreview = z.infer<typeof rulePreviewSchema>;

/**
 * Freezes (spec 2 "Freeze", issue 10). A row is a From and a To; without weekdays or dates it closes the whole
 * stretch, with weekdays (Monday = 0) or extra dates it closes From's to To's club-local time of day on those days.
 * The form's checks and messages are in @fairplay/domain (`freezeRanges`, `FREEZE_MESSAGES`).
 */
export const FREEZE_FOR = ['court', 'sport', 'lesson'] as const;

export const freezeRowInputSchema = z
  .object({
    start_time: instant,
    end_time: instant,
    days: z.array(z.number().int('Must be a whole number.')).max(7).default([]),
    multipleDates: z.array(date).max(31, 'At most 31 dates.').default([]),
  })
  .strict();

export const freezeBody = z
  .object({
    note: z.string().max(500).default(''),
    /** What the freeze is for: its courts (everything on them), some sports on them, or some service types. */
    freeze_for: z.enum(FREEZE_FOR, { message: 'Must be court, sport or lesson.' }).default('court'),
    courts: z.array(id).max(500).default([]),
    /** Only bookings of these sports are closed (and those naming no sport); required with freeze_for sport. */
    sport_ids: z.array(id).max(50).default([]),
    /** The spec's filters: only bookings of these service (lesson) types are closed; required with lesson. */
    filters: z.array(id).max(50).default([]),
    /** Cancel the bookings inside (true) or keep them (false); left out: the club's cancel_on_freeze setting. */
    cancel_on_freeze: z.boolean().nullable().default(null),
    rules: z.array(freezeRowInputSchema).max(10, 'At most 10 rows.').default([]),
    /**
     * Spec 2 "Freeze … group_by": the group the client makes this freeze in (any key it chooses, e.g. one per
     * closure spread over several forms); unfreezing any freeze of a group unfreezes the group. Null: its own.
     */
    group_by: z
      .string('Must be text.')
      .trim()
      .min(1, 'group_by cannot be empty.')
      .max(64, 'group_by is at most 64 characters.')
      .nullable()
      .default(null),
  })
  .strict();
export type FreezeBody = z.input<typeof freezeBody>;

const rangeSchema = z.object({ start: z.string(), end: z.string() });
/** A freeze as the list shows it. */
export const freezeSchema = z.object({
  id: z.number().int(),
  note: z.string(),
  freeze_for: z.enum(FREEZE_FOR),
  courts: z.array(z.object({ id: z.number().int(), name: z.string() })),
  sports: z.array(z.object({ id: z.number().int(), name: z.string() })),
  /** The service types it closes (the spec's filters). */
  filters: z.array(z.object({ id: z.number().int(), name: z.string() })),
  cancel_on_freeze: z.boolean(),
  /** Bookings the freeze cancelled when it was made. */
  cancelled: z.number().int(),
  /** The group it was made in (spec's group_by); null: its own. */
  group_by: z.string().nullable(),
  /** The closed stretches, soonest first; `start` and `end` are the first's start and the last's end. */
  ranges: z.array(rangeSchema),
  start: z.string(),
  end: z.string(),
  created_at: z.string(),
});
export type Freeze = z.infer<typeof freezeSchema>;

/** microsettings/all?freeze=1: the club's freezes, latest ending first, with the rules list's paging. */
export const freezeListResponse = z.object({
  freeze: z.literal(true),
  rows: z.array(freezeSchema),
  count: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
});
export type FreezeList = z.infer<typeof freezeListResponse>;
