import type { FamilyMember, JoinRequestOfUser, Membership, SessionBusiness, SessionUser } from '@fairplay/contracts';
import { TenantScope, type Executor } from '@fairplay/db';
import {
  clubSettingsOf,
  findBusiness,
  listFamilyOf,
  listMemberships,
  loadMembership,
  type BusinessRow,
} from '../clubs/index.js';
import type { UserRow } from '../identity/index.js';
import { clubStanding } from '../club-billing/index.js';

/** How many courts the club has (the courts module's count; given by app.ts). */
export type CountCourts = (scope: TenantScope) => Promise<number>;

function sessionBusiness(
  business: BusinessRow,
  plan: string,
  fieldsCount: number,
  family: FamilyMember[],
): SessionBusiness {
  return {
    ...clubSettingsOf(business, fieldsCount),
    id: business.id,
    uid: business.uid,
    name: business.name,
    address: business.address,
    timezone: business.timezone,
    currency_code: business.currencyCode,
    am_pm: business.amPm,
    plan,
    planId: business.planId,
    btn1: business.btn1,
    btn2: business.btn2,
    btn3: business.btn3,
    sign_file: business.signFile,
    user_id: business.ownerUserId ?? 0,
    fields_count: fieldsCount,
    csh_start_time: business.cshStartTime,
    booking_to_start: business.bookingToStart,
    min_list_duration: business.minListDuration,
    family,
  };
}

/** The user's join requests and invitations (the joining module's; given by app.ts). */
export type JoinRequestsOf = (db: Executor, user: UserRow) => Promise<JoinRequestOfUser[]>;

/** Builds the signed-in user exactly as the client keeps it (spec 1 section 3). */
export async function buildSessionUser(
  db: Executor,
  user: UserRow,
  countCourts: CountCourts,
  joinRequestsOf: JoinRequestsOf,
): Promise<SessionUser> {
  const businessId = user.currentBusinessId;
  const [business, membership, memberships, joinRequests, standing] = await Promise.all([
    businessId ? findBusiness(db, businessId) : undefined,
    businessId ? loadMembership(db, user.id, businessId) : undefined,
    listMemberships(db, user.id),
    joinRequestsOf(db, user),
    businessId ? clubStanding(db, businessId) : undefined,
  ]);
  const inBusiness = business && membership ? business : undefined;
  const scope = inBusiness ? new TenantScope(db, inBusiness.id) : null;
  const fieldsCount = scope ? await countCourts(scope) : 0;
  const family = scope
    ? (await listFamilyOf(scope, user.id)).map((m) => ({
        user_id: m.userId,
        first_name: m.firstName,
        last_name: m.lastName,
      }))
    : [];
  // The club's own Fairplay subscription concerns its staff; members of the club never see it.
  const isClubStaff = inBusiness !== undefined && user.userType === 'bu';
  const subscription = isClubStaff ? (standing?.subscription ?? null) : null;
  const membershipList: Membership[] = memberships.map((row) => ({
    business_id: row.businessId,
    business_name: row.businessName,
    member_type: row.memberType,
    current: row.businessId === inBusiness?.id,
  }));
  return {
    user_id: user.id,
    id: user.id,
    uid: user.uid,
    profile_image: user.profileImage,
    user_type: user.userType,
    business_id: inBusiness?.id ?? null,
    business: inBusiness ? sessionBusiness(inBusiness, standing?.plan ?? inBusiness.plan, fieldsCount, family) : null,
    member_type:
      inBusiness && membership
        ? {
            id: membership.memberTypeId,
            key: membership.key,
            name: membership.name,
            roles: membership.roles,
            settings: { manage_lessons: membership.manageLessons },
          }
        : null,
    dob: user.dob,
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    username: user.username,
    phone: user.phone,
    // The club's paid plan (spec 3 section 4: an upgrade sets premium and subscribed); members see neither.
    premium: isClubStaff && standing?.premium === true,
    subscribed: isClubStaff && standing?.subscribed === true,
    subscription,
    memberships: membershipList,
    join_requests: joinRequests,
    namespace: inBusiness ? `business-${inBusiness.uid}` : `user-${user.uid}`,
  };
}
