import type { FastifyPluginAsync } from 'fastify';
import { endpoints, GROUP_MESSAGES } from '@fairplay/contracts';
import { ok } from '../../plugins/envelope.js';
import { implement } from '../../plugins/endpoint-routes.js';
import { requireMember } from '../identity/index.js';
import { reportFileName } from './group-report.js';
import type { GroupsService } from './groups.service.js';

export function groupsRoutes(service: GroupsService): FastifyPluginAsync {
  return async (app) =>
    implement(app, endpoints.groups, {
      list: async (request) => ok(await service.list(requireMember(request), request.query.archived === '1')),
      get: async (request) => ok(await service.get(requireMember(request), request.params.id)),
      create: async (request) =>
        ok(await service.create(requireMember(request), request.body.name), GROUP_MESSAGES.created),
      rename: async (request) =>
        ok(await service.rename(requireMember(request), request.params.id, request.body.name), GROUP_MESSAGES.renamed),
      archive: async (request) =>
        ok(
          await service.archive(requireMember(request), request.params.id, request.body.archived),
          request.body.archived ? GROUP_MESSAGES.archived : GROUP_MESSAGES.restored,
        ),
      addMembers: async (request) =>
        ok(
          await service.addMembers(requireMember(request), request.params.id, request.body.member_ids),
          GROUP_MESSAGES.membersAdded(new Set(request.body.member_ids).size),
        ),
      removeMembers: async (request) =>
        ok(
          await service.removeMembers(requireMember(request), request.params.id, request.body.member_ids),
          GROUP_MESSAGES.membersRemoved(new Set(request.body.member_ids).size),
        ),
      memberGroups: async (request) =>
        ok(await service.memberGroups(requireMember(request), request.params.id, request.query.type)),
      addToGroup: async (request) =>
        ok(
          await service.addToGroup(requireMember(request), request.body, request.query.keep_others === '1'),
          GROUP_MESSAGES.memberGroupsSaved,
        ),
      report: async (request, reply) => {
        const report = await service.report(requireMember(request), request.query.group_id);
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${reportFileName(report.name)}"`)
          .header('cache-control', 'no-store')
          .send(report.csv);
      },
    });
}
