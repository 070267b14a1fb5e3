import type { AppDeps } from '../../deps.js';
import type { AppModule } from '../../module.js';
import type { ServiceTypesNeeds } from './ports.js';
import { serviceTypesRoutes } from './service-types.routes.js';
import { createServiceTypesService } from './service-types.service.js';

export type { ClubRolesPort, ServiceTypesNeeds } from './ports.js';

/** Service types: the kinds of appointment a club offers (table service_types). */
export function serviceTypesModule(deps: AppDeps, needs: ServiceTypesNeeds): AppModule {
  return { name: 'service-types', routes: serviceTypesRoutes(createServiceTypesService(deps.db, needs)) };
}
