import argon2 from 'argon2';
import { isCoachType } from '@fairplay/domain';
import { sql } from 'drizzle-orm';
import { queryRows, type Database, type Executor } from '../client.js';
import { newUid } from '../ids.js';
import { insertDefaultMemberTypes } from '../member-types.js';
import { PASSWORD_HASH_OPTIONS } from '../passwords.js';
import { seedJoining } from './demo-joining.js';
import { seedPeople } from './demo-people.js';
import { seedNotifications } from './demo-notifications.js';
import { seedDemoBookings } from './demo-bookings.js';
import { seedDemoLessons } from './demo-lessons.js';
import { seedDemoCoaches } from './demo-coaches.js';
import { seedDemoTagsAndAddOns } from './demo-tags-add-ons.js';
import { seedDemoPoints } from './demo-points.js';
import { seedDemoPayments } from './demo-payments.js';
import { seedDemoClubBilling } from './demo-club-billing.js';
import { seedDemoBookingPayments } from './demo-booking-payments.js';
import { seedDemoSplitPayments } from './demo-split-payments.js';
import { seedDemoBookingHolds } from './demo-booking-holds.js';
import { seedDemoLessonPlacePayments } from './demo-lesson-place-payments.js';
import { seedDemoPricedBookings } from './demo-priced-bookings.js';
import { seedDemoPointsBooking } from './demo-points-booking.js';
import { seedDemoWaitlistCards } from './demo-waitlist-cards.js';
import { seedDemoReaders } from './demo-readers.js';
import { seedDemoPlans } from './demo-plans.js';
import { seedDemoInvoices } from './demo-invoices.js';
import { seedMemberProfiles } from './demo-member-profile.js';
import { seedClubPage } from './demo-club-page.js';
import { seedDemoCheckIns } from './demo-check-ins.js';
import { seedDemoBookingFees } from './demo-booking-fees.js';
import { seedDemoIntegrations } from './demo-integrations.js';
import { seedDemoFeesAndPayouts } from './demo-fees-payouts.js';
import { seedRestrictions } from './demo-restrictions.js';
import { seedGroups } from './demo-groups.js';
import { seedBookingPolicy } from './demo-policy.js';
import { seedWaiver } from './demo-waiver.js';
import { seedAvailabilityRules } from './demo-rules.js';
import { seedFreezes } from './demo-freezes.js';
import { seedStaff } from './demo-staff.js';
import { seedDemoShop } from './demo-shop.js';
import {
  businesses,
  businessMembers,
  checkIns,
  courts,
  demoCodes,
  facilityGroups,
  families,
  locations,
  serviceTypes,
  sportCategories,
  users,
} from '../schema/index.js';
import {
  DEMO_CHECK_INS,
  DEMO_CLUB,
  DEMO_CODES,
  DEMO_FACILITY_GROUPS,
  DEMO_LOCATIONS,
  DEMO_MEMBERS,
  DEMO_PASSWORD,
  DEMO_SERVICE_TYPES,
  DEMO_STAFF,
  type DemoPerson,
} from './demo-content.js';

export interface SeedResult {
  seeded: boolean;
  businessId: number | null;
}

/** Seeds the demo club on the first start only, that is when no club exists yet. */
/** Held while the demo is seeded, so processes starting together on an empty database seed it once. */
const SEED_LOCK_KEY = 7_311_944;

export async function seedDemoIfEmpty(db: Database): Promise<SeedResult> {
  const [existing] = await queryRows<{ count: number }>(db, sql`SELECT count(*)::int AS count FROM businesses`);
  if ((existing?.count ?? 0) > 0) return { seeded: false, businessId: null };
  const businessId = await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const [again] = await queryRows<{ count: number }>(tx, sql`SELECT count(*)::int AS count FROM businesses`);
    return (again?.count ?? 0) > 0 ? null : seedDemo(tx);
  });
  return businessId === null ? { seeded: false, businessId: null } : { seeded: true, businessId };
}

export async function seedDemo(tx: Executor): Promise<number> {
  const passwordHash = await argon2.hash(DEMO_PASSWORD, PASSWORD_HASH_OPTIONS);
  const [club] = await tx
    .insert(businesses)
    .values({ uid: newUid(), ...DEMO_CLUB })
    .returning({ id: businesses.id, uid: businesses.uid });
  const businessId = club!.id;
  const typeIds = await insertDefaultMemberTypes(tx, businessId);

  const locationIds = new Map<string, number>();
  for (const location of DEMO_LOCATIONS) {
    const [row] = await tx
      .insert(locations)
      .values({ businessId, name: location.name, address: location.address })
      .returning({ id: locations.id });
    locationIds.set(location.key, row!.id);
  }
  const courtIds: Record<string, number[]> = {};
  const courtsByGroup: Record<string, { id: number; name: string }[]> = {};
  const groupIds = new Map<string, number>();
  const categoryIds = new Map((await tx.select().from(sportCategories)).map((category) => [category.key, category.id]));
  for (const [groupIndex, group] of DEMO_FACILITY_GROUPS.entries()) {
    const [row] = await tx
      .insert(facilityGroups)
      .values({
        businessId,
        name: group.name,
        locationId: locationIds.get(group.location)!,
        orderIndex: groupIndex,
        sportCategoryId: categoryIds.get(group.sportCategory) ?? null,
        plan: 'enterprisecourtandlessonproviderplan',
      })
      .returning({ id: facilityGroups.id });
    const inserted = await tx
      .insert(courts)
      .values(group.courts.map((name, orderIndex) => ({ businessId, facilityGroupId: row!.id, name, orderIndex })))
      .returning({ id: courts.id });
    courtIds[group.name] = inserted.map((court) => court.id);
    courtsByGroup[group.name] = inserted.map((court, index) => ({ id: court.id, name: group.courts[index]! }));
    groupIds.set(group.name, row!.id);
  }
  await tx.insert(serviceTypes).values(DEMO_SERVICE_TYPES.map((type) => ({ businessId, ...type })));

  const userIds = new Map<string, number>();
  const familyIds = new Map<string, number>();
  const people: DemoPerson[] = [...DEMO_STAFF, ...DEMO_MEMBERS];
  for (const person of people) {
    const [user] = await tx
      .insert(users)
      .values({
        uid: newUid(),
        username: person.username,
        email: `${person.username}@riverside.example.com`,
        passwordHash,
        firstName: person.firstName,
        lastName: person.lastName,
        phone: person.phone ?? null,
        dob: person.dob ?? null,
        userType: person.userType,
        currentBusinessId: businessId,
      })
      .returning({ id: users.id });
    userIds.set(person.username, user!.id);
    let familyId: number | null = null;
    if (person.family) {
      familyId = familyIds.get(person.family) ?? null;
      if (familyId === null) {
        const [family] = await tx
          .insert(families)
          .values({ businessId, name: `${person.family} family`, payerUserId: user!.id })
          .returning({ id: families.id });
        familyId = family!.id;
        familyIds.set(person.family, familyId);
      }
    }
    await tx.insert(businessMembers).values({
      businessId,
      userId: user!.id,
      memberTypeId: typeIds[person.memberType],
      familyId,
      isChild: person.familyRole === 'child',
      isSpouse: person.familyRole === 'spouse',
    });
    if (person.memberType === 'owner') {
      await tx
        .update(businesses)
        .set({ ownerUserId: user!.id })
        .where(sql`${businesses.id} = ${businessId}`);
    }
  }
  const seededAt = Date.now();
  await tx.insert(checkIns).values(
    DEMO_CHECK_INS.map((visit) => ({
      businessId,
      locationId: locationIds.get(visit.location)!,
      userId: userIds.get(visit.username)!,
      checkedInAt: new Date(seededAt - visit.hoursAgo * 3_600_000),
    })),
  );
  await tx.insert(demoCodes).values(DEMO_CODES).onConflictDoNothing();
  await seedJoining(tx, {
    businessId,
    memberTypeId: typeIds.member,
    ownerId: userIds.get('owner')!,
    passwordHash,
    now: new Date(seededAt),
  });
  await seedPeople(tx, {
    businessId,
    memberTypeId: typeIds.member,
    passwordHash,
    now: new Date(seededAt),
    userIds,
  });
  await seedGroups(tx, { businessId, ownerId: userIds.get('owner')!, userIds, now: new Date(seededAt) });
  await seedRestrictions(tx, { businessId, ownerId: userIds.get('owner')!, userIds });
  await seedBookingPolicy(tx, {
    businessId,
    courtId: courtIds['Golf simulators']![3]!,
    today: new Intl.DateTimeFormat('en-CA', { timeZone: DEMO_CLUB.timezone }).format(new Date(seededAt)),
    ownerId: userIds.get('owner')!,
  });
  await seedWaiver(tx, { businessId, now: new Date(seededAt) });
  await seedStaff(tx, {
    businessId,
    userIds,
    groupIds,
    coachTypeId: typeIds.coach,
    ownerId: userIds.get('owner')!,
    now: new Date(seededAt),
  });
  const members = [
    'member',
    ...DEMO_MEMBERS.map((person) => person.username).filter((username) => username !== 'member'),
  ];
  await seedDemoBookings(tx, {
    businessId,
    timeZone: DEMO_CLUB.timezone,
    courts: courtIds,
    ownerId: userIds.get('owner')!,
    coachIds: DEMO_STAFF.filter((person) => isCoachType(person.memberType)).map((person) =>
      userIds.get(person.username)!,
    ),
    memberIds: members.map((username) => userIds.get(username)!),
    memberNames: new Map(
      people.map((person) => [userIds.get(person.username)!, `${person.firstName} ${person.lastName}`]),
    ),
    now: new Date(seededAt),
  });
  await seedAvailabilityRules(tx, {
    businessId,
    timeZone: DEMO_CLUB.timezone,
    ownerId: userIds.get('owner')!,
    courts: courtsByGroup,
    now: new Date(seededAt),
  });
  await seedFreezes(tx, {
    businessId,
    timeZone: DEMO_CLUB.timezone,
    ownerId: userIds.get('owner')!,
    courts: courtsByGroup,
    now: new Date(seededAt),
  });
  await seedDemoTagsAndAddOns(tx, { businessId, ownerId: userIds.get('owner')!, now: new Date(seededAt) });
  await seedDemoIntegrations(tx, {
    businessId,
    ownerId: userIds.get('owner')!,
    receptionId: userIds.get('reception')!,
    now: new Date(seededAt),
  });
  await seedDemoLessons(tx, {
    businessId,
    timeZone: DEMO_CLUB.timezone,
    tennisCourts: courtIds['Tennis']!,
    userIds,
    memberIds: members.map((username) => userIds.get(username)!),
    memberNames: new Map(
      people.map((person) => [userIds.get(person.username)!, `${person.firstName} ${person.lastName}`]),
    ),
    ownerId: userIds.get('owner')!,
    now: new Date(seededAt),
  });
  await seedDemoCoaches(tx, {
    businessId,
    timeZone: DEMO_CLUB.timezone,
    tennisCourts: courtIds['Tennis']!,
    userIds,
    memberIds: members.map((username) => userIds.get(username)!),
    memberNames: new Map(
      people.map((person) => [userIds.get(person.username)!, `${person.firstName} ${person.lastName}`]),
    ),
    now: new Date(seededAt),
  });
  await seedMemberProfiles(tx, { businessId, userIds, now: new Date(seededAt) });
  await seedClubPage(tx, { businessId, uid: club!.uid, ownerId: userIds.get('owner')! });
  await seedDemoPayments(tx, {
    businessId,
    ownerId: userIds.get('owner')!,
    userIds,
    names: new Map(people.map((person) => [userIds.get(person.username)!, `${person.firstName} ${person.lastName}`])),
    now: new Date(seededAt),
  });
  await seedDemoClubBilling(tx, {
    businessId,
    ownerEmail: 'owner@riverside.example.com',
    clubName: DEMO_CLUB.name,
    now: new Date(seededAt),
  });
  await seedDemoPoints(tx, {
    businessId,
    ownerId: userIds.get('owner')!,
    userIds,
    groupIds,
    now: new Date(seededAt),
  });
  await seedDemoBookingPayments(tx, {
    businessId,
    ownerId: userIds.get('owner')!,
    names: new Map(people.map((person) => [userIds.get(person.username)!, `${person.firstName} ${person.lastName}`])),
    now: new Date(seededAt),
  });
  await seedDemoSplitPayments(tx, {
    businessId,
    ownerId: userIds.get('owner')!,
    names: new Map(people.map((person) => [userIds.get(person.username)!, `${person.firstName} ${person.lastName}`])),
    now: new Date(seededAt),
  });
  await seedDemoBookingHolds(tx, {
    businessId,
    names: new Map(people.map((person) => [userIds.get(person.username)!, `${person.firstName} ${person.lastName}`])),
    now: new Date(seededAt),
  });
  await seedDemoLessonPlacePayments(tx, { businessId, now: new Date(seededAt) });
  // A member's court time paid with points (issues 13 and 14).
  await seedDemoPointsBooking(tx, {
    businessId,
    ownerId: userIds.get('owner')!,
    memberId: userIds.get('linh.nguyen')!,
    tennisGroupId: groupIds.get('Tennis')!,
    now: new Date(seededAt),
  });
  await seedDemoWaitlistCards(tx, { businessId, cardHolderId: userIds.get('erik.larsen')! });
  await seedDemoReaders(tx, { businessId, ownerId: userIds.get('owner')!, now: new Date(seededAt) });
  await seedDemoPlans(tx, { businessId, ownerId: userIds.get('owner')!, userIds, now: new Date(seededAt) });
  await seedDemoInvoices(tx, {
    businessId,
    timeZone: DEMO_CLUB.timezone,
    userIds,
    name: people
      .filter((person) => person.username === 'member')
      .map((person) => `${person.firstName} ${person.lastName}`)
      .join(''),
    now: new Date(seededAt),
  });
  await seedDemoCheckIns(tx, { businessId, userIds: [...userIds.values()], now: new Date(seededAt) });
  await seedDemoBookingFees(tx, {
    businessId,
    ownerId: userIds.get('owner')!,
    timeZone: DEMO_CLUB.timezone,
    userIds,
    names: new Map(people.map((person) => [userIds.get(person.username)!, `${person.firstName} ${person.lastName}`])),
    now: new Date(seededAt),
  });
  // The rest of the members' court time priced by the club's rules, paid, refunded or owed (issue 24).
  await seedDemoPricedBookings(tx, {
    businessId,
    timeZone: DEMO_CLUB.timezone,
    amPm: true,
    ownerId: userIds.get('owner')!,
    names: new Map(people.map((person) => [userIds.get(person.username)!, `${person.firstName} ${person.lastName}`])),
    now: new Date(seededAt),
  });
  // Last of the money: the fees of every provider charge seeded above, and the payouts of what they left.
  await seedDemoFeesAndPayouts(tx, { businessId, now: new Date(seededAt) });
  await seedDemoShop(tx, { businessId, ownerId: userIds.get('owner')!, now: new Date(seededAt) });
  await seedNotifications(tx, {
    businessId,
    clubName: DEMO_CLUB.name,
    ownerId: userIds.get('owner')!,
    memberId: userIds.get('member')!,
    recipients: people
      .filter((person) => person.memberType === 'member')
      .slice(0, 12)
      .map((person) => ({
        userId: userIds.get(person.username)!,
        firstName: person.firstName,
        email: `${person.username}@riverside.example.com`,
      })),
    now: new Date(seededAt),
  });
  return businessId;
}

export const DEMO_SIGN_INS = DEMO_STAFF.slice(0, 5)
  .map((person) => person.username)
  .concat('member');
