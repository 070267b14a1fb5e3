import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { categorySportSchema, envelope, sportCategorySchema, sportQuery } from '@fairplay/contracts';
import type { Database } from '@fairplay/db';
import { ok } from '../../plugins/envelope.js';
import { listCategoriesWithSports, listSports } from './sports.repository.js';

const tags = ['sports'];

export function sportsRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/out/sport_category',
      { schema: { tags, response: { 200: envelope(z.array(sportCategorySchema)) } }, config: { access: 'public' } },
      async () => ok(await listCategoriesWithSports(db)),
    );
    app.get(
      '/facility/sport',
      {
        schema: { tags, querystring: sportQuery, response: { 200: envelope(z.array(categorySportSchema)) } },
        config: { access: 'signedIn' },
      },
      async (request) => ok(await listSports(db, request.query.category)),
    );
  };
}
