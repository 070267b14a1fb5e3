import { z } from 'zod';
import { idParam } from './fields.js';

/**
 * The member detail (issue 16, spec 3 sections 2 and 3): the member record and its sections, levels (NTRP and the
 * club's own level types), booking history, staff notes and profile pictures.
 */
export const MEMBER_PROFILE_LIMITS = {
  levelTypeName: 60,
  levelName: 40,
  levelsPerType: 30,
  levelTypesPerClub: 20,
  noteLength: 2000,
  notesShown: 100,
  bookingPageSize: 20,
  /** Profile pictures: 2 MB. */
  pictureMaxBytes: 2 * 1024 * 1024,
} as const;

/** NTRP: 1.0 to 7.0 in steps of 0.5. */
export const NTRP_MIN = 1;
export const NTRP_MAX = 7;
export const NTRP_VALUES: readonly number[] = Array.from({ length: 13 }, (_, index) => 1 + index / 2);

export const PICTURE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type PictureType = (typeof PICTURE_TYPES)[number];

export const MEMBER_PROFILE_MESSAGES = {
  levelNtrp: 'level_ntrp must be between 1.0 and 7.0 in steps of 0.5.',
  levelTypeName: `name must be 1 to ${MEMBER_PROFILE_LIMITS.levelTypeName} characters.`,
  levelTypeTaken: 'name: the club already has a level type with this name.',
  levelTypeLevels: `levels must list 1 to ${MEMBER_PROFILE_LIMITS.levelsPerType} different levels.`,
  levelName: `Each level must be 1 to ${MEMBER_PROFILE_LIMITS.levelName} characters.`,
  tooManyLevelTypes: `A club can have at most ${MEMBER_PROFILE_LIMITS.levelTypesPerClub} level types.`,
  unknownLevelType: 'level_type_id is not one of the club\u2019s level types.',
  levelNotInType: (type: string) => `level must be one of the levels of ${type}.`,
  noteBody: `body must be 1 to ${MEMBER_PROFILE_LIMITS.noteLength} characters.`,
  dateRange: 'end_date must not be before start_date.',
  pictureMissing: 'file: please attach a picture.',
  pictureType: 'file must be a PNG, JPEG or WebP image.',
  pictureTooLarge: `file must be at most ${MEMBER_PROFILE_LIMITS.pictureMaxBytes / (1024 * 1024)} MB.`,
  pictureSaved: 'Profile picture saved.',
  levelsSaved: 'Levels saved.',
  noteAdded: 'Note added.',
  noteDeleted: 'Note deleted.',
} as const;

/**
 * The sections of the member record that `GET members/member/{id}/{x}` selects one of (without x, all of them).
 * The profile fields come with every answer.
 */
export const MEMBER_SECTIONS = ['family', 'levels', 'notes', 'booking_history'] as const;
export type MemberSection = (typeof MEMBER_SECTIONS)[number];

const dateField = z.iso.date('Use a date like 2026-05-31.');

export const memberParams = z.object({ id: idParam }).strict();
export const memberSectionParams = z
  .object({ id: idParam, x: z.enum(MEMBER_SECTIONS, `x must be one of ${MEMBER_SECTIONS.join(', ')}.`) })
  .strict();
export const memberNoteParams = z.object({ id: idParam, noteId: idParam }).strict();
export const levelTypeParams = z.object({ id: idParam }).strict();
export const pictureParams = z
  .object({ key: z.string().regex(/^[A-Za-z0-9_-]{22,64}$/, 'key is not valid.') })
  .strict();

// Levels

const levelNameField = z
  .string()
  .trim()
  .min(1, MEMBER_PROFILE_MESSAGES.levelName)
  .max(40, MEMBER_PROFILE_MESSAGES.levelName);

export const levelTypeBody = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, MEMBER_PROFILE_MESSAGES.levelTypeName)
      .max(60, MEMBER_PROFILE_MESSAGES.levelTypeName),
    levels: z
      .array(levelNameField, MEMBER_PROFILE_MESSAGES.levelTypeLevels)
      .min(1, MEMBER_PROFILE_MESSAGES.levelTypeLevels)
      .max(MEMBER_PROFILE_LIMITS.levelsPerType, MEMBER_PROFILE_MESSAGES.levelTypeLevels)
      .refine(
        (levels) => new Set(levels.map((level) => level.toLowerCase())).size === levels.length,
        MEMBER_PROFILE_MESSAGES.levelTypeLevels,
      ),
  })
  .strict();
export type LevelTypeBody = z.infer<typeof levelTypeBody>;

export const levelTypeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  levels: z.array(z.string()),
  members_count: z.number().int(),
});
export type LevelType = z.infer<typeof levelTypeSchema>;

export const ntrpField = z
  .number(MEMBER_PROFILE_MESSAGES.levelNtrp)
  .min(NTRP_MIN, MEMBER_PROFILE_MESSAGES.levelNtrp)
  .max(NTRP_MAX, MEMBER_PROFILE_MESSAGES.levelNtrp)
  .refine((value) => Number.isInteger(value * 2), MEMBER_PROFILE_MESSAGES.levelNtrp);

/** PUT members/levels/{id}: the NTRP rating (null clears it) and the level per listed type (null clears it). */
export const memberLevelsBody = z
  .object({
    level_ntrp: ntrpField.nullable(),
    levels: z
      .array(z.object({ level_type_id: z.number().int().positive(), level: levelNameField.nullable() }).strict())
      .max(MEMBER_PROFILE_LIMITS.levelTypesPerClub),
  })
  .strict();
export type MemberLevelsBody = z.infer<typeof memberLevelsBody>;

/** The levels section: the NTRP rating and every level type of the club with the member's level in it. */
export const memberLevelsSchema = z.object({
  level_ntrp: z.number().nullable(),
  levels: z.array(
    z.object({
      level_type_id: z.number().int(),
      level_type: z.string(),
      choices: z.array(z.string()),
      level: z.string().nullable(),
      updated_at: z.string().nullable(),
    }),
  ),
});
export type MemberLevels = z.infer<typeof memberLevelsSchema>;

// Notes

export const memberNoteBody = z
  .object({
    body: z.string().trim().min(1, MEMBER_PROFILE_MESSAGES.noteBody).max(2000, MEMBER_PROFILE_MESSAGES.noteBody),
  })
  .strict();

export const memberNoteSchema = z.object({
  id: z.number().int(),
  body: z.string(),
  created_at: z.string(),
  author: z.object({ user_id: z.number().int(), name: z.string() }).nullable(),
});
export type MemberNote = z.infer<typeof memberNoteSchema>;

// Booking history

export const BOOKING_ROLES = ['all', 'booker', 'participant'] as const;
export type BookingRoleFilter = (typeof BOOKING_ROLES)[number];

/** POST members/booking/{id}: filters by type (the member's part in the booking) and club-local dates, paged. */
export const memberBookingsBody = z
  .object({
    type: z.enum(BOOKING_ROLES, `type must be one of ${BOOKING_ROLES.join(', ')}.`).default('all'),
    start_date: dateField.optional(),
    end_date: dateField.optional(),
    page: z.number('page must be a whole number.').int('page must be a whole number.').min(1).max(10000).default(1),
  })
  .strict()
  .refine((body) => !body.start_date || !body.end_date || body.start_date <= body.end_date, {
    message: MEMBER_PROFILE_MESSAGES.dateRange,
    path: ['end_date'],
  });
export type MemberBookingsBody = z.input<typeof memberBookingsBody>;

export const memberBookingSchema = z.object({
  appointment_id: z.number().int(),
  starts_at: z.string(),
  ends_at: z.string(),
  court_id: z.number().int(),
  court_name: z.string(),
  /** The member's part: booker, partner or guest. */
  role: z.enum(['booker', 'partner', 'guest']),
  status: z.enum(['default', 'disabled']),
  note: z.string(),
});
export type MemberBooking = z.infer<typeof memberBookingSchema>;

export const memberBookingsSchema = z.object({
  rows: z.array(memberBookingSchema),
  page: z.number().int(),
  page_size: z.number().int(),
  total: z.number().int(),
  /** The club's time zone, in which the rows are shown and the dates are read. */
  timezone: z.string(),
});
export type MemberBookings = z.infer<typeof memberBookingsSchema>;

// The member record

export const memberFamilySchema = z.object({
  user_id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  is_payer: z.boolean(),
});

/** GET members/member/{id}[/{x}]: the record of spec 3 section 3 that has a source today (see decisions.md). */
export const memberRecordSchema = z.object({
  id: z.number().int(),
  uid: z.string(),
  member: z.object({ first_name: z.string(), last_name: z.string() }),
  email: z.string(),
  phone: z.string().nullable(),
  dob: z.string().nullable(),
  family_id: z.number().int().nullable(),
  /** Under 18 on the club's today, from the date of birth; false without one. */
  is_child: z.boolean(),
  /** The member's level in `level_type`: the first of the club's level types the member has a level in. */
  level: z.string().nullable(),
  level_ntrp: z.number().nullable(),
  level_type: z.string().nullable(),
  profile_image: z.string().nullable(),
  member_type_id: z.number().int(),
  member_type: z.object({ id: z.number().int(), key: z.string(), name: z.string() }),
  joined_at: z.string(),
  /** The member signed the club's current waiver (issue 10); false while the club has none on file. */
  doc_signed_current: z.boolean(),
  /** When the member last signed any version of the club's waiver, or null if never. */
  max_date: z.string().nullable(),
  /** Who signed that latest signature (issue 14): the member, or an adult of their family for them; null if never. */
  doc_signed_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** Staff's short note about the member (kept per club, edited with the member). */
  about: z.string().nullable(),
  /** The member agreed to be listed in the club's member directory. */
  directory_listed: z.boolean(),
  /** As the club records it (availability rules' gender filter); null: not recorded. */
  gender: z.enum(['male', 'female']).nullable(),
  family: z.array(memberFamilySchema).optional(),
  levels: memberLevelsSchema.optional(),
  notes: z.array(memberNoteSchema).optional(),
  /** The first page of the booking history, all types, all dates. */
  booking_history: memberBookingsSchema.optional(),
});
export type MemberRecord = z.infer<typeof memberRecordSchema>;

// Profile pictures

export const pictureUploadQuery = z
  .object({ member_id: z.coerce.number('member_id must be a member id.').int().positive().optional() })
  .strict();

export const pictureUploadSchema = z.object({ user_id: z.number().int(), profile_image: z.string() });
export type PictureUpload = z.infer<typeof pictureUploadSchema>;
