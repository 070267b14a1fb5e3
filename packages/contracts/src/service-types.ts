import { z } from 'zod';

/** Service (lesson) types, spec 1 sections 3, 5 and 9. */
export const SERVICE_TYPE_LIMITS = {
  nameMin: 2,
  nameMax: 30,
  allowedCountDefault: 50,
} as const;

export const SERVICE_TYPE_COLORS = {
  /** Pre-filled in the create form. */
  createDefault: '#1bb1e4',
  /** Shown in the header list for a type without a colour of its own. */
  listDefault: '#1aab8a',
  /** The header list's "All" option. */
  all: '#000000',
} as const;

export const SERVICE_TYPE_MESSAGES = {
  unhideFailedTitle: 'Notice',
  unhideFailed: 'Something went wrong, please try later.',
} as const;

const nameMessage = `Name must be ${SERVICE_TYPE_LIMITS.nameMin} to ${SERVICE_TYPE_LIMITS.nameMax} characters.`;

export const serviceTypeNameField = z
  .string()
  .trim()
  .min(SERVICE_TYPE_LIMITS.nameMin, nameMessage)
  .max(SERVICE_TYPE_LIMITS.nameMax, nameMessage);

export const colorField = z
  .string()
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, 'Colour must be a hex colour such as #1bb1e4.')
  .transform((value) => value.toLowerCase());

const durationField = z.number().int('Duration must be a whole number of minutes.').min(0).max(100000).nullable();

export const serviceTypeSchema = z.object({
  id: z.number().int(),
  lesson_type_id: z.number().int(),
  display_name: z.string(),
  lesson_type_name: z.string(),
  color: z.string(),
  hidden: z.boolean(),
  /** Ours (issue 24 point 18): members may book court time as this type; false for lesson and coaching types. */
  court_time: z.boolean(),
  is_min_max_enabled: z.boolean(),
  min_list_duration: z.number().int().nullable(),
  max_list_duration: z.number().int().nullable(),
  allowed_count: z.number().int(),
});
export type ServiceType = z.infer<typeof serviceTypeSchema>;

export const serviceTypeListResponse = z.array(serviceTypeSchema);

/** POST lesson/type/add */
export const createServiceTypeBody = z
  .object({
    display_name: serviceTypeNameField,
    color: colorField.default(SERVICE_TYPE_COLORS.createDefault),
    /** Ours: whether members may book court time as it (default yes). */
    court_time: z.boolean('court_time must be true or false.').default(true),
  })
  .strict();
export type CreateServiceTypeBody = z.input<typeof createServiceTypeBody>;

/** PUT lesson/type/edit/{id}; the step rules on the durations need the club's step and run in the service. */
export const updateServiceTypeBody = z
  .object({
    display_name: serviceTypeNameField,
    color: colorField,
    is_min_max_enabled: z.boolean(),
    min_list_duration: durationField,
    max_list_duration: durationField,
    /** Ours: whether members may book court time as it; absent leaves it unchanged. */
    court_time: z.boolean('court_time must be true or false.').optional(),
  })
  .strict();
export type UpdateServiceTypeBody = z.input<typeof updateServiceTypeBody>;

/** PUT lesson/type/edit/hidden/{id}: true archives, false puts back. */
export const serviceTypeHiddenBody = z.object({ hidden: z.boolean() }).strict();

/** GET lesson/getalltypes?hidden=true lists the archived types instead of the visible ones. */
export const serviceTypeListQuery = z
  .object({ hidden: z.enum(['true', 'false'], 'hidden must be true or false.').optional() })
  .strict();
