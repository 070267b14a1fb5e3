import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.js';
import { marketingConfigFromEnv } from './marketing.config.js';
import { marketingApiRoutes } from './marketing.routes.js';
import { createMarketingService } from './marketing.service.js';
import { marketingPageRoutes } from './pages.routes.js';

/** The public site's server side: API calls under `apiPrefix` and page redirects at the root. */
export function marketingModule(
  deps: AppDeps,
  apiPrefix: string,
  env: NodeJS.ProcessEnv = process.env,
): FastifyPluginAsyncZod {
  const config = marketingConfigFromEnv(env);
  return async (app) => {
    await app.register(marketingApiRoutes(createMarketingService(deps, config)), { prefix: apiPrefix });
    await app.register(marketingPageRoutes(config));
  };
}
