import type { AppDeps } from '../../deps.js';
import type { AppModule } from '../../module.js';
import { joiningRoutes } from './joining.routes.js';
import { createJoiningService, type JoiningService } from './joining.service.js';
import type { SessionUserOf } from './ports.js';

export type { JoinOutcome, JoiningService } from './joining.service.js';
export type { SessionUserOf } from './ports.js';

export interface JoiningNeeds {
  sessionUserOf: SessionUserOf;
}

/** The rules of joining a club, for the users module's `set_business` and session user. */
export function joiningRules(deps: AppDeps): JoiningService {
  return createJoiningService(deps);
}

/**
 * Joining a club (table club_invitations; memberships through clubs): the club's join policy applied to
 * `users/set_business`, staff's list of join requests and their decision, invitations by e-mail and their links.
 */
export function joiningModule(deps: AppDeps, service: JoiningService, { sessionUserOf }: JoiningNeeds): AppModule {
  return { name: 'joining', routes: joiningRoutes(deps.db, service, sessionUserOf) };
}
