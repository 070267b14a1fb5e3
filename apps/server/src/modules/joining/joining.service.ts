import { randomBytes } from 'node:crypto';
import {
  JOIN_MESSAGES,
  STAFF_MESSAGES,
  type ClubInvitation,
  type JoinRequestOfUser,
  type MembershipStatus,
  type PendingMember,
} from '@fairplay/contracts';
import { can, MEMBER_TYPE_NAMES, type MemberTypeKey } from '@fairplay/domain';
import { TenantScope, type Executor } from '@fairplay/db';
import type { AppDeps } from '../../deps.js';
import { AppError, conflict, forbidden, notFound } from '../../errors.js';
import {
  activateMember,
  clubNames,
  decideMembership,
  findBusiness,
  findMembership,
  findMemberTypeId,
  insertMember,
  listPendingMembers,
  listRequestsOfUser,
  membershipStatusIn,
  visitorRequestsToJoin,
  memberTypeIds,
  putMembership,
  type BusinessRow,
} from '../clubs/index.js';
import {
  findNames,
  findPeople,
  findUserById,
  hashSecret,
  updateUser,
  type MemberContext,
  type UserRow,
} from '../identity/index.js';
import { createLimiter, LIMITS } from '../limits/index.js';
import { enqueueEmail } from '../mail/index.js';
import { approvedEmail, invitationEmail } from './joining.emails.js';
import {
  clubsInviting,
  deleteOpenInvitation,
  findOpenInvitation,
  findOpenInvitationById,
  findOpenInvitationByToken,
  listInvitations,
  markAccepted,
  upsertInvitation,
  type InvitationRow,
} from './joining.repository.js';

/**
 * What choosing a club did: `member` (already one), `joined` (became one now), `requested` (a request now waits for
 * staff) or `pending` (it was already waiting). Only the first two make it the current club.
 */
export type JoinOutcome = 'member' | 'joined' | 'requested' | 'pending';

const CLUB_WITHOUT_MEMBERS = 'This club does not accept members yet.';

export function createJoiningService({ db, now, config }: AppDeps) {
  const limiter = createLimiter(db, now);

  async function memberTypeOf(scope: TenantScope): Promise<number> {
    const memberTypeId = await findMemberTypeId(scope, 'member');
    if (memberTypeId === undefined) throw new AppError(409, CLUB_WITHOUT_MEMBERS);
    return memberTypeId;
  }

  /**
   * Accepts an open invitation for `user`: the membership becomes active and the invitation is used once. A staff
   * invitation (issue 16) makes the person staff of its type and their account a business user; someone who is
   * already staff of the club keeps their type (an owner is never demoted by accepting a link).
   */
  async function accept(scope: TenantScope, invitation: InvitationRow, user: UserRow): Promise<void> {
    const at = now();
    if (invitation.memberTypeId === null) {
      await activateMember(scope, {
        userId: user.id,
        memberTypeId: await memberTypeOf(scope),
        decidedBy: invitation.invitedBy,
        at,
      });
    } else {
      const current = await findMembership(scope, user.id, true);
      if (!current || current.key === 'member') {
        await putMembership(scope, {
          userId: user.id,
          memberTypeId: invitation.memberTypeId,
          by: invitation.invitedBy,
          at,
        });
      }
      if (user.userType !== 'bu') await updateUser(scope.db, user.id, { userType: 'bu', updatedAt: at });
    }
    await markAccepted(scope, invitation.id, user.id, at);
  }

  /** Staff invitations need settings update, and only owners invite owners. */
  function checkInviteRights(member: MemberContext, key: MemberTypeKey): void {
    if (key === 'member') return;
    if (!can(member.membership.roles, 'settings', 'update')) throw forbidden(STAFF_MESSAGES.staffInviteNeedsSettings);
    if (key === 'owner' && member.membership.key !== 'owner') throw forbidden(STAFF_MESSAGES.ownerOnly);
  }

  async function typeKeys(scope: TenantScope): Promise<Map<number, MemberTypeKey>> {
    return new Map([...(await memberTypeIds(scope))].map(([key, id]) => [id, key]));
  }

  /** Stores or renews the invitation and e-mails its link, in one transaction. */
  async function sendInvitation(member: MemberContext, email: string, key: MemberTypeKey): Promise<ClubInvitation> {
    return db.transaction(async (tx) => {
      const scope = member.scope.within(tx);
      const typeIds = await memberTypeIds(scope);
      const memberTypeId = key === 'member' ? null : (typeIds.get(key) ?? null);
      if (key !== 'member' && memberTypeId === null) throw conflict('member_type', `This club has no ${key} type.`);
      const token = randomBytes(32).toString('base64url');
      const row = await upsertInvitation(scope, {
        email,
        tokenHash: hashSecret(token),
        invitedBy: member.user.id,
        at: now(),
        memberTypeId,
      });
      if (!row) throw conflict('email', JOIN_MESSAGES.alreadyMember);
      const link = `${config.publicUrl}/private/choose-business?invitation=${token}`;
      const inviter = `${member.user.firstName} ${member.user.lastName}`;
      const role = key === 'member' ? 'a member' : `staff (${MEMBER_TYPE_NAMES[key]})`;
      await enqueueEmail(tx, invitationEmail(member.business, email, inviter, link, role));
      return invitationOf(row, key);
    });
  }

  /** Reserves one e-mail of the club's invitation limit around `send`, given back when the send is refused. */
  async function limited<T>(member: MemberContext, send: () => Promise<T>): Promise<T> {
    const reservation = await limiter.reserve(LIMITS.invitations, String(member.business.id));
    try {
      return await send();
    } catch (error) {
      await limiter.release(reservation);
      throw error;
    }
  }

  return {
    /**
     * `PUT users/set_business` for a club the user is not an active member of, in the caller's transaction. The
     * club's policy decides: open joins at once, approval files a request, invitation needs an open invitation to
     * the account's e-mail (which also skips approval). Staff accounts (bu) never join other clubs this way.
     */
    async joinClub(tx: Executor, user: UserRow, business: BusinessRow): Promise<JoinOutcome> {
      const scope = new TenantScope(tx, business.id);
      const status = await membershipStatusIn(scope, user.id);
      if (status === 'active') return 'member';
      const invitation = await findOpenInvitation(scope, user.email.toLowerCase());
      // A staff invitation is the one way a staff account (bu) joins another club.
      if (user.userType !== 'nbu' && invitation?.memberTypeId == null) {
        throw forbidden('Staff accounts can only switch between their own clubs.');
      }
      if (invitation) {
        await accept(scope, invitation, user);
        return 'joined';
      }
      // A request filed while the club asked for approval joins at once once the club is open.
      if (status === 'pending' && business.joinPolicy === 'open') {
        await activateMember(scope, {
          userId: user.id,
          memberTypeId: await memberTypeOf(scope),
          decidedBy: null,
          at: now(),
        });
        return 'joined';
      }
      // A visitor (known to the club without a membership, or a former member) joins as anyone new would.
      if (status === 'visitor') {
        if (business.joinPolicy === 'invitation') throw forbidden(JOIN_MESSAGES.invitationOnly);
        if (business.joinPolicy === 'approval') {
          await visitorRequestsToJoin(scope, user.id);
          return 'requested';
        }
        await activateMember(scope, {
          userId: user.id,
          memberTypeId: await memberTypeOf(scope),
          decidedBy: null,
          at: now(),
        });
        return 'joined';
      }
      if (status === 'pending') return 'pending';
      if (status === 'declined') throw forbidden(JOIN_MESSAGES.declined);
      if (business.joinPolicy === 'invitation') throw forbidden(JOIN_MESSAGES.invitationOnly);
      const memberTypeId = await memberTypeOf(scope);
      const wanted = business.joinPolicy === 'open' ? 'active' : 'pending';
      const after = await insertMember(scope, { userId: user.id, memberTypeId, status: wanted });
      // A concurrent call may have filed the row first; the stored status is the answer either way.
      if (after === 'active') return 'joined';
      if (after === 'declined') throw forbidden(JOIN_MESSAGES.declined);
      return wanted === 'pending' ? 'requested' : 'pending';
    },

    /** `POST users/accept_invitation`: the e-mailed link's token joins its club, whatever the account's e-mail. */
    async acceptInvitationToken(tx: Executor, user: UserRow, token: string): Promise<BusinessRow> {
      const invitation = await findOpenInvitationByToken(tx, hashSecret(token));
      if (!invitation) throw new AppError(404, JOIN_MESSAGES.invitationInvalid);
      const business = await findBusiness(tx, invitation.businessId);
      if (!business) throw new AppError(404, JOIN_MESSAGES.invitationInvalid);
      const scope = new TenantScope(tx, business.id);
      const staffInvitation = invitation.memberTypeId !== null;
      if (!staffInvitation && (await membershipStatusIn(scope, user.id)) === 'active') return business;
      if (!staffInvitation && user.userType !== 'nbu') {
        throw forbidden('Staff accounts can only switch between their own clubs.');
      }
      await accept(scope, invitation, user);
      return business;
    },

    /** The user's requests that are not memberships yet, and the clubs inviting their e-mail, by club name. */
    async joinRequestsOf(executor: Executor, user: UserRow): Promise<JoinRequestOfUser[]> {
      const [requests, inviting] = await Promise.all([
        listRequestsOfUser(executor, user.id),
        clubsInviting(executor, user.email.toLowerCase()),
      ]);
      const invited = new Set(inviting);
      const requested = new Set(requests.map((request) => request.businessId));
      const names = await clubNames(
        executor,
        inviting.filter((id) => !requested.has(id)),
      );
      // An invitation wins over a pending or declined request: choosing that club joins it.
      const rows = [
        ...requests.map((row) => ({ ...row, status: invited.has(row.businessId) ? ('invited' as const) : row.status })),
        ...[...names].map(([businessId, businessName]) => ({ businessId, businessName, status: 'invited' as const })),
      ];
      return rows
        .map((row) => ({ business_id: row.businessId, business_name: row.businessName, status: row.status }))
        .sort((a, b) => a.business_name.localeCompare(b.business_name, 'en') || a.business_id - b.business_id);
    },

    async pendingRequests(member: MemberContext): Promise<PendingMember[]> {
      const pending = await listPendingMembers(member.scope);
      const ids = pending.map((row) => row.userId);
      const [names, people] = await Promise.all([findNames(db, ids), findPeople(db, ids)]);
      const nameOf = new Map(names.map((row) => [row.userId, row]));
      const emailOf = new Map(people.map((row) => [row.userId, row.email]));
      return pending.flatMap((row) => {
        const name = nameOf.get(row.userId);
        if (!name) return [];
        return [
          {
            user_id: row.userId,
            first_name: name.firstName,
            last_name: name.lastName,
            email: emailOf.get(row.userId) ?? '',
            requested_at: row.requestedAt.toISOString(),
          },
        ];
      });
    },

    /**
     * Approves a pending (or earlier declined) request and e-mails the new member in the same transaction.
     * Approving an active member again changes nothing and sends nothing.
     */
    async approve(member: MemberContext, userId: number): Promise<{ user_id: number; status: MembershipStatus }> {
      return db.transaction(async (tx) => {
        const scope = member.scope.within(tx);
        const decided = await decideMembership(scope, {
          userId,
          to: 'active',
          from: ['pending', 'declined'],
          by: member.user.id,
          at: now(),
        });
        if (!decided.status) throw notFound('Request');
        if (decided.changed) {
          const user = await findUserById(tx, userId);
          if (!user) throw notFound('Request');
          await enqueueEmail(tx, approvedEmail(member.business, user.email, user.firstName, config.publicUrl));
          // Someone without a current club lands in this one at their next visit.
          if (user.currentBusinessId === null) await updateUser(tx, user.id, { currentBusinessId: scope.businessId });
        }
        return { user_id: userId, status: decided.status };
      });
    },

    /** Declines a pending request; declining again is harmless, declining a member is a conflict. */
    async decline(member: MemberContext, userId: number): Promise<{ user_id: number; status: MembershipStatus }> {
      const decided = await decideMembership(member.scope, {
        userId,
        to: 'declined',
        from: ['pending'],
        by: member.user.id,
        at: now(),
      });
      if (!decided.status) throw notFound('Request');
      if (decided.status === 'active') throw conflict('id', JOIN_MESSAGES.alreadyMember);
      return { user_id: userId, status: decided.status };
    },

    async invitations(member: MemberContext): Promise<ClubInvitation[]> {
      const [rows, keys] = await Promise.all([listInvitations(member.scope), typeKeys(member.scope)]);
      return rows.map((row) => invitationOf(row, row.memberTypeId === null ? 'member' : keys.get(row.memberTypeId)!));
    },

    /**
     * Invites `email` as a member or as staff of a type (a new token each time, e-mailed in the same transaction).
     * Each e-mail counts against the club's invitation limit; a refused invitation gives its try back.
     */
    async invite(member: MemberContext, email: string, key: MemberTypeKey = 'member'): Promise<ClubInvitation> {
      checkInviteRights(member, key);
      return limited(member, () => sendInvitation(member, email, key));
    },

    /** Sends an open invitation again with a new link (the old link stops working). */
    async resend(member: MemberContext, id: number): Promise<ClubInvitation> {
      const [row, keys] = await Promise.all([findOpenInvitationById(member.scope, id), typeKeys(member.scope)]);
      if (!row) throw notFound('Invitation');
      const key = row.memberTypeId === null ? 'member' : keys.get(row.memberTypeId)!;
      checkInviteRights(member, key);
      return limited(member, () => sendInvitation(member, row.email, key));
    },

    /** Revokes an open invitation; an accepted one is a membership and stays. */
    async revoke(member: MemberContext, id: number): Promise<void> {
      const row = await findOpenInvitationById(member.scope, id);
      if (!row) throw notFound('Invitation');
      const keys = await typeKeys(member.scope);
      checkInviteRights(member, row.memberTypeId === null ? 'member' : keys.get(row.memberTypeId)!);
      if (!(await deleteOpenInvitation(member.scope, id))) throw notFound('Invitation');
    },

    /** Makes the club the user's current one (after joining, or on approval). */
    async setCurrentClub(tx: Executor, userId: number, businessId: number): Promise<void> {
      await updateUser(tx, userId, { currentBusinessId: businessId, updatedAt: now() });
    },
  };
}

function invitationOf(row: InvitationRow, key: MemberTypeKey): ClubInvitation {
  return {
    id: row.id,
    email: row.email,
    created_at: row.createdAt.toISOString(),
    accepted_at: row.acceptedAt?.toISOString() ?? null,
    member_type: key,
  };
}

export type JoiningService = ReturnType<typeof createJoiningService>;
