import type { AppDeps } from '../../deps.js';
import type { AppModule } from '../../module.js';
import { familiesRoutes } from './families.routes.js';
import { createFamiliesService } from './families.service.js';
import type { FamiliesNeeds } from './ports.js';

export type { FamiliesNeeds } from './ports.js';

/**
 * Families (issue 16): staff set a member's family and its payer, staff and the family's own members look at it
 * and its upcoming bookings. Owns no table: families and business_members change through the clubs module.
 */
export function familiesModule(deps: AppDeps, needs: FamiliesNeeds): AppModule {
  return { name: 'families', routes: familiesRoutes(createFamiliesService(deps.db, deps.now, needs)) };
}
