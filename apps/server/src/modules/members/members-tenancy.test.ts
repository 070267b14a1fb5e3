import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessMembers, users } from '@fairplay/db';
import { endpoints } from '@fairplay/contracts';
import { API_PREFIX } from '../../app.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { clubIdOf, userIdOf } from '../../test/appointments-kit.js';
import { registerSecondClub } from '../../test/second-club.js';

describe('the customers list stays in its club', () => {
  let t: TestApp;
  let aAdmin: string;
  let aId: number;
  let b: { token: string; businessId: number };
  let aVisitor: number;
  beforeAll(async () => {
    t = await startTestApp();
    aAdmin = await t.login('admin');
    aId = await clubIdOf(t, aAdmin);
    b = await registerSecondClub(t, 'm');
    const added = await t.call(endpoints.customers.add, {
      token: aAdmin,
      body: { first_name: 'Ava', last_name: 'Visitor', email: 'ava.visitor@example.org', directory_listed: true },
    });
    aVisitor = added.body.payload.id;
    await t.call(endpoints.customers.remove, { token: aAdmin, params: { id: aVisitor } });
  });
  afterAll(async () => t.close());

  const rowsOf = async (businessId: number) =>
    t.handle.db
      .select()
      .from(businessMembers)
      .where(eq(businessMembers.businessId, businessId))
      .orderBy(asc(businessMembers.id));

  it("B's staff see none of A's members, visitors or export", async () => {
    const list = await t.call(endpoints.customers.list, { token: b.token, query: { last_id: -1, include_coach: '1' } });
    expect(list.body.payload.members.map((row) => row.email)).toEqual(['bianca.m@bayview.example.org']);
    const visitors = await t.call(endpoints.customers.visitors, { token: b.token, query: { last_id: -1 } });
    expect(visitors.body.payload.members).toEqual([]);
    expect((await t.call(endpoints.customers.count, { token: b.token, query: {} })).body.payload).toEqual({
      members: 0,
      visitors: 0,
    });
    const csv = await t.app.inject({
      method: 'GET',
      url: `${API_PREFIX}/reports/members?include_coach=1`,
      headers: { 'access-token': b.token },
    });
    expect(csv.body).not.toContain('riverside.example.com');
    const directory = await t.call(endpoints.customers.directory, { token: b.token, query: { last_id: -1 } });
    expect(directory.body.payload.members).toEqual([]);
  });

  it("B's staff cannot read, change, convert or remove A's people", async () => {
    const before = await rowsOf(aId);
    const emma = await userIdOf(t, 'member');
    const personBefore = await t.handle.db.select().from(users).where(eq(users.id, emma));
    expect((await t.call(endpoints.customers.visitor, { token: b.token, params: { id: aVisitor } })).status).toBe(404);
    const remove = await t.call(endpoints.customers.removeVisitor, { token: b.token, body: { visitor_id: aVisitor } });
    expect(remove.status).toBe(404);
    const convert = await t.call(endpoints.customers.visitorToMember, {
      token: b.token,
      body: { email: 'ava.visitor@example.org' },
    });
    expect(convert.status).toBe(404);
    const update = await t.call(endpoints.customers.update, {
      token: b.token,
      params: { id: emma },
      body: { last_name: 'Stolen', phone: '+15550999' },
    });
    expect(update.status).toBe(404);
    expect((await t.call(endpoints.customers.remove, { token: b.token, params: { id: emma } })).status).toBe(404);
    expect(await rowsOf(aId)).toEqual(before);
    expect(await t.handle.db.select().from(users).where(eq(users.id, emma))).toEqual(personBefore);
  });

  it("adding A's member to B adds them to B only, and A's staff cannot touch B's rows", async () => {
    const aBefore = await rowsOf(aId);
    const added = await t.call(endpoints.customers.add, {
      token: b.token,
      body: { first_name: 'Emma', last_name: 'Both', email: 'member@riverside.example.com' },
    });
    expect(added.status, added.body.message).toBe(200);
    expect(await rowsOf(aId)).toEqual(aBefore);
    const bBefore = await rowsOf(b.businessId);
    expect(bBefore.map((row) => row.userId)).toContain(added.body.payload.id);
    // In A, Emma is A's member: A's staff editing her changes A's side, never B's row.
    await t.call(endpoints.customers.update, {
      token: aAdmin,
      params: { id: added.body.payload.id },
      body: { about: 'A note of club A' },
    });
    expect(await rowsOf(b.businessId)).toEqual(bBefore);
    const bOwner = bBefore.find((row) => row.userId !== added.body.payload.id)!.userId;
    expect((await t.call(endpoints.customers.update, { token: aAdmin, params: { id: bOwner }, body: {} })).status).toBe(
      404,
    );
    // Her e-mail signs her in to both clubs now: neither club's staff may change it.
    const email = await t.call(endpoints.customers.update, {
      token: b.token,
      params: { id: added.body.payload.id },
      body: { email: 'taken.over@example.org' },
    });
    expect(email.status, email.body.message).toBe(409);
    expect(email.errors.map((error) => error.field)).toEqual(['email']);
  });
});
