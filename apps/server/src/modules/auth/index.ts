import type { AppDeps } from '../../deps.js';
import type { AppModule } from '../../module.js';
import { authRoutes } from './auth.routes.js';
import { createAuthService, type AuthNeeds } from './auth.service.js';

export type { AuthNeeds } from './auth.service.js';

/**
 * Auth: signing in and out, registration (which owns demo_codes) and password resets. Builds on identity's and
 * clubs' exported functions; the session user it answers comes from `needs` (the users module).
 */
export function authModule(deps: AppDeps, needs: AuthNeeds): AppModule {
  return { name: 'auth', routes: authRoutes(createAuthService(deps, needs)) };
}
