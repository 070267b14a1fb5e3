import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessMembers, clubInvitations, emailOutbox, users } from '@fairplay/db';
import { endpoints } from '@fairplay/contracts';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { clubIdOf } from '../../test/appointments-kit.js';
import { registerCustomer, setJoinPolicy } from '../../test/joining-kit.js';
import { registerSecondClub } from '../../test/second-club.js';

describe('join requests and invitations stay in their club', () => {
  let t: TestApp;
  let aId: number;
  let aStaff: string;
  let b: { token: string; businessId: number };
  beforeAll(async () => {
    t = await startTestApp();
    aStaff = await t.login('admin');
    aId = await clubIdOf(t, aStaff);
    b = await registerSecondClub(t, 'j');
    await setJoinPolicy(t, b.businessId, 'approval');
  });
  afterAll(async () => t.close());

  const rowsOf = async (businessId: number) => ({
    members: await t.handle.db
      .select()
      .from(businessMembers)
      .where(eq(businessMembers.businessId, businessId))
      .orderBy(asc(businessMembers.id)),
    invitations: await t.handle.db
      .select()
      .from(clubInvitations)
      .where(eq(clubInvitations.businessId, businessId))
      .orderBy(asc(clubInvitations.id)),
  });
  const idOf = async (username: string) =>
    (await t.handle.db.select({ id: users.id }).from(users).where(eq(users.username, username)))[0]!.id;

  it("B's staff neither see nor decide A's requests and invitations", async () => {
    const zara = await idOf('zara.ahmed');
    const aBefore = await rowsOf(aId);
    const requests = await t.call(endpoints.joining.requests, { token: b.token });
    expect(requests.body.payload).toEqual([]);
    const invitations = await t.call(endpoints.joining.invitations, { token: b.token });
    expect(invitations.body.payload).toEqual([]);
    expect((await t.call(endpoints.joining.approve, { params: { id: zara }, token: b.token })).status).toBe(404);
    expect((await t.call(endpoints.joining.decline, { params: { id: zara }, token: b.token })).status).toBe(404);
    expect(await rowsOf(aId)).toEqual(aBefore);
    expect(
      await t.handle.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, 'zara.ahmed@example.org')),
    ).toEqual([]);
  });

  it("A's staff neither see nor decide B's requests, and an invitation goes to the inviting club only", async () => {
    const customer = await registerCustomer(t, 'bayview.fan');
    await t.call(endpoints.users.setBusiness, { token: customer.token, body: { business_id: b.businessId } });
    const bBefore = await rowsOf(b.businessId);
    expect(bBefore.members.find((row) => row.userId === customer.userId)!.status).toBe('pending');
    const aList = await t.call(endpoints.joining.requests, { token: aStaff });
    expect(aList.body.payload.map((row) => row.user_id)).not.toContain(customer.userId);
    expect((await t.call(endpoints.joining.approve, { params: { id: customer.userId }, token: aStaff })).status).toBe(
      404,
    );
    expect(await rowsOf(b.businessId)).toEqual(bBefore);

    const bList = await t.call(endpoints.joining.requests, { token: b.token });
    expect(bList.body.payload.map((row) => row.user_id)).toEqual([customer.userId]);

    const aInvitations = (await rowsOf(aId)).invitations;
    const sent = await t.call(endpoints.joining.invite, { token: b.token, body: { email: 'both@example.org' } });
    expect(sent.status).toBe(200);
    expect((await rowsOf(aId)).invitations).toEqual(aInvitations);
    expect((await rowsOf(b.businessId)).invitations.map((row) => row.email)).toEqual(['both@example.org']);
    const aSees = await t.call(endpoints.joining.invitations, { token: aStaff });
    expect(aSees.body.payload.map((row) => row.email)).not.toContain('both@example.org');

    // B's invitation joins B, not A.
    const invitee = await registerCustomer(t, 'both.person', 'both@example.org');
    const toA = await t.call(endpoints.users.setBusiness, { token: invitee.token, body: { business_id: aId } });
    expect(toA.body.payload.business_id).toBeNull();
    const toB = await t.call(endpoints.users.setBusiness, {
      token: invitee.token,
      body: { business_id: b.businessId },
    });
    expect(toB.body.payload.business_id).toBe(b.businessId);
  });
});
