import type { AppModule } from '../../module.js';
import { courtsRoutes } from './courts.routes.js';
import { createCourtsService } from './courts.service.js';

/** Courts: the club's courts and bays, their booking settings, and the court editor's calls. */
export function courtsModule(): AppModule {
  return { name: 'courts', routes: courtsRoutes(createCourtsService()) };
}
