import type { FastifyPluginAsync } from 'fastify';
import { endpoints, JOIN_MESSAGES, STAFF_MESSAGES } from '@fairplay/contracts';
import type { Database } from '@fairplay/db';
import { ok } from '../../plugins/envelope.js';
import { implement } from '../../plugins/endpoint-routes.js';
import { requireAuth, requireMember } from '../identity/index.js';
import type { JoiningService } from './joining.service.js';
import type { SessionUserOf } from './ports.js';

export function joiningRoutes(db: Database, service: JoiningService, sessionUserOf: SessionUserOf): FastifyPluginAsync {
  return async (app) =>
    implement(app, endpoints.joining, {
      requests: async (request) => ok(await service.pendingRequests(requireMember(request))),
      approve: async (request) =>
        ok(await service.approve(requireMember(request), request.params.id), JOIN_MESSAGES.approved),
      decline: async (request) =>
        ok(await service.decline(requireMember(request), request.params.id), JOIN_MESSAGES.declinedByStaff),
      invitations: async (request) => ok(await service.invitations(requireMember(request))),
      invite: async (request) =>
        ok(
          await service.invite(requireMember(request), request.body.email, request.body.member_type),
          JOIN_MESSAGES.invited(request.body.email),
        ),
      resendInvitation: async (request) => {
        const invitation = await service.resend(requireMember(request), request.params.id);
        return ok(invitation, JOIN_MESSAGES.invited(invitation.email));
      },
      revokeInvitation: async (request) => {
        await service.revoke(requireMember(request), request.params.id);
        return ok(null, STAFF_MESSAGES.invitationRevoked);
      },
      acceptInvitation: async (request) => {
        const { user } = requireAuth(request);
        const club = await db.transaction(async (tx) => {
          const business = await service.acceptInvitationToken(tx, user, request.body.token);
          await service.setCurrentClub(tx, user.id, business.id);
          return business;
        });
        return ok(await sessionUserOf(user.id), JOIN_MESSAGES.joined(club.name));
      },
    });
}
