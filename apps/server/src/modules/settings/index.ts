import type { AppModule } from '../../module.js';
import type { CountCourts } from '../users/index.js';
import { settingsRoutes } from './settings.routes.js';
import { createSettingsService } from './settings.service.js';

/** Settings: reading and saving the club's settings (stored by the clubs module, checked by the domain's rules). */
export function settingsModule(needs: { countCourts: CountCourts }): AppModule {
  return { name: 'settings', routes: settingsRoutes(createSettingsService(needs.countCourts)) };
}
