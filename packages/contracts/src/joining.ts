import { z } from 'zod';
import { MEMBER_TYPE_KEYS } from './constants.js';
import { emailField } from './fields.js';

/**
 * Joining a club (issue 9): who may join as a member, join requests waiting for staff, and invitations by e-mail.
 * The spec's `PUT users/set_business {business_id}` stays the way in; these are the calls around it.
 */
export const JOIN_POLICIES = ['open', 'approval', 'invitation'] as const;
export type JoinPolicy = (typeof JOIN_POLICIES)[number];

/** What the settings screen and the join page show for each policy. */
export const JOIN_POLICY_LABELS: Record<JoinPolicy, string> = {
  open: 'Open: anyone can join at once',
  approval: 'Approval: staff approve each request',
  invitation: 'Invitation only: people staff invited by e-mail',
};

export const joinPolicyField = z.enum(JOIN_POLICIES, 'Joining must be open, approval or invitation.');

export const JOIN_MESSAGES = {
  requested: (club: string) =>
    `Your request to join ${club} has been sent. The club will e-mail you once staff approve it.`,
  stillPending: (club: string) => `Your request to join ${club} is waiting for the club's approval.`,
  declined: 'The club has declined your request to join. Please contact the club.',
  invitationOnly: 'This club is by invitation only. Please ask the club to invite you by e-mail.',
  invitationInvalid: 'This invitation link is invalid or has already been used.',
  joined: (club: string) => `Welcome to ${club}!`,
  approved: 'Request approved.',
  declinedByStaff: 'Request declined.',
  invited: (email: string) => `Invitation sent to ${email}.`,
  alreadyMember: 'This person is already a member of the club.',
  noRequest: 'There is no pending request from this person.',
} as const;

/** A membership's state: only active gives member access; a visitor is known to the club without joining. */
export const MEMBERSHIP_STATUSES = ['active', 'pending', 'declined', 'visitor'] as const;
export type MembershipStatus = (typeof MEMBERSHIP_STATUSES)[number];

/** One of the signed-in user's requests to join a club that are not (yet) memberships, or an invitation to them. */
export const joinRequestOfUserSchema = z.object({
  business_id: z.number().int(),
  business_name: z.string(),
  status: z.enum(['pending', 'declined', 'invited']),
});
export type JoinRequestOfUser = z.infer<typeof joinRequestOfUserSchema>;

/** GET members/requests: a person waiting for staff's approval. */
export const pendingMemberSchema = z.object({
  user_id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  requested_at: z.string(),
});
export type PendingMember = z.infer<typeof pendingMemberSchema>;

/** PUT members/approve/{id} and members/decline/{id}: the person's membership after the decision. */
export const memberDecisionSchema = z.object({
  user_id: z.number().int(),
  status: z.enum(MEMBERSHIP_STATUSES),
});

export const clubInvitationSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  created_at: z.string(),
  accepted_at: z.string().nullable(),
  /** What accepting makes the person: `member`, or the staff member type staff chose (issue 16). */
  member_type: z.enum(MEMBER_TYPE_KEYS),
});
export type ClubInvitation = z.infer<typeof clubInvitationSchema>;

/** `member_type` (issue 16): the member type accepting gives; inviting staff needs settings update. */
export const inviteMemberBody = z
  .object({
    email: emailField,
    member_type: z
      .enum(MEMBER_TYPE_KEYS, `member_type must be one of ${MEMBER_TYPE_KEYS.join(', ')}.`)
      .default('member'),
  })
  .strict();
export type InviteMemberBody = z.input<typeof inviteMemberBody>;

export const INVITATION_TOKEN_MAX = 200;
export const acceptInvitationBody = z
  .object({
    token: z
      .string('token must be text.')
      .trim()
      .min(1, 'token is required.')
      .max(INVITATION_TOKEN_MAX, JOIN_MESSAGES.invitationInvalid),
  })
  .strict();
