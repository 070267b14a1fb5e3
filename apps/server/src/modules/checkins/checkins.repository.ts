import { desc, eq } from 'drizzle-orm';
import { CLUB_LIMITS } from '@fairplay/contracts';
import { checkIns, users, type TenantScope } from '@fairplay/db';

/** The latest check-ins at one of the club's locations, newest first. */
export async function listCheckInsAt(scope: TenantScope, locationId: number) {
  return scope.db
    .select({
      id: checkIns.id,
      locationId: checkIns.locationId,
      userId: checkIns.userId,
      firstName: users.firstName,
      lastName: users.lastName,
      username: users.username,
      checkedInAt: checkIns.checkedInAt,
    })
    .from(checkIns)
    .innerJoin(users, eq(users.id, checkIns.userId))
    .where(scope.where(checkIns, eq(checkIns.locationId, locationId)))
    .orderBy(desc(checkIns.checkedInAt), desc(checkIns.id))
    .limit(CLUB_LIMITS.checkInsMax);
}
