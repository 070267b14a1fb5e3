import type { AppDeps } from '../../deps.js';
import type { AppModule } from '../../module.js';
import type { CountCourts } from '../users/index.js';
import { clubImageRoutes } from './club-image.routes.js';
import { createClubImageService } from './club-image.service.js';
import { settingsRoutes } from './settings.routes.js';
import { createSettingsService } from './settings.service.js';

/**
 * Settings: reading and saving the club's settings (stored by the clubs module, checked by the domain's rules), and
 * the club's image for its public page (owns club_images).
 */
export function settingsModule(deps: AppDeps, needs: { countCourts: CountCourts }): AppModule {
  const settings = settingsRoutes(createSettingsService(needs.countCourts));
  const image = clubImageRoutes(createClubImageService(deps.db));
  return {
    name: 'settings',
    routes: async (app) => {
      await app.register(settings);
      await app.register(image);
    },
  };
}
