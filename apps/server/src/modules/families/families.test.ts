import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointmentParticipants, appointments, businessMembers, families } from '@fairplay/db';
import { endpoints, FAMILY_MESSAGES } from '@fairplay/contracts';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { clubIdOf, userIdOf } from '../../test/appointments-kit.js';

describe('families: staff set a member’s family and its payer; members and coaches look at it', () => {
  let t: TestApp;
  let owner: string;
  let coach: string;
  let member: string;
  let clubId: number;
  beforeAll(async () => {
    t = await startTestApp();
    [owner, coach, member] = await Promise.all([t.login('owner'), t.login('coach'), t.login('member')]);
    clubId = await clubIdOf(t, owner);
  });
  afterAll(async () => t.close());

  const ids = <T extends string[]>(...usernames: T) =>
    Promise.all(usernames.map((username) => userIdOf(t, username))) as Promise<{ [K in keyof T]: number }>;
  const rowsOf = async (userIds: number[]) =>
    t.handle.db
      .select({
        userId: businessMembers.userId,
        familyId: businessMembers.familyId,
        isChild: businessMembers.isChild,
        isSpouse: businessMembers.isSpouse,
      })
      .from(businessMembers)
      .where(and(eq(businessMembers.businessId, clubId), inArray(businessMembers.userId, userIds)))
      .orderBy(asc(businessMembers.userId));
  const familyRow = async (familyId: number) =>
    (await t.handle.db.select().from(families).where(eq(families.id, familyId)))[0];

  it('builds a family with a spouse, a child and a payer, then shows it with contact details to staff', async () => {
    const [grace, tom, zoe] = await ids('grace.hopper', 'tom.brady', 'zoe.martin');
    const saved = await t.call(endpoints.families.set, {
      params: { id: grace },
      token: owner,
      body: {
        name: 'Hopper-Bradley family',
        members: [
          { user_id: grace, is_child: false, is_spouse: false },
          { user_id: tom, is_spouse: true },
          { user_id: zoe, is_child: true },
        ],
        payer_user_id: tom,
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe(FAMILY_MESSAGES.saved);
    const family = saved.body.payload.family!;
    expect(family).toMatchObject({ name: 'Hopper-Bradley family', payer_user_id: tom });
    expect(saved.body.payload.members.map((m) => [m.user_id, m.is_payer, m.is_spouse, m.is_child])).toEqual([
      [tom, true, true, false],
      [grace, false, false, false],
      [zoe, false, false, true],
    ]);
    expect(saved.body.payload.members[0]!.email).toBe('tom.brady@riverside.example.com');
    expect(await rowsOf([grace, tom, zoe])).toEqual(
      [
        { userId: grace, familyId: family.id, isChild: false, isSpouse: false },
        { userId: tom, familyId: family.id, isChild: false, isSpouse: true },
        { userId: zoe, familyId: family.id, isChild: true, isSpouse: false },
      ].sort((a, b) => a.userId - b.userId),
    );

    // Any member's id opens the same family.
    const fromZoe = await t.call(endpoints.families.get, { params: { id: zoe }, token: owner });
    expect(fromZoe.body.payload.family!.id).toBe(family.id);

    // Removing the payer's spouse mark and dropping Zoe; Grace pays now.
    const changed = await t.call(endpoints.families.set, {
      params: { id: tom },
      token: owner,
      body: { members: [{ user_id: grace }, { user_id: tom }], payer_user_id: grace },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.payload.family).toMatchObject({
      id: family.id,
      name: 'Hopper-Bradley family',
      payer_user_id: grace,
    });
    expect((await rowsOf([zoe]))[0]).toEqual({ userId: zoe, familyId: null, isChild: false, isSpouse: false });

    // Listing only the member dissolves the family.
    const dissolved = await t.call(endpoints.families.set, {
      params: { id: grace },
      token: owner,
      body: { members: [{ user_id: grace }] },
    });
    expect(dissolved.status).toBe(200);
    expect(dissolved.body.message).toBe(FAMILY_MESSAGES.dissolved);
    expect(dissolved.body.payload.family).toBeNull();
    expect(await familyRow(family.id)).toBeUndefined();
    expect((await rowsOf([grace, tom])).map((row) => row.familyId)).toEqual([null, null]);
  });

  it('a new family is named after the member when no name is given', async () => {
    const [omar, julia] = await ids('omar.haddad', 'julia.rossi');
    const saved = await t.call(endpoints.families.set, {
      params: { id: omar },
      token: owner,
      body: { members: [{ user_id: omar }, { user_id: julia, is_spouse: true }], payer_user_id: omar },
    });
    expect(saved.body.payload.family!.name).toBe('Haddad family');
  });

  it('refuses bad input naming the field, and writes nothing', async () => {
    const [ben, hana, ivan] = await ids('ben.carter', 'hana.sato', 'ivan.petrov');
    const before = await rowsOf([ben, hana, ivan]);
    const cases: [unknown, string, string][] = [
      [
        { members: [{ user_id: hana }, { user_id: ivan }], payer_user_id: hana },
        'members',
        FAMILY_MESSAGES.memberMissing,
      ],
      [
        { members: [{ user_id: ben }, { user_id: ben }], payer_user_id: ben },
        'members',
        FAMILY_MESSAGES.duplicateMember,
      ],
      [{ members: [{ user_id: ben }, { user_id: hana }] }, 'payer_user_id', FAMILY_MESSAGES.payerRequired],
      [
        { members: [{ user_id: ben }, { user_id: hana }], payer_user_id: ivan },
        'payer_user_id',
        FAMILY_MESSAGES.payerOutside,
      ],
      [
        { members: [{ user_id: ben }, { user_id: hana, is_child: true }], payer_user_id: hana },
        'payer_user_id',
        FAMILY_MESSAGES.payerChild,
      ],
      [
        { members: [{ user_id: ben, is_child: true, is_spouse: true }, { user_id: hana }], payer_user_id: hana },
        'members',
        FAMILY_MESSAGES.childAndSpouse,
      ],
      [{ members: [] }, 'members', FAMILY_MESSAGES.memberMissing],
      [{ members: [{ user_id: 'ben' }] }, 'members.0.user_id', 'Member must be a number.'],
      [{ name: 'X', members: [{ user_id: ben }] }, 'name', 'Family name must be at least 2 characters.'],
      [{ members: [{ user_id: ben }], extra: 1 }, '', ''],
    ];
    for (const [body, field, message] of cases) {
      const answer = await t.callRaw(endpoints.families.set, { params: { id: ben }, token: owner, body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      if (field) expect(answer.errors).toContainEqual({ field, message });
    }
    expect(await rowsOf([ben, hana, ivan])).toEqual(before);
  });

  it('refuses someone already in another family, leaving both families as they were', async () => {
    const [emma, lucas, noah] = await ids('member', 'lucas.wilson', 'noah.fischer');
    const wilsons = (await rowsOf([emma]))[0]!.familyId!;
    const before = { rows: await rowsOf([emma, lucas, noah]), family: await familyRow(wilsons) };
    const answer = await t.call(endpoints.families.set, {
      params: { id: noah },
      token: owner,
      body: { name: 'Fischer family', members: [{ user_id: noah }, { user_id: lucas }], payer_user_id: noah },
    });
    expect(answer.status).toBe(409);
    expect(answer.errors).toEqual([{ field: 'members', message: FAMILY_MESSAGES.inAnotherFamily('Lucas Wilson') }]);
    expect({ rows: await rowsOf([emma, lucas, noah]), family: await familyRow(wilsons) }).toEqual(before);
    const named = await t.handle.db
      .select({ count: sql<number>`count(*)::int` })
      .from(families)
      .where(eq(families.name, 'Fischer family'));
    expect(named[0]!.count).toBe(0);
  });

  it('the database keeps a member in one family and the payer inside the family', async () => {
    const [emma, chidi] = await ids('member', 'chidi.okafor');
    const wilsons = (await rowsOf([emma]))[0]!.familyId!;
    // A second membership row (and so a second family) in the same club is refused by the unique key.
    await expect(
      t.handle.db.insert(businessMembers).values({
        businessId: clubId,
        userId: emma,
        memberTypeId: (await t.handle.db.select().from(businessMembers).where(eq(businessMembers.userId, emma)))[0]!
          .memberTypeId,
        familyId: null,
      }),
    ).rejects.toThrow();
    // A payer from another family is refused at commit by families_payer_in_family.
    await expect(
      t.handle.db.transaction(async (tx) => {
        await tx.update(families).set({ payerUserId: chidi }).where(eq(families.id, wilsons));
      }),
    ).rejects.toThrow();
    expect((await familyRow(wilsons))!.payerUserId).toBe(emma);
  });

  it('answers 401 without a session and 403 without the members permission', async () => {
    const [grace] = await ids('grace.hopper');
    const body = { members: [{ user_id: grace }] };
    expect((await t.call(endpoints.families.set, { params: { id: grace }, body })).status).toBe(401);
    expect((await t.call(endpoints.families.get, { params: { id: grace } })).status).toBe(401);
    expect((await t.call(endpoints.families.overview, { params: { id: grace, x: 7 } })).status).toBe(401);
    expect((await t.call(endpoints.families.set, { params: { id: grace }, body, token: coach })).status).toBe(403);
    expect((await t.call(endpoints.families.set, { params: { id: grace }, body, token: member })).status).toBe(403);
    expect((await t.call(endpoints.families.get, { params: { id: grace }, token: member })).status).toBe(403);
    expect((await t.call(endpoints.families.get, { params: { id: grace }, token: coach })).status).toBe(200);
  });

  it('members see their own family and its upcoming bookings without contact details, not a stranger’s', async () => {
    const [emma, lucas, mia, grace] = await ids('member', 'lucas.wilson', 'mia.wilson', 'grace.hopper');
    const own = await t.call(endpoints.families.overview, { params: { id: lucas, x: 3 }, token: member });
    expect(own.status).toBe(200);
    expect(own.body.payload.members.map((m) => m.user_id).sort()).toEqual([emma, lucas, mia].sort());
    expect(own.body.payload.members.every((m) => m.email === null && m.phone === null)).toBe(true);
    expect(own.body.payload.family!.payer_user_id).toBe(emma);

    // The upcoming bookings the database holds for the family in the next 3 days, read here directly.
    const expected = await t.handle.db
      .selectDistinct({ id: appointments.id, userId: appointmentParticipants.userId, startsAt: appointments.startsAt })
      .from(appointmentParticipants)
      .innerJoin(appointments, eq(appointments.id, appointmentParticipants.appointmentId))
      .where(
        and(
          inArray(appointmentParticipants.userId, [emma, lucas, mia]),
          eq(appointments.status, 'default'),
          gte(appointments.startsAt, new Date()),
          sql`${appointments.startsAt} < now() + interval '3 days'`,
        ),
      );
    expect(expected.length).toBeGreaterThan(0);
    expect(own.body.payload.upcoming.map((b) => `${b.appointment_id}:${b.user_id}`).sort()).toEqual(
      expected.map((row) => `${row.id}:${row.userId}`).sort(),
    );
    expect(own.body.payload.upcoming.every((b) => b.court_name.length > 0)).toBe(true);
    const none = await t.call(endpoints.families.overview, { params: { id: emma, x: 0 }, token: member });
    expect(none.body.payload.upcoming).toEqual([]);

    const stranger = await t.call(endpoints.families.overview, { params: { id: grace, x: 7 }, token: member });
    expect(stranger.status).toBe(403);
    expect(stranger.body.message).toBe(FAMILY_MESSAGES.notYourFamily);
    // Coaches (members read) see any member's family, still without contact details.
    const byCoach = await t.call(endpoints.families.overview, { params: { id: lucas, x: 7 }, token: coach });
    expect(byCoach.status).toBe(200);
    expect(byCoach.body.payload.members.every((m) => m.email === null)).toBe(true);
  });

  it('refuses a bad {x} naming it', async () => {
    const [emma] = await ids('member');
    const answer = await t.callRaw(endpoints.families.overview, { params: { id: emma, x: 91 }, token: member });
    expect(answer.status).toBe(400);
    expect(answer.errors).toContainEqual({ field: 'x', message: 'Days must be at most 90.' });
  });
});
