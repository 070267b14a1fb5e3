import type { FastifyPluginAsync } from 'fastify';
import { endpoints, FAMILY_MESSAGES, MEMBER_MESSAGES } from '@fairplay/contracts';
import { ok } from '../../plugins/envelope.js';
import { implement } from '../../plugins/endpoint-routes.js';
import { requireMember } from '../identity/index.js';
import { exportFileName, memberCsvStream } from './members-export.js';
import { directoryEntryOf } from './member-rows.js';
import { groupFilterOf } from './people-page.js';
import type { MembersService } from './members.service.js';

export function membersRoutes(service: MembersService, now: () => Date): FastifyPluginAsync {
  return async (app) => {
    implement(app, endpoints.customers, {
      list: async (request) => ok(await service.list(requireMember(request), request.query)),
      count: async (request) => ok(await service.count(requireMember(request), request.query)),
      visitors: async (request) => ok(await service.visitors(requireMember(request), request.query)),
      visitor: async (request) => ok(await service.visitor(requireMember(request), request.params.id)),
      removeVisitor: async (request) => {
        await service.removeVisitor(requireMember(request), request.body.visitor_id);
        return ok(null, MEMBER_MESSAGES.visitorRemoved);
      },
      addVisitor: async (request) => {
        const { row, existing } = await service.addVisitor(requireMember(request), request.body);
        return ok(row, existing ? MEMBER_MESSAGES.visitorAddedExisting : MEMBER_MESSAGES.visitorAdded);
      },
      visitorToMember: async (request) =>
        ok(await service.visitorToMember(requireMember(request), request.body.email), MEMBER_MESSAGES.visitorConverted),
      add: async (request) => {
        const { row, existing } = await service.add(requireMember(request), request.body);
        return ok(row, existing ? MEMBER_MESSAGES.addedExisting : MEMBER_MESSAGES.added);
      },
      update: async (request) =>
        ok(await service.update(requireMember(request), request.params.id, request.body), MEMBER_MESSAGES.updated),
      remove: async (request) => {
        await service.remove(requireMember(request), request.params.id);
        return ok(null, MEMBER_MESSAGES.deleted);
      },
      exportCsv: async (request, reply) => {
        const member = requireMember(request);
        const { timezone, name } = member.business;
        const stream = memberCsvStream(
          member.scope,
          {
            search: request.query.search,
            includeStaff: !!request.query.include_coach,
            ...groupFilterOf(request.query),
          },
          timezone,
        );
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${exportFileName(name, timezone, now())}"`)
          .header('cache-control', 'no-store')
          .send(stream);
      },
      directory: async (request) => {
        const { people, isEnd, listed } = await service.directory(requireMember(request), request.query);
        return ok({ members: people.map(directoryEntryOf), isEnd, listed });
      },
      myDirectoryConsent: async (request) => ok(await service.consent(requireMember(request))),
      directoryConsent: async (request) => {
        const { listed } = await service.setConsent(requireMember(request), request.body.listed);
        return ok({ listed }, MEMBER_MESSAGES.consentSaved(listed));
      },
    });
    implement(app, endpoints.ownFamily, {
      add: async (request) => {
        const { name, ...added } = await service.addToOwnFamily(requireMember(request), request.body);
        return ok(added, FAMILY_MESSAGES.added(name));
      },
    });
  };
}
