import { z } from 'zod';
import { dobField, emailField, idParam, personNameField, phoneField } from './fields.js';

/** Customers and members (spec 3, section 2 "Customers, members, families, levels"; issue 16). */

/** Spec 3 section 9: member page size 20; the first page asks with last_id -1. */
export const MEMBER_PAGE_SIZE = 20;
export const FIRST_PAGE_ID = -1;
export const MEMBER_SEARCH_MAX = 100;
export const MEMBER_ABOUT_MAX = 500;
/** Rows the CSV export reads per query: the export never holds more than this many rows. */
export const MEMBER_EXPORT_BATCH = 500;

export const MEMBER_MESSAGES = {
  added: 'Member added.',
  addedExisting: 'This person already has a Fairplay account; they were added to the club.',
  updated: 'Member saved.',
  deleted: 'Membership ended. The person stays in Visitors with their booking history.',
  alreadyMember: 'This person is already a member of the club.',
  alreadyRequested: 'This person has asked to join; approve their request in Join requests.',
  emailTaken: 'This e-mail belongs to another Fairplay account.',
  emailOtherClubs: "This person's e-mail also signs them in to other clubs; they change it in their own profile.",
  notFound: 'Member not found.',
  visitorNotFound: 'Visitor not found.',
  visitorRemoved: 'Visitor removed.',
  visitorConverted: 'The visitor is now a member.',
  noVisitorWithEmail: 'No visitor of this club has this e-mail.',
  visitorAdded: 'Visitor added.',
  visitorAddedExisting: 'This person already has a Fairplay account; they were added to the club as a visitor.',
  alreadyVisitor: 'This person is already a visitor of the club.',
  unknownMemberType: 'Unknown member type.',
  ownerProtected: "The club owner's membership cannot be changed here.",
  notYourself: 'You cannot end your own membership.',
  upcomingBookings: (count: number) =>
    `This member has ${count} upcoming booking${count === 1 ? '' : 's'}. Cancel ${count === 1 ? 'it' : 'them'} on the court sheet first; nothing was changed.`,
  activeSubscription:
    'The customer has an active subscription (membership). Cancel it before ending the membership; nothing was changed.',
  visitorHasBookings: (count: number) =>
    `This visitor is on ${count} booking${count === 1 ? '' : 's'}; removing them would erase that history. They stay a visitor; nothing was changed.`,
  consentSaved: (listed: boolean) =>
    listed ? 'You are now listed in the member directory.' : 'You are no longer listed in the member directory.',
} as const;

/** A query flag: 1/0 or true/false. */
const flag = (name: string) =>
  z
    .enum(['0', '1', 'true', 'false'], `${name} must be 0, 1, true or false.`)
    .transform((value) => value === '1' || value === 'true')
    .optional();

const lastIdField = z.coerce
  .number(`last_id must be -1 or a member id.`)
  .int('last_id must be -1 or a member id.')
  .min(-1, 'last_id must be -1 or a member id.')
  .max(2147483647)
  .refine((value) => value !== 0, 'last_id must be -1 or a member id.')
  .default(FIRST_PAGE_ID);

const searchField = z
  .string()
  .trim()
  .max(MEMBER_SEARCH_MAX, `search must be at most ${MEMBER_SEARCH_MAX} characters.`)
  .optional();

/** The filters of the customers list, shared by members/get, members/getCount and the reports/members export. */
export const memberFilterFields = {
  search: searchField,
  /** Staff and coaches are listed too (by default only member type `member`). */
  include_coach: flag('include_coach'),
  /** A plan id: only members with a live subscription of the plan (issue 14). */
  plan: z.coerce
    .number('plan must be a plan id.')
    .int('plan must be a plan id.')
    .positive('plan must be a plan id.')
    .max(2147483647)
    .optional(),
  /** 1: members of any group (the default, no group filter); 0: only members who belong to no active group. */
  all_groups: flag('all_groups'),
  /** Only the members of this group (our addition: the list's group filter). */
  group_id: z.coerce
    .number('group_id must be a group id.')
    .int('group_id must be a group id.')
    .positive('group_id must be a group id.')
    .max(2147483647)
    .optional(),
};

export const memberFilterQuery = z.object(memberFilterFields).strict();
export type MemberFilterQuery = z.input<typeof memberFilterQuery>;

export const memberListQuery = z.object({ last_id: lastIdField, ...memberFilterFields }).strict();
export type MemberListQuery = z.input<typeof memberListQuery>;

export const visitorListQuery = z.object({ last_id: lastIdField, search: searchField }).strict();

/** One row of the customers list (and of the visitors list): the member record's fields staff see. */
export const memberRowSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  dob: z.string().nullable(),
  profile_image: z.string().nullable(),
  member_type_id: z.number().int(),
  member_type: z.string(),
  member_type_name: z.string(),
  family_id: z.number().int().nullable(),
  family_name: z.string().nullable(),
  about: z.string().nullable(),
  directory_listed: z.boolean(),
  /** As the club records it, for the availability rules' gender filter; null: not recorded. */
  gender: z.enum(['male', 'female']).nullable(),
  joined_at: z.string(),
});
export type MemberRow = z.infer<typeof memberRowSchema>;

export const memberPageSchema = z.object({
  members: z.array(memberRowSchema),
  /** Fewer than 20 came back: there is no next page. */
  isEnd: z.boolean(),
});
export type MemberPage = z.infer<typeof memberPageSchema>;

export const memberCountSchema = z.object({ members: z.number().int(), visitors: z.number().int() });

/** GET members/visitor/{id}: the visitor and how many bookings they are on. */
export const visitorDetailSchema = memberRowSchema.extend({
  bookings: z.object({ upcoming: z.number().int(), past: z.number().int() }),
});
export type VisitorDetail = z.infer<typeof visitorDetailSchema>;

const aboutField = z
  .string()
  .trim()
  .max(MEMBER_ABOUT_MAX, `About must be at most ${MEMBER_ABOUT_MAX} characters.`)
  .transform((value) => (value === '' ? null : value))
  .nullable();

/** A member's gender: male, female, or null (not recorded; no rule's gender filter admits it). */
export const MEMBER_GENDERS = ['male', 'female'] as const;
export type MemberGender = (typeof MEMBER_GENDERS)[number];
const memberGenderField = z.enum(MEMBER_GENDERS, 'gender must be male, female or null.').nullable();

const memberFields = {
  first_name: personNameField('First name'),
  last_name: personNameField('Last name'),
  email: emailField,
  phone: z
    .union([phoneField, z.null()])
    .transform((value) => (value === '' ? null : value))
    .optional(),
  dob: dobField.nullable().optional(),
  member_type_id: z.number('member_type_id must be a member type id.').int().positive().max(2147483647).optional(),
  about: aboutField.optional(),
  directory_listed: z.boolean('directory_listed must be true or false.').optional(),
  gender: memberGenderField.optional(),
};

/** POST members/add: a new member (a new account gets an e-mail to set its password). */
export const addMemberBody = z.object(memberFields).strict();
export type AddMemberBody = z.input<typeof addMemberBody>;

/** PUT members/update/{id}: any of the member's fields. */
export const updateMemberBody = z.object(memberFields).partial().strict();
export type UpdateMemberBody = z.input<typeof updateMemberBody>;

/**
 * POST members/add-visitor (our path): a person who is not a member, added by staff (a walk-in, a guest who pays at
 * the desk). No account e-mail is sent; they can later become a member by e-mail (members/visitor-to-member).
 */
export const addVisitorBody = z
  .object({
    first_name: memberFields.first_name,
    last_name: memberFields.last_name,
    email: memberFields.email,
    phone: memberFields.phone,
  })
  .strict();
export type AddVisitorBody = z.input<typeof addVisitorBody>;

export const removeVisitorBody = z.object({ visitor_id: idParam }).strict();
export const visitorToMemberBody = z.object({ email: emailField }).strict();

/** One entry of the member directory: never e-mail, phone or birth date. */
export const directoryEntrySchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  profile_image: z.string().nullable(),
});
export type DirectoryEntry = z.infer<typeof directoryEntrySchema>;

export const directoryPageSchema = z.object({
  members: z.array(directoryEntrySchema),
  isEnd: z.boolean(),
  /** Whether the caller is listed. */
  listed: z.boolean(),
});
export const directoryQuery = visitorListQuery;
export const directoryConsentBody = z.object({ listed: z.boolean('listed must be true or false.') }).strict();
export const directoryConsentSchema = z.object({ listed: z.boolean() });
