import { desc, eq } from 'drizzle-orm';
import { CLUB_LIMITS } from '@fairplay/contracts';
import { checkIns, type TenantScope } from '@fairplay/db';

/** The latest check-ins at one of the club's locations, newest first. */
export async function listCheckInsAt(scope: TenantScope, locationId: number) {
  return scope.db
    .select({
      id: checkIns.id,
      locationId: checkIns.locationId,
      userId: checkIns.userId,
      checkedInAt: checkIns.checkedInAt,
    })
    .from(checkIns)
    .where(scope.where(checkIns, eq(checkIns.locationId, locationId)))
    .orderBy(desc(checkIns.checkedInAt), desc(checkIns.id))
    .limit(CLUB_LIMITS.checkInsMax);
}
