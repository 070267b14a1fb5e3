import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clubSettingsResponse, envelope, updateClubSettingsBody } from '@fairplay/contracts';
import type { Database } from '@fairplay/db';
import { ok } from '../../plugins/envelope.js';
import { requireMember } from '../identity/index.js';
import type { SettingsService } from './settings.service.js';

const tags = ['settings'];
const response = { 200: envelope(clubSettingsResponse) };

export function settingsRoutes(service: SettingsService, db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/business/settings',
      { schema: { tags, response }, config: { access: { resource: 'settings', action: 'read' } } },
      async (request) => ok(await service.read(requireMember(request))),
    );
    app.put(
      '/business/settings',
      {
        schema: { tags, body: updateClubSettingsBody, response },
        config: { access: { resource: 'settings', action: 'update' } },
      },
      async (request) => ok(await service.update(requireMember(request), request.body), 'Settings saved.'),
    );
  };
}
