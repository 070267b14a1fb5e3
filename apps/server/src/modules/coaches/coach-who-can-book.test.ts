import { and, asc, eq, inArray, isNull, notExists } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, businessMembers, groupMembers, groups, subscriptions, users } from '@fairplay/db';
import { endpoints, type CoachAvailabilityBody } from '@fairplay/contracts';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { at, clubIdOf, courtIdsOf, mondayFrom, userIdOf } from '../../test/appointments-kit.js';
import { addAvailability, availability } from '../../test/coaches-kit.js';
import { demoClub, type Club } from '../../test/lessons-kit.js';

const table = endpoints.coaches;

/**
 * The coach availability's who-can-book setting (spec 2 "Who-can-book setting"), enforced by the server when a
 * member books a private session: groups, plans (-3: any plan), public, and the age and level filters.
 */
describe('who can book a private session (issue 11)', () => {
  let t: TestApp;
  let owner: string;
  let jamesId: number;
  let club: Club;
  /** A member with a live plan (a trial) and one with no plan, no family and no group. */
  let planHolder: { token: string; id: number };
  let plain: { token: string; id: number };
  beforeAll(async () => {
    t = await startTestApp();
    owner = await t.login('owner');
    jamesId = await userIdOf(t, 'coach.james');
    const clubId = await clubIdOf(t, owner);
    club = await demoClub(t, clubId, await courtIdsOf(t, clubId));
    const [holder] = await t.handle.db
      .select({ id: users.id, username: users.username })
      .from(subscriptions)
      .innerJoin(users, eq(users.id, subscriptions.userId))
      .where(and(eq(subscriptions.businessId, clubId), inArray(subscriptions.status, ['trialing', 'active'])))
      .orderBy(asc(users.id))
      .limit(1);
    const [nobody] = await t.handle.db
      .select({ id: users.id, username: users.username })
      .from(businessMembers)
      .innerJoin(users, eq(users.id, businessMembers.userId))
      .where(
        and(
          eq(businessMembers.businessId, clubId),
          eq(users.userType, 'nbu'),
          isNull(businessMembers.familyId),
          notExists(t.handle.db.select().from(subscriptions).where(eq(subscriptions.userId, users.id))),
          notExists(t.handle.db.select().from(groupMembers).where(eq(groupMembers.userId, users.id))),
        ),
      )
      .orderBy(asc(users.id))
      .limit(1);
    planHolder = { token: await t.login(holder!.username), id: holder!.id };
    plain = { token: await t.login(nobody!.username), id: nobody!.id };
  });
  afterAll(async () => t.close());

  const request = (day: string, from: string) => ({
    startDate: at(day, from),
    endDate: at(
      day,
      from.replace(/^(\d\d)/, (hour) => String(Number(hour) + 1).padStart(2, '0')),
    ),
    courts: [club.courts[2]!],
    coach_id: jamesId,
    lesson_type_id: club.typeId,
  });
  const publish = (day: string, extra: Partial<CoachAvailabilityBody>) =>
    addAvailability(t, owner, availability(club, day, { coach_id: jamesId, courts: [club.courts[2]!], ...extra }));
  const freeFor = async (token: string, day: string) => {
    const answer = await t.call(table.listing, {
      body: { startDate: at(day, '00:00'), endDate: at(day, '23:59'), coach_id: jamesId, lesson_type_id: club.typeId },
      token,
    });
    expect(answer.status, answer.body.message).toBe(200);
    return answer.body.payload.length;
  };
  const sessionsOn = async (day: string) =>
    (
      await t.handle.db
        .select({ id: appointments.id })
        .from(appointments)
        .where(and(eq(appointments.courtId, club.courts[2]!), eq(appointments.startsAt, new Date(at(day, '08:00')))))
    ).length;

  it('admits the members of a chosen group and refuses the rest', async () => {
    const day = mondayFrom(180);
    const [group] = await t.handle.db
      .insert(groups)
      .values({ businessId: club.clubId, name: `Juniors ${Date.now()}` })
      .returning();
    await t.handle.db
      .insert(groupMembers)
      .values({ businessId: club.clubId, groupId: group!.id, userId: planHolder.id });
    await publish(day, { who_can_book: [{ for: 'groups', values: [group!.id] }] });
    expect(await freeFor(plain.token, day)).toBe(0);
    const refused = await t.call(table.book, { body: request(day, '08:00'), token: plain.token });
    expect(refused.status).toBe(409);
    expect(await sessionsOn(day)).toBe(0);
    expect(await freeFor(planHolder.token, day)).toBe(1);
    const booked = await t.call(table.book, { body: request(day, '08:00'), token: planHolder.token });
    expect(booked.status, booked.body.message).toBe(200);
    expect(booked.body.payload.user_id).toBe(planHolder.id);
  });

  it('admits any plan holder with -3 for plans, and nobody without a live plan', async () => {
    const day = mondayFrom(187);
    await publish(day, { who_can_book: [{ for: 'plans', values: [-3] }] });
    const refused = await t.call(table.book, { body: request(day, '08:00'), token: plain.token });
    expect(refused.status).toBe(409);
    expect(await sessionsOn(day)).toBe(0);
    const booked = await t.call(table.book, { body: request(day, '08:00'), token: planHolder.token });
    expect(booked.status, booked.body.message).toBe(200);
  });

  it('applies the filters on top of who can book, and public admits every member', async () => {
    const day = mondayFrom(194);
    await publish(day, {
      who_can_book: [{ for: 'allmembers', values: [-3] }],
      filters: { min_age: 110, max_age: null, min_level: null, max_level: null, gender: null },
    });
    expect(await freeFor(planHolder.token, day)).toBe(0);
    const tooYoung = await t.call(table.book, { body: request(day, '08:00'), token: planHolder.token });
    expect(tooYoung.status).toBe(409);
    expect(await sessionsOn(day)).toBe(0);

    const open = mondayFrom(201);
    await publish(open, { who_can_book: [{ for: 'public', values: [-1] }] });
    const booked = await t.call(table.book, { body: request(open, '08:00'), token: plain.token });
    expect(booked.status, booked.body.message).toBe(200);
  });
});
