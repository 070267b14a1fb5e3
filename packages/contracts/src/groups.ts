import { z } from 'zod';

/**
 * Groups of members (issue 16; spec 3 "Groups", resource `groups`): a customers-list filter, who-can-book targets
 * and messaging targets. Names are 2–50 characters and unique among the club's active groups.
 */
export const GROUP_LIMITS = { nameMin: 2, nameMax: 50, membersPerCall: 500, groupsPerMember: 50 } as const;

export const GROUP_MESSAGES = {
  created: 'Group created.',
  renamed: 'Group renamed.',
  archived: 'Group archived.',
  restored: 'Group restored.',
  membersAdded: (count: number) => (count === 1 ? '1 member added.' : `${count} members added.`),
  membersRemoved: (count: number) => (count === 1 ? '1 member removed.' : `${count} members removed.`),
  memberGroupsSaved: 'Groups saved.',
  nameTaken: 'An active group already has this name.',
  archivedGroup: 'An archived group cannot take new members. Restore it first.',
  notFound: 'Group not found.',
  othersGroups: 'Members may see only their own groups.',
} as const;

export const groupNameField = z
  .string('Name is required.')
  .trim()
  .min(GROUP_LIMITS.nameMin, `Name must be at least ${GROUP_LIMITS.nameMin} characters.`)
  .max(GROUP_LIMITS.nameMax, `Name must be at most ${GROUP_LIMITS.nameMax} characters.`);

const idField = (label: string) =>
  z
    .number(`${label} must be a number.`)
    .int(`${label} must be a whole number.`)
    .positive(`${label} must be positive.`)
    .max(2147483647);

export const groupSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  archived: z.boolean(),
  archived_at: z.string().nullable(),
  member_count: z.number().int(),
  created_at: z.string(),
});
export type Group = z.infer<typeof groupSchema>;

/** One member of a group; e-mail only for staff with members read. */
export const groupMemberSchema = z.object({
  user_id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string().nullable(),
  added_at: z.string(),
});
export type GroupMember = z.infer<typeof groupMemberSchema>;

export const groupDetailSchema = groupSchema.extend({ members: z.array(groupMemberSchema) });
export type GroupDetail = z.infer<typeof groupDetailSchema>;

/** A member's groups (GET groups/member/{id}): the member's name and each group with when they joined it. */
export const memberGroupsSchema = z.object({
  user_id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  groups: z.array(groupSchema.extend({ added_at: z.string() })),
});
export type MemberGroups = z.infer<typeof memberGroupsSchema>;

export const groupListQuery = z
  .object({ archived: z.enum(['0', '1'], 'Archived must be 0 or 1.').default('0') })
  .strict();

export const groupNameBody = z.object({ name: groupNameField }).strict();
export const groupArchiveBody = z.object({ archived: z.boolean('Archived must be true or false.') }).strict();

export const groupMembersBody = z
  .object({
    member_ids: z
      .array(idField('Member'))
      .min(1, 'Choose at least one member.')
      .max(GROUP_LIMITS.membersPerCall, `At most ${GROUP_LIMITS.membersPerCall} members at a time.`),
  })
  .strict();

/** POST members/addtogroup[?keep_others=1]: the member's groups become `group_ids` (plus the others with keep_others). */
export const addToGroupBody = z
  .object({
    member_id: idField('Member'),
    group_ids: z
      .array(idField('Group'))
      .max(GROUP_LIMITS.groupsPerMember, `At most ${GROUP_LIMITS.groupsPerMember} groups at a time.`),
  })
  .strict();
export const addToGroupQuery = z
  .object({ keep_others: z.enum(['0', '1'], 'keep_others must be 0 or 1.').optional() })
  .strict();

/** `{type}` of /private/groupmember/{id}/{type?} and GET groups/member/{id}?type: active groups only, or all. */
export const MEMBER_GROUP_TYPES = ['active', 'all'] as const;
export type MemberGroupType = (typeof MEMBER_GROUP_TYPES)[number];
export const memberGroupsQuery = z
  .object({ type: z.enum(MEMBER_GROUP_TYPES, 'Type must be active or all.').default('active') })
  .strict();

export const groupReportQuery = z
  .object({
    group_id: z.coerce
      .number('Group must be a number.')
      .int('Group must be a whole number.')
      .positive('Group must be positive.')
      .max(2147483647),
  })
  .strict();

/** What addtogroup answers: the member's active groups after the change. */
export const addToGroupResultSchema = z.object({ member_id: z.number().int(), group_ids: z.array(z.number().int()) });
