import type { AppDeps } from '../../deps.js';
import type { AppModule } from '../../module.js';
import { reportsRoutes } from './reports.routes.js';

export function reportsModule(deps: AppDeps): AppModule {
  return { name: 'reports', routes: reportsRoutes(deps.now) };
}
