import { z } from 'zod';

/**
 * Tags (issue 10; spec 2 "Tag"): coloured labels on bookings that filter the court sheet. Names are 1–30
 * characters and unique among the club's active tags; archiving is a soft delete.
 */
export const TAG_LIMITS = { nameMax: 30, perBooking: 10, perRule: 10 } as const;

export const TAG_DEFAULT_COLOR = '#28e61a';
/** The colour picker's starting colour (spec 2 section 9). */
export const TAG_PICKER_COLOR = '#1bb1e4';

export const TAG_MESSAGES = {
  created: 'Tag created.',
  updated: 'Tag updated.',
  archived: 'Tag archived.',
  /** The web's text for a failed save (spec 2 section 5). */
  checkData: 'Please check entered data.',
  archiveConfirm: 'Are you sure to delete the tag?',
  nameTaken: 'An active tag already has this name.',
  notFound: 'Tag not found.',
  archivedTag: 'An archived tag cannot be changed.',
  nothingToChange: 'Give a new name or colour.',
  notATag: 'is not an active tag of this club.',
} as const;

export const tagNameField = z
  .string('Name is required.')
  .trim()
  .min(1, 'Name is required.')
  .max(TAG_LIMITS.nameMax, `Name must be at most ${TAG_LIMITS.nameMax} characters.`);

export const hexColorField = z
  .string('Color must be a hex colour such as #28e61a.')
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, 'Color must be a hex colour such as #28e61a.')
  .transform((value) => value.toLowerCase());

export const tagBody = z
  .object({ display_name: tagNameField, color: hexColorField.default(TAG_DEFAULT_COLOR) })
  .strict();
export type TagBody = z.input<typeof tagBody>;

/** An update changes the name, the colour or both: an empty body is a 400 on display_name, not a no-op write. */
export const tagUpdateBody = z
  .object({ display_name: tagNameField.optional(), color: hexColorField.optional() })
  .strict()
  .refine((body) => body.display_name !== undefined || body.color !== undefined, {
    message: TAG_MESSAGES.nothingToChange,
    path: ['display_name'],
  });
export type TagUpdateBody = z.input<typeof tagUpdateBody>;

/** `status=1` lists the archived tags (spec 2 section 7). */
export const tagListQuery = z.object({ status: z.enum(['0', '1']).default('0') }).strict();

export const tagSchema = z.object({
  id: z.number().int(),
  display_name: z.string(),
  color: z.string(),
  createdAt: z.string(),
  archived: z.boolean(),
});
export type Tag = z.infer<typeof tagSchema>;

/** A tag as a booking carries it. */
export const bookingTagSchema = z.object({ id: z.number().int(), display_name: z.string(), color: z.string() });
export type BookingTag = z.infer<typeof bookingTagSchema>;
