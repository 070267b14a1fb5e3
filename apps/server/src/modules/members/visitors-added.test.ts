import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessMembers, emailOutbox, users } from '@fairplay/db';
import { endpoints, MEMBER_MESSAGES } from '@fairplay/contracts';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { clubIdOf } from '../../test/appointments-kit.js';
import { registerSecondClub } from '../../test/second-club.js';

const table = endpoints.customers;

describe('visitors added by hand: members/add-visitor', () => {
  let t: TestApp;
  let admin: string;
  let memberToken: string;
  let clubId: number;
  beforeAll(async () => {
    t = await startTestApp();
    [admin, memberToken] = await Promise.all([t.login('admin'), t.login('member')]);
    clubId = await clubIdOf(t, admin);
  });
  afterAll(async () => t.close());

  const usersWith = (email: string) => t.handle.db.select().from(users).where(eq(users.email, email));
  const rowOf = async (businessId: number, userId: number) =>
    (
      await t.handle.db
        .select()
        .from(businessMembers)
        .where(and(eq(businessMembers.businessId, businessId), eq(businessMembers.userId, userId)))
    )[0];

  it('adds a visitor who shows in the visitors list and later becomes a member by e-mail', async () => {
    const email = 'walk.in@example.org';
    const added = await t.call(table.addVisitor, {
      token: admin,
      body: { first_name: 'Wally', last_name: 'Walkin', email, phone: '+15550102020' },
    });
    expect(added.status, added.body.message).toBe(200);
    expect(added.body.message).toBe(MEMBER_MESSAGES.visitorAdded);
    expect(added.body.payload).toMatchObject({ first_name: 'Wally', email, phone: '+15550102020' });
    const id = added.body.payload.id;
    expect((await rowOf(clubId, id))?.status).toBe('visitor');
    // A visitor did not ask to join: no account e-mail goes out.
    expect(await t.handle.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email))).toEqual([]);

    const visitors = await t.call(table.visitors, { token: admin, query: { last_id: -1, search: 'walkin' } });
    expect(visitors.body.payload.members.map((row) => row.id)).toEqual([id]);
    const detail = await t.call(table.visitor, { token: admin, params: { id } });
    expect(detail.body.payload.bookings).toEqual({ upcoming: 0, past: 0 });

    const again = await t.call(table.addVisitor, {
      token: admin,
      body: { first_name: 'Wally', last_name: 'Walkin', email: 'Walk.In@example.org' },
    });
    expect(again.status).toBe(409);
    expect(again.errors).toEqual([{ field: 'email', message: MEMBER_MESSAGES.alreadyVisitor }]);

    const converted = await t.call(table.visitorToMember, { token: admin, body: { email } });
    expect(converted.status).toBe(200);
    expect((await rowOf(clubId, id))?.status).toBe('active');
    const member = await t.call(table.addVisitor, {
      token: admin,
      body: { first_name: 'Wally', last_name: 'Walkin', email },
    });
    expect(member.status).toBe(409);
    expect(member.body.message).toContain(MEMBER_MESSAGES.alreadyMember);
    expect(await usersWith(email)).toHaveLength(1);
  });

  it('refuses bad input naming the field, without permission or session, and writes nothing', async () => {
    const email = 'half.written@example.org';
    const badEmail = await t.callRaw(table.addVisitor, {
      token: admin,
      body: { first_name: 'Hal', last_name: 'Written', email: 'not-an-email' },
    });
    expect(badEmail.status).toBe(400);
    expect(badEmail.errors[0]?.field).toBe('email');
    const noName = await t.callRaw(table.addVisitor, { token: admin, body: { last_name: 'Written', email } });
    expect(noName.status).toBe(400);
    expect(noName.errors[0]?.field).toBe('first_name');
    const extra = await t.callRaw(table.addVisitor, {
      token: admin,
      body: { first_name: 'Hal', last_name: 'Written', email, member_type_id: 1 },
    });
    expect(extra.status).toBe(400);
    const member = await t.call(table.addVisitor, {
      token: memberToken,
      body: { first_name: 'Hal', last_name: 'Written', email },
    });
    expect(member.status).toBe(403);
    const anonymous = await t.call(table.addVisitor, { body: { first_name: 'Hal', last_name: 'Written', email } });
    expect(anonymous.status).toBe(401);
    expect(await usersWith(email)).toEqual([]);
  });

  it("adds another club's visitor to this club only, leaving the other club's row as it was", async () => {
    const email = 'two.clubs@example.org';
    const first = await t.call(table.addVisitor, {
      token: admin,
      body: { first_name: 'Tess', last_name: 'Twoclubs', email },
    });
    const id = first.body.payload.id;
    const before = await rowOf(clubId, id);
    const b = await registerSecondClub(t, 'v');
    const there = await t.call(table.addVisitor, {
      token: b.token,
      body: { first_name: 'Someone', last_name: 'Else', email },
    });
    expect(there.status).toBe(200);
    expect(there.body.message).toBe(MEMBER_MESSAGES.visitorAddedExisting);
    // The account's own details stay the person's.
    expect(there.body.payload).toMatchObject({ id, first_name: 'Tess' });
    expect(await rowOf(clubId, id)).toEqual(before);
    expect((await rowOf(b.businessId, id))?.status).toBe('visitor');
    expect(await usersWith(email)).toHaveLength(1);
  });
});
