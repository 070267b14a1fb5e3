import type { SessionUser } from '@fairplay/contracts';
import type { AppDeps } from '../../deps.js';
import type { AppModule } from '../../module.js';
import type { JoiningService } from '../joining/index.js';
import type { CountCourts } from './session-user.js';
import { usersRoutes } from './users.routes.js';
import { createUsersService } from './users.service.js';

export type { CountCourts } from './session-user.js';

export interface UsersNeeds {
  countCourts: CountCourts;
  /** The club's join policy for set_business, and the join requests the session user shows. */
  joining: JoiningService;
}

export type UsersModule = AppModule & {
  /** The signed-in user as the client keeps it (spec 1 section 3), or undefined when the account is gone. */
  findSessionUser(userId: number): Promise<SessionUser | undefined>;
  /** The same, failing with 404 when the account is gone. */
  sessionUserOf(userId: number): Promise<SessionUser>;
};

/**
 * Users: the signed-in user's own calls (info, profile, password, current club, subscription). Builds the session
 * user from identity's account and clubs' club and membership, so it sits above both.
 */
export function usersModule(deps: AppDeps, { countCourts, joining }: UsersNeeds): UsersModule {
  const service = createUsersService(deps, countCourts, joining);
  return {
    name: 'users',
    routes: usersRoutes(service, deps.config.tokenTtlHours),
    findSessionUser: service.findSessionUser,
    sessionUserOf: service.sessionUserOf,
  };
}
