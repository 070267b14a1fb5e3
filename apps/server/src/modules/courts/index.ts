import type { AppDeps } from '../../deps.js';
import type { AppModule } from '../../module.js';
import { courtsRoutes } from './courts.routes.js';
import { createCourtsService, type CourtsService } from './courts.service.js';
import type { FacilityGroups } from './ports.js';

export type { CourtInfo } from './courts.repository.js';
export type { FacilityGroups } from './ports.js';

/** What courts needs from other modules. */
export interface CourtsNeeds {
  facilities: FacilityGroups;
}

/** The courts module as the app and other modules see it. */
export type CourtsModule = AppModule & Pick<CourtsService, 'findCourts' | 'courtsForSelection' | 'countCourts'>;

/**
 * Courts: the club's courts and bays, their booking settings, and the court editor's calls. Offers the court
 * sheet its courts (`findCourts(scope, ids)`, `courtsForSelection(scope, selection)`) and the club's court count
 * (`countCourts(scope)`).
 */
export function courtsModule(_deps: AppDeps, needs: CourtsNeeds): CourtsModule {
  const service = createCourtsService(needs.facilities);
  return {
    name: 'courts',
    routes: courtsRoutes(service),
    findCourts: service.findCourts,
    courtsForSelection: service.courtsForSelection,
    countCourts: service.countCourts,
  };
}
