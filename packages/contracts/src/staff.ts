import { z } from 'zod';
import { MEMBER_TYPE_KEYS, ROLE_RESOURCES } from './constants.js';
import { emailField, personNameField, phoneField } from './fields.js';
import { colorField } from './service-types.js';

/**
 * Staff, coaches and roles (issue 16; spec 3 section 7 "Coaches": POST coaches/add, PUT coaches/update/{id},
 * GET coaches/get-all, GET coaches/get; spec 1 section 6 roles). docs/decisions.md "Staff, coaches and roles".
 */

/** Every member type but `member`: the types a staff member can have. */
export const STAFF_TYPE_KEYS = MEMBER_TYPE_KEYS.filter(
  (key): key is Exclude<(typeof MEMBER_TYPE_KEYS)[number], 'member'> => key !== 'member',
);
export type StaffTypeKey = (typeof STAFF_TYPE_KEYS)[number];

/** The coach types: the ones coaches/get offers to members. */
export const COACH_TYPE_KEYS = ['coach', 'supercoach', 'superdupercoach'] as const;

export const STAFF_LIMITS = { bioMax: 1000, groupsMax: 100 } as const;

export const STAFF_MESSAGES = {
  added: 'Staff member added.',
  updated: 'Staff member updated.',
  lastOwner: 'The club must keep at least one owner.',
  ownerOnly: 'Only an owner can make someone an owner or change an owner.',
  alreadyStaff: 'This person is already on the staff.',
  whoNeeded: 'Give the e-mail of the person to add, or staff: the id of a person of the club.',
  staffAndEmailDiffer: 'staff and email name different people.',
  staffIsThePerson: 'staff must be the person this staff record belongs to (the id in the path).',
  staffAccountElsewhere: 'This e-mail belongs to staff of another club; invite them instead.',
  nameNeeded: 'First and last name are required for a person without an account.',
  unknownGroup: 'One of the facility groups is not one of this club.',
  notStaff: 'Staff member',
  protectedRole: "The owner type always keeps reading and changing the club's settings and members.",
  updateNeedsRead: 'Update needs read.',
  rolesSaved: 'Roles saved.',
  staffInviteNeedsSettings: 'Inviting staff needs the settings update permission.',
  invitationRevoked: 'Invitation revoked.',
  removed: (name: string) => `${name} is no longer on the staff and stays a member of the club.`,
  ownerNotRemoved: 'An owner is never removed from the staff. Another owner may first change their member type.',
  notYourself: 'You cannot remove yourself from the staff.',
  upcomingAssignments: (count: number) =>
    `This person is assigned to ${count} upcoming booking${count === 1 ? '' : 's'}. Assign someone else or cancel ${count === 1 ? 'it' : 'them'} first, or hide them from members instead.`,
} as const;

const staffTypeField = z.enum(STAFF_TYPE_KEYS, `member_type must be one of ${STAFF_TYPE_KEYS.join(', ')}.`);
const groupIdsField = z
  .array(z.number('Facility group ids are numbers.').int().positive(), 'facility_group_ids must be a list of ids.')
  .max(STAFF_LIMITS.groupsMax, `At most ${STAFF_LIMITS.groupsMax} facility groups.`)
  .transform((ids) => [...new Set(ids)]);
const bioField = z
  .string('bio must be text.')
  .trim()
  .max(STAFF_LIMITS.bioMax, `Bio must be at most ${STAFF_LIMITS.bioMax} characters.`);

/**
 * Spec 3 section 7 "Coaches" (staff, hidden): `staff` is the user id of the club's person whose staff record this
 * is, the account the coach is linked to (issue 26; docs/decisions.md "coaches: staff").
 */
const staffRefField = z
  .number('staff must be the id of a person of the club.')
  .int('staff must be the id of a person of the club.')
  .positive('staff must be the id of a person of the club.')
  .max(2147483647, 'staff must be the id of a person of the club.');

/**
 * POST coaches/add: an e-mail that has an account adds that person; a new e-mail creates the account too; `staff`
 * (the spec's field) adds a person of the club by their id. The type defaults to coach, the call's name.
 */
export const addStaffBody = z
  .object({
    email: emailField.optional(),
    staff: staffRefField.optional(),
    first_name: personNameField('First name').optional(),
    last_name: personNameField('Last name').optional(),
    member_type: staffTypeField.default('coach'),
    facility_group_ids: groupIdsField.default([]),
    hidden: z.boolean('hidden must be true or false.').default(false),
    bio: bioField.default(''),
    color: colorField.nullable().default(null),
    phone: phoneField.nullable().optional(),
  })
  .strict()
  .refine((body) => body.email !== undefined || body.staff !== undefined, {
    message: STAFF_MESSAGES.whoNeeded,
    path: ['email'],
  });
export type AddStaffBody = z.input<typeof addStaffBody>;

/** PUT coaches/update/{id} (id: the person's user id); only what is sent changes. */
export const updateStaffBody = z
  .object({
    /** The spec's field: the person being updated; it must be `{id}` (a staff record belongs to one person). */
    staff: staffRefField.optional(),
    member_type: staffTypeField.optional(),
    facility_group_ids: groupIdsField.optional(),
    hidden: z.boolean('hidden must be true or false.').optional(),
    bio: bioField.optional(),
    color: colorField.nullable().optional(),
    phone: phoneField.nullable().optional(),
  })
  .strict();
export type UpdateStaffBody = z.input<typeof updateStaffBody>;

const groupRef = z.object({ id: z.number().int(), name: z.string() });

/** POST coaches/remove/{id}: the person is a member of the club again (member type `member`). */
export const staffRemovedSchema = z.object({ user_id: z.number().int(), member_type: z.enum(MEMBER_TYPE_KEYS) });
export type StaffRemoved = z.infer<typeof staffRemovedSchema>;

/** One of the club's staff as the staff screen shows them (GET coaches/get-all). */
export const staffSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  /** Personal data: null for callers without members read. */
  email: z.string().nullable(),
  phone: z.string().nullable(),
  member_type: z.enum(MEMBER_TYPE_KEYS),
  member_type_id: z.number().int(),
  member_type_name: z.string(),
  hidden: z.boolean(),
  bio: z.string(),
  color: z.string().nullable(),
  facility_groups: z.array(groupRef),
});
export type Staff = z.infer<typeof staffSchema>;

/** A coach as members and the pickers see them (GET coaches/get): never hidden, no personal data. */
export const coachSchema = z.object({
  id: z.number().int(),
  coach_id: z.number().int(),
  coach_name: z.string(),
  displayName: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  member_type: z.enum(MEMBER_TYPE_KEYS),
  bio: z.string(),
  color: z.string().nullable(),
  facility_group_ids: z.array(z.number().int()),
});
export type Coach = z.infer<typeof coachSchema>;

export const coachesQuery = z
  .object({
    facility_group_id: z.coerce
      .number('facility_group_id must be a number.')
      .int('facility_group_id must be a whole number.')
      .positive('facility_group_id must be positive.')
      .max(2147483647)
      .optional(),
  })
  .strict();

/** PUT roles/member-types/{id}: the member type's whole list of roles (every resource once). */
export const updateMemberTypeRolesBody = z
  .object({
    roles: z
      .array(
        z
          .object({
            resource: z.enum(ROLE_RESOURCES, `resource must be one of ${ROLE_RESOURCES.join(', ')}.`),
            read: z.boolean('read must be true or false.'),
            update: z.boolean('update must be true or false.'),
          })
          .strict()
          .refine((role) => role.read || !role.update, { message: STAFF_MESSAGES.updateNeedsRead, path: ['read'] }),
        'roles must be a list.',
      )
      .length(ROLE_RESOURCES.length, `roles must list each of the ${ROLE_RESOURCES.length} resources once.`)
      .refine((roles) => new Set(roles.map((role) => role.resource)).size === roles.length, {
        message: `roles must list each of the ${ROLE_RESOURCES.length} resources once.`,
      }),
  })
  .strict();
export type UpdateMemberTypeRolesBody = z.input<typeof updateMemberTypeRolesBody>;
