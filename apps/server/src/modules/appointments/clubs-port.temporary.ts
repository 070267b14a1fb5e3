import { asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { businessMembers, users } from '@fairplay/db';
import type { ClubPeople } from './ports.js';

/**
 * TEMPORARY: the club's people for appointments, with the queries appointments used to run itself. The clubs
 * module (which owns users and business_members) exports these four functions with the same signatures; the
 * lead replaces this object with `clubsModule(...)` at merge and deletes this file.
 */
export const temporaryClubPeople: ClubPeople = {
  async findMembers(scope, userIds) {
    if (userIds.length === 0) return [];
    return scope.db
      .select({
        userId: users.id,
        userType: users.userType,
        fullName: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
        email: users.email,
      })
      .from(businessMembers)
      .innerJoin(users, eq(users.id, businessMembers.userId))
      .where(scope.where(businessMembers, inArray(businessMembers.userId, userIds)));
  },

  async searchMembers(scope, search, limit) {
    const pattern = `%${search.replace(/[%_\\]/g, '')}%`;
    return scope.db
      .select({
        userId: users.id,
        fullName: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
        userType: users.userType,
      })
      .from(businessMembers)
      .innerJoin(users, eq(users.id, businessMembers.userId))
      .where(
        scope.where(
          businessMembers,
          sql`(${users.firstName} || ' ' || ${users.lastName}) ILIKE ${pattern}`,
          eq(users.status, 'active'),
        ),
      )
      .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id))
      .limit(limit);
  },

  async listFamilyOf(scope, userId) {
    const mine = scope.db
      .select({ familyId: businessMembers.familyId })
      .from(businessMembers)
      .where(scope.where(businessMembers, eq(businessMembers.userId, userId)));
    return scope.db
      .select({ userId: users.id, firstName: users.firstName, lastName: users.lastName })
      .from(businessMembers)
      .innerJoin(users, eq(users.id, businessMembers.userId))
      .where(scope.where(businessMembers, inArray(businessMembers.familyId, mine), ne(businessMembers.userId, userId)))
      .orderBy(asc(users.firstName), asc(users.id));
  },

  async namesOf(scope, userIds) {
    if (userIds.length === 0) return new Map();
    const rows = await scope.db
      .select({ id: users.id, name: sql<string>`${users.firstName} || ' ' || ${users.lastName}` })
      .from(users)
      .where(inArray(users.id, [...new Set(userIds)]));
    return new Map(rows.map((row) => [row.id, row.name]));
  },
};
