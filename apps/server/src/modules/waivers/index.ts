import type { AppDeps } from '../../deps.js';
import type { AppModule } from '../../module.js';
import { waiversRoutes } from './waivers.routes.js';
import { createLimiter } from '../limits/index.js';
import { withUploadLimit } from './upload-limit.js';
import { createWaiversService } from './waivers.service.js';

export { unsignedFamilyPlayer, waiverRecordOf, waiverStandingOf, type WaiverSigner } from './waivers.service.js';

/**
 * Waivers: the club's waiver PDF (business_files), the club's sign_file pointing at it (through clubs), and the
 * members' signatures of each version (waiver_signatures).
 */
export function waiversModule(deps: AppDeps): AppModule {
  return {
    name: 'waivers',
    routes: waiversRoutes(withUploadLimit(createWaiversService(deps.db, deps.now), createLimiter(deps.db, deps.now))),
  };
}
