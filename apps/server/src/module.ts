import type { FastifyPluginAsync } from 'fastify';

/**
 * What a server module hands to the app: its name and the routes it serves from the endpoint table. A module's
 * factory (`xxxModule(deps, needs)` in its index.ts) takes the app's dependencies and the other modules it uses,
 * and may add the service functions it offers them.
 */
export interface AppModule {
  name: string;
  /** Registered under the API prefix (/api/v1). */
  routes?: FastifyPluginAsync;
}
