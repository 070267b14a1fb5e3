import type { AppDeps } from '../../deps.js';
import type { AppModule } from '../../module.js';
import { memberImportRoutes } from './member-import.routes.js';
import { createMemberImportService } from './member-import.service.js';

/**
 * Member import (table member_imports; accounts through identity, memberships and families through clubs, e-mail
 * through mail): `POST members/uploadcsv`'s dry run and import, and the progress of a running import.
 */
export function memberImportModule(deps: AppDeps): AppModule {
  return { name: 'member-import', routes: memberImportRoutes(createMemberImportService(deps)) };
}
