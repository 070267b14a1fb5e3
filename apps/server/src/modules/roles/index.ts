import type { AppDeps } from '../../deps.js';
import type { AppModule } from '../../module.js';
import { rolesRoutes } from './roles.routes.js';
import { createRolesService } from './roles.service.js';

/** Roles: the club's member types and what each may read or update (stored by the clubs module). */
export function rolesModule(deps: AppDeps): AppModule {
  return { name: 'roles', routes: rolesRoutes(createRolesService(deps)) };
}
