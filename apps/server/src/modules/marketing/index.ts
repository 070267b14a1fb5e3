import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../deps.js';
import type { AppModule } from '../../module.js';
import { marketingApiRoutes } from './marketing.routes.js';
import { createMarketingService } from './marketing.service.js';
import type { MarketingNeeds } from './ports.js';
import { marketingPageRoutes } from './pages.routes.js';

export type { HashSecretPort, MarketingNeeds } from './ports.js';

export interface MarketingModule extends AppModule {
  /** Page redirects and legal documents at the site's root (not API calls): register without the API prefix. */
  pages: FastifyPluginAsync;
}

/** The public site's server side (tables contact_messages, demo_requests, demo_bookings). */
export function marketingModule(deps: AppDeps, needs: MarketingNeeds): MarketingModule {
  return {
    name: 'marketing',
    routes: marketingApiRoutes(createMarketingService(deps, needs)),
    pages: marketingPageRoutes(deps.config.marketing),
  };
}
