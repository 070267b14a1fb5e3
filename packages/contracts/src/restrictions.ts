import { z } from 'zod';

/**
 * Booking restrictions and per-member overrides (issue 10; spec 2 section 7 `restrictions/*`, spec 3 "Overrides"
 * and "statistics: time_unit, unit_period, filters"). The spec shows only the calls and an override's id and
 * user_id; the fields are ours (docs/decisions.md "Restrictions and overrides (issue 10)").
 */
export const RESTRICTION_LIMITS = {
  nameMin: 2,
  nameMax: 60,
  maxValue: 100000,
  targetsMax: 50,
  noteMax: 200,
  unitPeriodMax: 52,
} as const;

export const RESTRICTION_MESSAGES = {
  created: 'Restriction created.',
  updated: 'Restriction updated.',
  deleted: 'Restriction deleted.',
  notFound: 'Restriction not found.',
  overrideSaved: 'Override saved.',
  overrideDeleted: 'Override removed.',
  overrideNotFound: 'Override not found.',
  overrideTaken: 'This member already has an override for this restriction.',
  targetsRequired: 'Choose all members, or at least one member type or group.',
  primeTimeOrder: 'Prime time must end after it starts.',
  exemptOrLimit: 'Give the member a limit, or exempt them.',
  notAMember: 'is not a member of this club.',
  deleteConfirm: 'Are you sure to delete the restriction?',
  deleteOverrideConfirm: 'Are you sure to remove this override?',
} as const;

const idField = (label: string) =>
  z
    .number(`${label} must be a number.`)
    .int(`${label} must be a whole number.`)
    .positive(`${label} must be positive.`)
    .max(2147483647);

const limitField = z
  .number('Limit must be a number.')
  .int('Limit must be a whole number.')
  .min(0, 'Limit cannot be negative.')
  .max(RESTRICTION_LIMITS.maxValue, `Limit must be at most ${RESTRICTION_LIMITS.maxValue}.`);

const timeField = (label: string) =>
  z.string(`${label} is required.`).regex(/^([01]\d|2[0-3]):[0-5]\d$/, `${label} must be a time like 17:00.`);

const weekdayField = z
  .number('Day must be a number.')
  .int('Day must be a whole number.')
  .min(0, 'Day must be 0 (Monday) to 6 (Sunday).')
  .max(6, 'Day must be 0 (Monday) to 6 (Sunday).');

export const RESTRICTION_UNITS = ['bookings', 'minutes'] as const;
export const RESTRICTION_PERIODS = ['day', 'week', 'upcoming'] as const;

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

export const primeTimeSchema = z
  .object({
    days: z.array(weekdayField, 'Days must be a list.').min(1, 'Choose at least one day.').max(7),
    start_time: timeField('Start time'),
    /** '00:00' is midnight at the end of the day. */
    end_time: timeField('End time'),
  })
  .strict()
  .refine((value) => (value.end_time === '00:00' ? 1440 : minutesOf(value.end_time)) > minutesOf(value.start_time), {
    message: RESTRICTION_MESSAGES.primeTimeOrder,
    path: ['end_time'],
  });
export type PrimeTimeInput = z.infer<typeof primeTimeSchema>;

export const restrictionBody = z
  .object({
    name: z
      .string('Name is required.')
      .trim()
      .min(RESTRICTION_LIMITS.nameMin, `Name must be at least ${RESTRICTION_LIMITS.nameMin} characters.`)
      .max(RESTRICTION_LIMITS.nameMax, `Name must be at most ${RESTRICTION_LIMITS.nameMax} characters.`),
    unit: z.enum(RESTRICTION_UNITS, 'Unit must be bookings or minutes.'),
    period: z.enum(RESTRICTION_PERIODS, 'Period must be day, week or upcoming.'),
    max_value: limitField,
    week_start: weekdayField.default(0),
    prime_time: primeTimeSchema.nullable().default(null),
    sport_id: idField('Sport').nullable().default(null),
    facility_group_id: idField('Facility group').nullable().default(null),
    all_members: z.boolean('All members must be true or false.').default(true),
    member_type_ids: z
      .array(idField('Member type'), 'Member types must be a list.')
      .max(RESTRICTION_LIMITS.targetsMax)
      .default([]),
    group_ids: z.array(idField('Group'), 'Groups must be a list.').max(RESTRICTION_LIMITS.targetsMax).default([]),
    applies_to_staff: z.boolean('Applies to staff must be true or false.').default(false),
    active: z.boolean('Active must be true or false.').default(true),
  })
  .strict()
  .refine((value) => value.all_members || value.member_type_ids.length + value.group_ids.length > 0, {
    message: RESTRICTION_MESSAGES.targetsRequired,
    path: ['member_type_ids'],
  });
export type RestrictionInput = z.infer<typeof restrictionBody>;

export const restrictionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  unit: z.enum(RESTRICTION_UNITS),
  period: z.enum(RESTRICTION_PERIODS),
  max_value: z.number().int(),
  week_start: z.number().int(),
  prime_time: z.object({ days: z.array(z.number().int()), start_time: z.string(), end_time: z.string() }).nullable(),
  sport_id: z.number().int().nullable(),
  facility_group_id: z.number().int().nullable(),
  all_members: z.boolean(),
  member_type_ids: z.array(z.number().int()),
  group_ids: z.array(z.number().int()),
  /** Plans join the targets once the plans issue lands; always empty until then. */
  plan_ids: z.array(z.number().int()),
  applies_to_staff: z.boolean(),
  active: z.boolean(),
  override_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Restriction = z.infer<typeof restrictionSchema>;

const dateField = z.iso.date('Use a date like 2026-05-31.');

const overrideFields = {
  exempt: z.boolean('Exempt must be true or false.').default(false),
  max_value: limitField.nullable().default(null),
  ends_on: dateField.nullable().default(null),
  note: z
    .string('Note must be text.')
    .trim()
    .max(RESTRICTION_LIMITS.noteMax, `Note must be at most ${RESTRICTION_LIMITS.noteMax} characters.`)
    .default(''),
};
const exemptOrLimit = (value: { exempt: boolean; max_value: number | null }) =>
  value.exempt === (value.max_value === null);

export const overrideBody = z
  .object({ restriction_id: idField('Restriction'), user_id: idField('Member'), ...overrideFields })
  .strict()
  .refine(exemptOrLimit, { message: RESTRICTION_MESSAGES.exemptOrLimit, path: ['max_value'] });
export const overrideUpdateBody = z
  .object(overrideFields)
  .strict()
  .refine(exemptOrLimit, { message: RESTRICTION_MESSAGES.exemptOrLimit, path: ['max_value'] });
export type OverrideInput = z.infer<typeof overrideBody>;
export type OverrideUpdateInput = z.infer<typeof overrideUpdateBody>;

export const overrideListQuery = z
  .object({
    user_id: z.coerce.number('Member must be a number.').int().positive().max(2147483647).optional(),
    restriction_id: z.coerce.number('Restriction must be a number.').int().positive().max(2147483647).optional(),
  })
  .strict();

/** A restriction override (spec 3: id, user_id; the rest is ours). */
export const overrideSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  restriction_id: z.number().int(),
  restriction_name: z.string(),
  exempt: z.boolean(),
  max_value: z.number().int().nullable(),
  ends_on: z.string().nullable(),
  note: z.string(),
  /** False once ends_on has passed (club-local). */
  in_force: z.boolean(),
  created_at: z.string(),
});
export type RestrictionOverride = z.infer<typeof overrideSchema>;

export const STATISTICS_UNITS = ['day', 'week', 'month'] as const;

/** POST restrictions/statistics/{id} (spec 3: time_unit, unit_period, filters). */
export const statisticsBody = z
  .object({
    time_unit: z.enum(STATISTICS_UNITS, 'Time unit must be day, week or month.').default('week'),
    unit_period: z
      .number('Unit period must be a number.')
      .int('Unit period must be a whole number.')
      .min(1, 'Unit period must be at least 1.')
      .max(RESTRICTION_LIMITS.unitPeriodMax, `Unit period must be at most ${RESTRICTION_LIMITS.unitPeriodMax}.`)
      .default(8),
    filters: z
      .object({
        sport_id: idField('Sport').nullable().default(null),
        facility_group_id: idField('Facility group').nullable().default(null),
      })
      .strict()
      .default({ sport_id: null, facility_group_id: null }),
  })
  .strict();

export const restrictionUsageSchema = z.object({
  restriction_id: z.number().int(),
  name: z.string(),
  unit: z.enum(RESTRICTION_UNITS),
  period: z.enum(RESTRICTION_PERIODS),
  prime_time: z.object({ days: z.array(z.number().int()), start_time: z.string(), end_time: z.string() }).nullable(),
  used: z.number().int(),
  /** null: exempt by an override. */
  limit: z.number().int().nullable(),
  remaining: z.number().int().nullable(),
  override: z
    .object({ exempt: z.boolean(), max_value: z.number().int().nullable(), ends_on: z.string().nullable() })
    .nullable(),
  period_start: z.string().nullable(),
  period_end: z.string().nullable(),
});
export type RestrictionUsageRow = z.infer<typeof restrictionUsageSchema>;

export const statisticsSchema = z.object({
  user_id: z.number().int(),
  time_unit: z.enum(STATISTICS_UNITS),
  restrictions: z.array(restrictionUsageSchema),
  history: z.array(z.object({ period_start: z.string(), bookings: z.number().int(), minutes: z.number().int() })),
  overides: z.array(overrideSchema),
});
export type RestrictionStatistics = z.infer<typeof statisticsSchema>;
