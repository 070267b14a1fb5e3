import type { AppDeps } from '../../deps.js';
import type { AppModule } from '../../module.js';
import { membersRoutes } from './members.routes.js';
import { createMembersService, type MembersNeeds } from './members.service.js';

export type { MembersNeeds } from './members.service.js';

export { safeCell } from './members-export.js';

/**
 * Members (issue 16, "People"): the customers list, visitors, adding, editing and ending memberships, the CSV
 * export and the member directory. Owns no tables: memberships, families and member types are the clubs module's,
 * people the identity module's, and bookings the appointments module's, each used through its index.
 */
export function membersModule(deps: AppDeps, needs: MembersNeeds = {}): AppModule {
  return { name: 'members', routes: membersRoutes(createMembersService(deps, needs), deps.now) };
}
