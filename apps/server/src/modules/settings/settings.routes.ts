import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@fairplay/contracts';
import { ok } from '../../plugins/envelope.js';
import { implement } from '../../plugins/endpoint-routes.js';
import { requireMember } from '../identity/index.js';
import type { SettingsService } from './settings.service.js';

export function settingsRoutes(service: SettingsService): FastifyPluginAsync {
  return async (app) =>
    implement(app, endpoints.settings, {
      read: async (request) => ok(await service.read(requireMember(request))),
      update: async (request) => ok(await service.update(requireMember(request), request.body), 'Settings saved.'),
    });
}
