import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessMembers, emailOutbox, families, memberTypes, users } from '@fairplay/db';
import { endpoints, FAMILY_LIMITS, FAMILY_MESSAGES } from '@fairplay/contracts';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { clubIdOf, userIdOf } from '../../test/appointments-kit.js';
import { joinAndApprove, registerCustomer, setJoinPolicy } from '../../test/joining-kit.js';
import { registerSecondClub } from '../../test/second-club.js';
import { expectFieldError } from '../../test/users-kit.js';

const add = endpoints.ownFamily.add;

describe('POST members/family/add: a member adds a child or spouse to their own family', () => {
  let t: TestApp;
  let owner: string;
  let clubId: number;
  beforeAll(async () => {
    t = await startTestApp();
    owner = await t.login('owner');
    clubId = await clubIdOf(t, owner);
  });
  afterAll(async () => t.close());

  const membershipOf = async (userId: number) =>
    (
      await t.handle.db
        .select({
          status: businessMembers.status,
          familyId: businessMembers.familyId,
          isChild: businessMembers.isChild,
          isSpouse: businessMembers.isSpouse,
          type: memberTypes.key,
        })
        .from(businessMembers)
        .innerJoin(memberTypes, eq(memberTypes.id, businessMembers.memberTypeId))
        .where(and(eq(businessMembers.businessId, clubId), eq(businessMembers.userId, userId)))
    )[0];
  const counts = async () => ({
    users: (await t.handle.db.select({ n: sql<number>`count(*)::int` }).from(users))[0]!.n,
    memberships: (await t.handle.db.select({ n: sql<number>`count(*)::int` }).from(businessMembers))[0]!.n,
    families: (await t.handle.db.select({ n: sql<number>`count(*)::int` }).from(families))[0]!.n,
    mail: (await t.handle.db.select({ n: sql<number>`count(*)::int` }).from(emailOutbox))[0]!.n,
  });
  const person = { first_name: 'Daniel', last_name: 'Wilson', email: 'daniel.wilson.family@example.org' };

  it('adds a spouse to the member’s family; the payer stays, the person joins the club and gets an e-mail', async () => {
    const token = await t.login('member');
    const emma = await userIdOf(t, 'member');
    const before = await membershipOf(emma);
    const added = await t.call(add, { token, body: { ...person, role: 'spouse' } });
    expect(added.status).toBe(200);
    expect(added.body.message).toBe(FAMILY_MESSAGES.added('Daniel Wilson'));
    expect(added.body.payload).toMatchObject({ family_id: before!.familyId, payer_user_id: emma });
    const daniel = added.body.payload.user_id;
    expect(await membershipOf(daniel)).toEqual({
      status: 'active',
      familyId: before!.familyId,
      isChild: false,
      isSpouse: true,
      type: 'member',
    });
    const [account] = await t.handle.db.select().from(users).where(eq(users.id, daniel));
    expect(account).toMatchObject({ email: person.email, userType: 'nbu', firstName: 'Daniel' });
    const [mail] = await t.handle.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, person.email))
      .orderBy(desc(emailOutbox.id));
    expect(mail!.subject).toMatch(/^Emma Wilson added you to their family at /);
    expect(mail!.textBody).toMatch(/reset-password\?username=/);

    // The member's screen shows the new spouse and the payer.
    const view = await t.call(endpoints.families.overview, { token, params: { id: emma, x: 0 } });
    const daniels = view.body.payload.members.find((m) => m.user_id === daniel);
    expect(daniels).toMatchObject({ is_spouse: true, is_payer: false, email: null });
    expect(view.body.payload.family!.payer_user_id).toBe(emma);
  });

  it('gives a member without a family one, with them as the payer, when they add a child', async () => {
    const customer = await registerCustomer(t, 'ownfam');
    await joinAndApprove(t, customer, clubId, owner);
    const self = customer.userId;
    expect((await membershipOf(self))!.familyId).toBeNull();
    const added = await t.call(add, {
      token: customer.token,
      body: {
        first_name: 'Noor',
        last_name: 'Ownfam',
        email: 'noor.ownfam@example.org',
        dob: '2016-05-04',
        role: 'child',
      },
    });
    expect(added.status).toBe(200);
    const familyId = added.body.payload.family_id;
    expect(added.body.payload.payer_user_id).toBe(self);
    expect(await membershipOf(self)).toMatchObject({ familyId, isChild: false, isSpouse: false });
    expect(await membershipOf(added.body.payload.user_id)).toMatchObject({ familyId, isChild: true, status: 'active' });
    const [family] = await t.handle.db.select().from(families).where(eq(families.id, familyId));
    expect(family).toMatchObject({ payerUserId: self, businessId: clubId });
    expect(family!.name).toBe('Rivera family');
  });

  it('refuses bad input naming the field, existing accounts, children and full families, writing nothing', async () => {
    const token = await t.login('member');
    const before = await counts();
    expectFieldError(
      await t.callRaw(add, { token, body: { ...person, email: 'new.one@example.org', role: 'cousin' } }),
      'role',
    );
    expectFieldError(
      await t.callRaw(add, { token, body: { ...person, email: 'not-an-email', role: 'child' } }),
      'email',
    );
    expectFieldError(
      await t.callRaw(add, { token, body: { last_name: 'X', email: 'x1@example.org', role: 'child' } }),
      'first_name',
    );
    expectFieldError(
      await t.callRaw(add, { token, body: { ...person, email: 'x2@example.org', role: 'child', dob: '1800-01-01' } }),
      'dob',
    );
    // An e-mail with an account: that person must agree, so staff add them.
    const existing = await t.call(add, {
      token,
      body: { ...person, email: 'coach@riverside.example.com', role: 'spouse' },
    });
    expect(existing.status).toBe(409);
    expect(existing.body.message).toBe(FAMILY_MESSAGES.existingAccount);
    // A child does not add people.
    const mia = await t.call(add, {
      token: await t.login('mia.wilson'),
      body: { ...person, email: 'x4@example.org', role: 'child' },
    });
    expect(mia.status).toBe(403);
    expect(mia.body.message).toBe(FAMILY_MESSAGES.childCannotAdd);
    expect(await counts()).toEqual(before);

    // A full family: fill Emma's up to the limit directly, then one more is refused.
    const emma = await userIdOf(t, 'member');
    const familyId = (await membershipOf(emma))!.familyId!;
    const inFamily = await t.handle.db
      .select({ n: sql<number>`count(*)::int` })
      .from(businessMembers)
      .where(and(eq(businessMembers.businessId, clubId), eq(businessMembers.familyId, familyId)));
    const free = FAMILY_LIMITS.membersMax - inFamily[0]!.n;
    const spares = await t.handle.db
      .select({ userId: businessMembers.userId })
      .from(businessMembers)
      .innerJoin(memberTypes, eq(memberTypes.id, businessMembers.memberTypeId))
      .where(
        and(
          eq(businessMembers.businessId, clubId),
          eq(businessMembers.status, 'active'),
          eq(memberTypes.key, 'member'),
          sql`${businessMembers.familyId} IS NULL`,
        ),
      )
      .limit(free);
    expect(spares).toHaveLength(free);
    const spareIds = spares.map((row) => row.userId);
    await t.handle.db
      .update(businessMembers)
      .set({ familyId })
      .where(and(eq(businessMembers.businessId, clubId), inArray(businessMembers.userId, spareIds)));
    try {
      const beforeFull = await counts();
      const full = await t.call(add, { token, body: { ...person, email: 'x5@example.org', role: 'child' } });
      expect(full.status).toBe(409);
      expect(full.body.message).toBe(FAMILY_MESSAGES.familyFull);
      expect(await counts()).toEqual(beforeFull);
    } finally {
      await t.handle.db
        .update(businessMembers)
        .set({ familyId: null })
        .where(and(eq(businessMembers.businessId, clubId), inArray(businessMembers.userId, spareIds)));
    }
  });

  it('is refused in invitation-only clubs (403), without a club (403) and without a token (401)', async () => {
    const token = await t.login('member');
    const before = await counts();
    await setJoinPolicy(t, clubId, 'invitation');
    try {
      const refused = await t.call(add, { token, body: { ...person, email: 'x6@example.org', role: 'child' } });
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe(FAMILY_MESSAGES.askFrontDesk);
    } finally {
      await setJoinPolicy(t, clubId, 'approval');
    }
    const customer = await registerCustomer(t, 'noclub');
    const afterCustomer = await counts();
    expect(
      (await t.call(add, { token: customer.token, body: { ...person, email: 'x7@example.org', role: 'child' } }))
        .status,
    ).toBe(403);
    expect((await t.call(add, { body: { ...person, email: 'x8@example.org', role: 'child' } })).status).toBe(401);
    expect(await counts()).toEqual(afterCustomer);
    expect(afterCustomer.users).toBe(before.users + 1);
  });

  it('adds only to the caller’s own club and family: another club’s owner adds to theirs', async () => {
    const b = await registerSecondClub(t, 'f');
    const added = await t.call(add, {
      token: b.token,
      body: { first_name: 'Léa', last_name: 'Moreau', email: 'lea.moreau.f@example.org', role: 'child' },
    });
    expect(added.status).toBe(200);
    const rows = await t.handle.db
      .select({ businessId: businessMembers.businessId })
      .from(businessMembers)
      .where(eq(businessMembers.userId, added.body.payload.user_id));
    expect(rows).toEqual([{ businessId: b.businessId }]);
    const [family] = await t.handle.db.select().from(families).where(eq(families.id, added.body.payload.family_id));
    expect(family!.businessId).toBe(b.businessId);
  });
});
