import { and, asc, eq } from 'drizzle-orm';
import { staffFacilityGroups, staffProfiles, type TenantScope } from '@fairplay/db';

/**
 * The only reader and writer of staff_profiles and staff_facility_groups. Their keys are composite (no id column),
 * so conditions name business_id directly, as TenantScope.where would.
 */

export type StaffProfileRow = typeof staffProfiles.$inferSelect;

export interface StaffProfileChanges {
  hidden?: boolean;
  bio?: string;
  color?: string | null;
}

/** The club's staff profiles by user id. */
export async function profilesOf(scope: TenantScope): Promise<Map<number, StaffProfileRow>> {
  const rows = await scope.db.select().from(staffProfiles).where(eq(staffProfiles.businessId, scope.businessId));
  return new Map(rows.map((row) => [row.userId, row]));
}

/** The facility groups of each of the club's staff (user id → group ids, ascending). */
export async function groupsOfStaff(scope: TenantScope): Promise<Map<number, number[]>> {
  const rows = await scope.db
    .select({ userId: staffFacilityGroups.userId, groupId: staffFacilityGroups.facilityGroupId })
    .from(staffFacilityGroups)
    .where(eq(staffFacilityGroups.businessId, scope.businessId))
    .orderBy(asc(staffFacilityGroups.userId), asc(staffFacilityGroups.facilityGroupId));
  const byUser = new Map<number, number[]>();
  for (const row of rows) byUser.set(row.userId, [...(byUser.get(row.userId) ?? []), row.groupId]);
  return byUser;
}

/** The facility groups one staff member is assigned to. */
export async function groupsOfOneStaff(scope: TenantScope, userId: number): Promise<number[]> {
  const rows = await scope.db
    .select({ groupId: staffFacilityGroups.facilityGroupId })
    .from(staffFacilityGroups)
    .where(and(eq(staffFacilityGroups.businessId, scope.businessId), eq(staffFacilityGroups.userId, userId)))
    .orderBy(asc(staffFacilityGroups.facilityGroupId));
  return rows.map((row) => row.groupId);
}

/** Creates or changes the person's profile (one statement on its primary key). */
export async function putProfile(
  scope: TenantScope,
  userId: number,
  changes: StaffProfileChanges,
  at: Date,
): Promise<void> {
  await scope.db
    .insert(staffProfiles)
    .values(scope.values({ userId, ...changes, updatedAt: at }))
    .onConflictDoUpdate({
      target: [staffProfiles.businessId, staffProfiles.userId],
      set: { ...changes, updatedAt: at },
    });
}

/** Replaces the person's facility groups with `groupIds`. */
export async function replaceGroups(scope: TenantScope, userId: number, groupIds: number[]): Promise<void> {
  await scope.db
    .delete(staffFacilityGroups)
    .where(and(eq(staffFacilityGroups.businessId, scope.businessId), eq(staffFacilityGroups.userId, userId)));
  if (groupIds.length === 0) return;
  await scope.db
    .insert(staffFacilityGroups)
    .values(groupIds.map((facilityGroupId) => scope.values({ userId, facilityGroupId })));
}
