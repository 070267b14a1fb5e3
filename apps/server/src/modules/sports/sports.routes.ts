import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@fairplay/contracts';
import { ok } from '../../plugins/envelope.js';
import { implement } from '../../plugins/endpoint-routes.js';
import type { SportsService } from './sports.service.js';

export function sportsRoutes(service: SportsService): FastifyPluginAsync {
  return async (app) =>
    implement(app, endpoints.sports, {
      categories: async () => ok(await service.categories()),
      list: async (request) => ok(await service.list(request.query.category)),
    });
}
