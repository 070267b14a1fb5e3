import { z } from 'zod';
import { dobField, emailField, personNameField } from './fields.js';

/**
 * Families (issue 16, spec 3 "Customers, members, families, levels" and the member record's family_id, is_child,
 * is_spouse): a club's members grouped into a household, with a payer the payments issue charges. A member is in
 * at most one family per club.
 */
export const FAMILY_LIMITS = { nameMin: 2, nameMax: 80, membersMax: 12, upcomingDaysMax: 90 } as const;

export const FAMILY_MESSAGES = {
  saved: 'Family saved.',
  dissolved: 'The family has been dissolved.',
  memberMissing: 'The family must include the member it is saved for.',
  duplicateMember: 'Each person can be listed once.',
  payerRequired: 'Choose who pays for the family.',
  payerOutside: 'The payer must be one of the family’s members.',
  payerChild: 'A child cannot be the family’s payer.',
  childAndSpouse: 'A member is either a child or a spouse, not both.',
  inAnotherFamily: (name: string) => `${name} is already in another family. Remove them from it first.`,
  notYourFamily: 'You can only see your own family.',
  added: (name: string) => `${name} is now in your family. They get an e-mail to set their password.`,
  familyFull: `A family has at most ${FAMILY_LIMITS.membersMax} people.`,
  childCannotAdd: 'A child cannot add people to the family.',
  existingAccount:
    'This e-mail already has a Fairplay account. Ask the front desk to add them to your family, so they can agree to it.',
  askFrontDesk: 'This club admits members by invitation only: ask the front desk to add your child or spouse.',
} as const;

/**
 * POST members/family/add (our path): a member adds a child or spouse who has no Fairplay account yet. The new
 * person joins the club and the member's family (docs/decisions.md "A member adds to their family").
 */
export const addOwnFamilyMemberBody = z
  .object({
    first_name: personNameField('First name'),
    last_name: personNameField('Last name'),
    email: emailField,
    dob: dobField.nullable().optional(),
    role: z.enum(['child', 'spouse'], 'role must be child or spouse.'),
  })
  .strict();
export type AddOwnFamilyMemberBody = z.input<typeof addOwnFamilyMemberBody>;

export const ownFamilyMemberAddedSchema = z.object({
  user_id: z.number().int(),
  family_id: z.number().int(),
  payer_user_id: z.number().int().nullable(),
});

/** One family member as staff see them (e-mail and phone only for staff with members read). */
export const familyMemberRowSchema = z.object({
  user_id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  is_child: z.boolean(),
  is_spouse: z.boolean(),
  is_payer: z.boolean(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
});
export type FamilyMemberRow = z.infer<typeof familyMemberRowSchema>;

/** A member's family: null when they have none (then `members` holds just the member). */
export const familyViewSchema = z.object({
  member_id: z.number().int(),
  family: z.object({ id: z.number().int(), name: z.string(), payer_user_id: z.number().int().nullable() }).nullable(),
  members: z.array(familyMemberRowSchema),
});
export type FamilyView = z.infer<typeof familyViewSchema>;

/** One upcoming booking or lesson of a family member (GET users/getfamily/{id}/{x}). */
export const familyBookingSchema = z.object({
  appointment_id: z.number().int(),
  user_id: z.number().int(),
  start: z.string(),
  end: z.string(),
  court_name: z.string(),
  /** A lesson has a coach assigned; a court booking has none. */
  is_lesson: z.boolean(),
  coaches: z.array(z.string()),
});
export type FamilyBooking = z.infer<typeof familyBookingSchema>;

/** GET users/getfamily/{id}/{x}: the family without personal data, and the next `x` days of its bookings. */
export const familyOverviewSchema = familyViewSchema.extend({ upcoming: z.array(familyBookingSchema) });
export type FamilyOverview = z.infer<typeof familyOverviewSchema>;

const idField = (label: string) =>
  z
    .number(`${label} must be a number.`)
    .int(`${label} must be a whole number.`)
    .positive(`${label} must be positive.`)
    .max(2147483647);

/**
 * POST members/setfamilymembers/{id}: the whole family of member {id} as it should be. Listing only the member
 * dissolves the family; the payer is required once the family has two or more people.
 */
export const setFamilyMembersBody = z
  .object({
    name: z
      .string()
      .trim()
      .min(FAMILY_LIMITS.nameMin, `Family name must be at least ${FAMILY_LIMITS.nameMin} characters.`)
      .max(FAMILY_LIMITS.nameMax, `Family name must be at most ${FAMILY_LIMITS.nameMax} characters.`)
      .optional(),
    members: z
      .array(
        z
          .object({
            user_id: idField('Member'),
            is_child: z.boolean().default(false),
            is_spouse: z.boolean().default(false),
          })
          .strict(),
      )
      .min(1, FAMILY_MESSAGES.memberMissing)
      .max(FAMILY_LIMITS.membersMax, `A family has at most ${FAMILY_LIMITS.membersMax} people.`),
    payer_user_id: idField('Payer').nullable().default(null),
  })
  .strict();
export type SetFamilyMembersBody = z.input<typeof setFamilyMembersBody>;

/** The `{x}` of users/getfamily: how many days of upcoming bookings to include (0: none). */
export const familyOverviewParams = z
  .object({
    id: z.coerce.number().int('Id must be a whole number.').positive('Id must be positive.').max(2147483647),
    x: z.coerce
      .number()
      .int('Days must be a whole number.')
      .min(0, 'Days cannot be negative.')
      .max(FAMILY_LIMITS.upcomingDaysMax, `Days must be at most ${FAMILY_LIMITS.upcomingDaysMax}.`),
  })
  .strict();
