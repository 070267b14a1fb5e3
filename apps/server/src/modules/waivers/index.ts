import type { AppDeps } from '../../deps.js';
import type { AppModule } from '../../module.js';
import { waiversRoutes } from './waivers.routes.js';
import { createWaiversService } from './waivers.service.js';

/** Waivers: the club's waiver PDF (business_files), and the club's sign_file pointing at it (through clubs). */
export function waiversModule(deps: AppDeps): AppModule {
  return { name: 'waivers', routes: waiversRoutes(createWaiversService(deps.db)) };
}
