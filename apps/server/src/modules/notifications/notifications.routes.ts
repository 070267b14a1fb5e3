import type { FastifyPluginAsync } from 'fastify';
import { endpoints, NOTIFICATION_MESSAGES } from '@fairplay/contracts';
import { ok } from '../../plugins/envelope.js';
import { implement } from '../../plugins/endpoint-routes.js';
import { forbidden } from '../../errors.js';
import { requireMember, type MemberContext } from '../identity/index.js';
import type { Audience, BulkEmail } from './bulk-email.js';
import type { NotificationsService } from './notifications.service.js';
import type { UnsubscribeRequests } from './unsubscribe-request.js';

/**
 * The club's mail (templates, log, campaigns, the monthly count) is for staff: members hold notifications read for
 * their own notifications, which must not open the club's mail to them.
 */
function requireStaff(request: Parameters<typeof requireMember>[0]): MemberContext {
  const member = requireMember(request);
  if (member.membership.key === 'member') throw forbidden(NOTIFICATION_MESSAGES.staffOnly);
  return member;
}

/** The audience send_bulk_email and the recipient count take: picked members, groups, or everyone (by search). */
function audienceOf(body: { search?: string; group_ids?: number[]; user_ids?: number[] }): Audience {
  if (body.user_ids) return { kind: 'picked', userIds: body.user_ids };
  if (body.group_ids) return { kind: 'groups', groupIds: body.group_ids, search: body.search };
  return { kind: 'all', search: body.search };
}

export function notificationsRoutes(
  service: NotificationsService,
  bulk: BulkEmail,
  requests: UnsubscribeRequests,
): FastifyPluginAsync {
  const queued = (campaign: Awaited<ReturnType<BulkEmail['send']>>) =>
    ok({ campaign }, NOTIFICATION_MESSAGES.queued(campaign.recipients));
  return async (app) =>
    implement(app, endpoints.notifications, {
      sendBulkEmail: async (request) => {
        const { subject, message, ...audience } = request.body;
        return queued(await bulk.send(requireMember(request), audienceOf(audience), { subject, message }));
      },
      recipientCount: async (request) => ok(await bulk.count(requireMember(request), audienceOf(request.body))),
      sendEmailToMembers: async (request) => {
        const { user_ids, subject, message } = request.body;
        return queued(
          await bulk.send(requireMember(request), { kind: 'picked', userIds: user_ids }, { subject, message }),
        );
      },
      sendEmailToMember: async (request) => {
        const { user_id, subject, message } = request.body;
        return queued(
          await bulk.send(requireMember(request), { kind: 'member', userId: user_id }, { subject, message }),
        );
      },
      campaigns: async (request) => ok(await bulk.recent(requireStaff(request))),
      campaign: async (request) => ok(await bulk.campaign(requireStaff(request), request.params.id)),
      usage: async (request) => ok(await service.usage(requireStaff(request))),
      log: async (request) => ok(await service.log(requireStaff(request), request.query)),
      templates: async (request) => ok(await service.templates(requireStaff(request))),
      updateTemplate: async (request) =>
        ok(
          await service.updateTemplate(requireMember(request), request.params.kind, request.body),
          NOTIFICATION_MESSAGES.templateSaved,
        ),
      resetTemplate: async (request) =>
        ok(
          await service.resetTemplate(requireMember(request), request.params.kind),
          NOTIFICATION_MESSAGES.templateReset,
        ),
      mine: async (request) => ok(await service.mine(requireMember(request), request.query.before_id)),
      markRead: async (request) => ok(await service.markRead(requireMember(request), request.body.ids)),
      preferences: async (request) => ok(await service.preferences(requireMember(request))),
      updatePreferences: async (request) =>
        ok(
          await service.updatePreferences(requireMember(request), request.body),
          NOTIFICATION_MESSAGES.preferencesSaved,
        ),
      unsubscribe: async (request) => {
        const { token, name, email, message, business_id } = request.body;
        if (token === undefined) {
          // The schema asks for name, email and message whenever the link's token is left out.
          const body = { name: name!, email: email!, message: message!, business_id };
          return ok(await requests.request(body, request.ip), NOTIFICATION_MESSAGES.requestReceived);
        }
        const result = await service.unsubscribe(token);
        return ok(result, NOTIFICATION_MESSAGES.unsubscribed(result.club_name));
      },
      publicInfo: async (request) => ok(await service.publicInfo(request.body.uid)),
      parentEmail: async (request) =>
        ok(await service.parentEmail(requireMember(request), request.body), NOTIFICATION_MESSAGES.parentSent),
    });
}
