import { CLUB_SEARCH, PLAN_MESSAGES, type ClubSearchResult, type PublicMemberships as Page } from '@fairplay/contracts';
import { TenantScope, type Database } from '@fairplay/db';
import { AppError } from '../../errors.js';
import { findBusinessByUid, searchJoinableClubs } from '../clubs/index.js';
import { listPlans } from './plans.repository.js';
import { plansView } from './plans.service.js';

export type PublicMemberships = (uid: string) => Promise<Page>;

/**
 * GET out/users/business/{uid}/memberships: the club and its enabled plans and products, for anyone. Subscriber
 * counts are the club's business and are not shown. The about text and image are the ones staff set in the club's
 * settings.
 */
export function publicMemberships(db: Database): PublicMemberships {
  return async (uid) => {
    const business = await findBusinessByUid(db, uid);
    if (!business) throw new AppError(404, PLAN_MESSAGES.clubNotFound);
    const scope = new TenantScope(db, business.id);
    const rows = [...(await listPlans(scope, false, true)), ...(await listPlans(scope, true, true))];
    return {
      business: {
        id: business.id,
        uid: business.uid,
        name: business.name,
        about: business.about,
        image: business.image,
        require_waiver_sign: business.requireWaiverSign || business.requireWaiverSignNbu,
      },
      plans: await plansView(scope, rows, false),
    };
  };
}

/** GET out/businesses/search?q=: clubs a signed-in person may find to join, each leading to its memberships page. */
export async function searchClubs(db: Database, q: string): Promise<ClubSearchResult> {
  const rows = await searchJoinableClubs(db, q, CLUB_SEARCH.results);
  return rows.map((row) => ({
    uid: row.uid,
    name: row.name,
    address: row.address,
    join_policy: row.joinPolicy === 'open' ? 'open' : 'approval',
  }));
}
