import type { Database } from '@fairplay/db';
import { findBusiness, loadMembership } from '../users/users.repository.js';
import type { ClubRolesPort } from './ports.js';

/**
 * Temporary: calls the old users repository until clubs exports the same lookup. Replaced by clubs/identity at
 * merge; wired in app.ts only.
 */
export function temporaryClubRoles(db: Database): ClubRolesPort {
  return async (userId, businessId) => {
    const [membership, business] = await Promise.all([
      loadMembership(db, userId, businessId),
      findBusiness(db, businessId),
    ]);
    return membership && business ? membership.roles : null;
  };
}
