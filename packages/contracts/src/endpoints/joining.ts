import { z } from 'zod';
import { endpoint } from '../endpoint.js';
import { idParam } from '../fields.js';
import {
  acceptInvitationBody,
  clubInvitationSchema,
  inviteMemberBody,
  memberDecisionSchema,
  pendingMemberSchema,
} from '../joining.js';
import { sessionUserSchema } from '../users.js';

const tag = 'members';
const read = { resource: 'members', action: 'read' } as const;
const update = { resource: 'members', action: 'update' } as const;
const byUserId = z.object({ id: idParam }).strict();

/**
 * Joining a club (our addition; docs/decisions.md "Joining a club"): staff's list of join requests, their decision,
 * invitations by e-mail, and the invitee's acceptance through the e-mailed link.
 */
export const joiningEndpoints = {
  requests: endpoint({
    method: 'GET',
    path: '/members/requests',
    tag,
    access: read,
    response: z.array(pendingMemberSchema),
  }),
  approve: endpoint({
    method: 'PUT',
    path: '/members/approve/:id',
    tag,
    access: update,
    params: byUserId,
    response: memberDecisionSchema,
  }),
  decline: endpoint({
    method: 'PUT',
    path: '/members/decline/:id',
    tag,
    access: update,
    params: byUserId,
    response: memberDecisionSchema,
  }),
  invitations: endpoint({
    method: 'GET',
    path: '/members/invitations',
    tag,
    access: read,
    response: z.array(clubInvitationSchema),
  }),
  invite: endpoint({
    method: 'POST',
    path: '/members/invite',
    tag,
    access: update,
    body: inviteMemberBody,
    response: clubInvitationSchema,
  }),
  resendInvitation: endpoint({
    method: 'POST',
    path: '/members/invitations/:id/resend',
    tag,
    access: update,
    params: byUserId,
    response: clubInvitationSchema,
  }),
  revokeInvitation: endpoint({
    method: 'DELETE',
    path: '/members/invitations/:id',
    tag,
    access: update,
    params: byUserId,
    response: z.null(),
  }),
  acceptInvitation: endpoint({
    method: 'POST',
    path: '/users/accept_invitation',
    tag: 'users',
    access: 'signedIn',
    body: acceptInvitationBody,
    response: sessionUserSchema,
  }),
};
