import type { Executor } from '@fairplay/db';
import type { AppModule } from '../../module.js';
import type { BusinessRow, MembershipContext } from '../identity/index.js';
import { changesFees, clubSettingsOf, columnChangesOf } from './club-settings.js';
import {
  findBusiness,
  findBusinessByUid,
  searchJoinableClubs,
  findMemberTypeId,
  insertBusiness,
  insertOwner,
  listMemberships,
  listMemberTypes,
  loadMembership,
  updateBusiness,
} from './clubs.repository.js';
import {
  activateMember,
  clubNames,
  decideMembership,
  insertMember,
  listPendingMembers,
  listRequestsOfUser,
  membershipStatusIn,
} from './memberships.repository.js';
import { familyPeopleOf, findClubMember } from './member-record.repository.js';
import { findMembers, listFamilyOf, listStaff, namesOf, rolesIn, searchMembers } from './clubs.service.js';
import {
  deleteFamily,
  familiesOfMembers,
  familyMembershipsOf,
  familyOfMember,
  insertFamily,
  joinFamily,
  releaseFamilyMembers,
  updateFamily,
} from './families.repository.js';
import {
  findMemberType,
  findMembership,
  listStaffMemberships,
  lockMemberType,
  lockOwners,
  memberTypeIds,
  putMembership,
  replaceRoles,
  staffElsewhereCount,
} from './staff-members.repository.js';

export type { BusinessRow, MembershipContext } from '../identity/index.js';
export type { BusinessChanges, MemberTypeRow } from './clubs.repository.js';
export type { MembershipStatus } from './memberships.repository.js';
export type { ClubMember } from './member-record.repository.js';
export {
  findOrCreateFamilies,
  membershipsOfUsers,
  upsertMembersBatch,
  type ClubMembership,
} from './members-batch.repository.js';
export {
  admitMember,
  clubSideOf,
  addVisitor,
  deleteVisitor,
  endMembership,
  countMemberships,
  memberTypeKeyOf,
  pageMembershipIds,
  otherClubsOf,
  setDirectoryListed,
  updateMemberSide,
  visitorRequestsToJoin,
  visitorToMember,
  type ClubSideOfMember,
  type MembershipFilter,
} from './customers.repository.js';
export type { FamilyMembership, FamilyRow } from './families.repository.js';
export type { StaffMembership } from './staff-members.repository.js';
export {
  findMemberType,
  findMembership,
  listStaffMemberships,
  lockMemberType,
  lockOwners,
  memberTypeIds,
  putMembership,
  replaceRoles,
  staffElsewhereCount,
  activateMember,
  clubNames,
  decideMembership,
  listPendingMembers,
  listRequestsOfUser,
  membershipStatusIn,
  clubSettingsOf,
  columnChangesOf,
  changesFees,
  findBusiness,
  findBusinessByUid,
  searchJoinableClubs,
  findMemberTypeId,
  findMembers,
  insertMember,
  listFamilyOf,
  listMemberships,
  listMemberTypes,
  listStaff,
  loadMembership,
  namesOf,
  rolesIn,
  searchMembers,
  updateBusiness,
  familyPeopleOf,
  findClubMember,
  deleteFamily,
  familiesOfMembers,
  familyMembershipsOf,
  familyOfMember,
  insertFamily,
  joinFamily,
  releaseFamilyMembers,
  updateFamily,
};

/** Registration: a new club (in the caller's transaction); returns its id. */
export { clubsWithNoShowFee } from './clubs.repository.js';
export const createBusiness = insertBusiness;
/** Registration: the owner of a new club, with the club's default member types (in the caller's transaction). */
export const addOwner = insertOwner;

/** The identity plugin's loader: the user's current club and their membership of it. */
export async function loadClub(
  db: Executor,
  userId: number,
  businessId: number,
): Promise<{ business: BusinessRow | undefined; membership: MembershipContext | undefined }> {
  const [business, membership] = await Promise.all([
    findBusiness(db, businessId),
    loadMembership(db, userId, businessId),
  ]);
  return { business, membership };
}

/**
 * Clubs: the business (with its settings columns), its members, families and member types. The only module that
 * reads or writes those tables; the others call the functions exported here. Serves no routes of its own.
 */
export function clubsModule(): AppModule {
  return { name: 'clubs' };
}
export { memberUserIds } from './member-user-ids.js';
