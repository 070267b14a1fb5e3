import type { AppModule } from '../../module.js';
import { rolesRoutes } from './roles.routes.js';

/** Roles: the club's member types and what each may read or update (stored by the clubs module). */
export function rolesModule(): AppModule {
  return { name: 'roles', routes: rolesRoutes() };
}
