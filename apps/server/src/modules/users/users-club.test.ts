import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@fairplay/db';
import { startTestApp, type TestApp, errorFields } from '../../test/harness.js';
import { setJoinPolicy } from '../../test/joining-kit.js';
import { DEMO_CLUB_NAME, expectFieldError, freshIp } from '../../test/users-kit.js';
import { endpoints } from '@fairplay/contracts';

/** Joining under each policy is tested in modules/joining; here the demo club is open, as every club was before. */
describe('users/set_business', () => {
  let t: TestApp;
  let demoClubId: number;
  beforeAll(async () => {
    t = await startTestApp();
    demoClubId = (await t.call(endpoints.users.info, { token: await t.login('owner') })).body.payload.business_id!;
    await setJoinPolicy(t, demoClubId, 'open');
  });
  afterAll(async () => {
    await setJoinPolicy(t, demoClubId, 'approval');
    await t.close();
  });

  async function registerCustomer(username: string): Promise<string> {
    const response = await t.call(endpoints.auth.register, {
      ip: freshIp(),
      body: {
        user_type: 'nbu',
        firstName: 'Rosa',
        lastName: 'Delgado',
        username,
        email: `${username}@example.org`,
        dob: '1990-01-01',
        password: 'rally-point-5',
      },
    });
    expect(response.status).toBe(200);
    return response.body.payload.token;
  }

  const membersOf = async (businessId: number) =>
    (
      await queryRows<{ total: number }>(
        t.handle.db,
        sql`SELECT count(*)::int AS total FROM business_members WHERE business_id = ${businessId}`,
      )
    )[0]!.total;

  it('needs a token', async () => {
    expect((await t.call(endpoints.users.setBusiness, { body: { business_id: demoClubId } })).status).toBe(401);
  });

  it('lets a new customer (nbu) without a club join the demo club as a member', async () => {
    const token = await registerCustomer('rosa.d');
    const before = await t.call(endpoints.users.info, { token });
    expect(before.body.payload).toMatchObject({
      user_type: 'nbu',
      business_id: null,
      business: null,
      member_type: null,
      subscription: null,
      memberships: [],
    });
    expect(before.body.payload.namespace).toBe(`user-${before.body.payload.uid}`);
    expect((await t.call(endpoints.users.memberships, { token })).body.payload).toEqual([]);
    const membersBefore = await membersOf(demoClubId);

    const response = await t.call(endpoints.users.setBusiness, { token, body: { business_id: demoClubId } });
    expect(response.status).toBe(200);
    expect(response.body.payload).toMatchObject({ business_id: demoClubId, member_type: { key: 'member' } });

    const user = (await t.call(endpoints.users.info, { token })).body.payload;
    expect(user).toMatchObject({
      user_type: 'nbu',
      business_id: demoClubId,
      business: { id: demoClubId, name: DEMO_CLUB_NAME, fields_count: 18 },
      member_type: { key: 'member' },
      subscription: null,
    });
    const memberships = await t.call(endpoints.users.memberships, { token });
    expect(memberships.body.payload).toEqual([
      { business_id: demoClubId, business_name: DEMO_CLUB_NAME, member_type: 'member', current: true },
    ]);
    expect(await membersOf(demoClubId)).toBe(membersBefore + 1);

    // Choosing the same club again does not add a second membership.
    expect((await t.call(endpoints.users.setBusiness, { token, body: { business_id: demoClubId } })).status).toBe(200);
    expect(await membersOf(demoClubId)).toBe(membersBefore + 1);
    expect((await t.call(endpoints.users.memberships, { token })).body.payload).toHaveLength(1);
  });

  it('joins once when the same customer picks the club twice at the same moment', async () => {
    const token = await registerCustomer('rosa.twice');
    const membersBefore = await membersOf(demoClubId);
    const answers = await Promise.all(
      [1, 2, 3].map(() => t.call(endpoints.users.setBusiness, { token, body: { business_id: demoClubId } })),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(await membersOf(demoClubId)).toBe(membersBefore + 1);
    expect((await t.call(endpoints.users.memberships, { token })).body.payload).toEqual([
      { business_id: demoClubId, business_name: DEMO_CLUB_NAME, member_type: 'member', current: true },
    ]);
  });

  it('lets staff switch to a club of their own', async () => {
    const token = await t.login('admin');
    const response = await t.call(endpoints.users.setBusiness, { token, body: { business_id: demoClubId } });
    expect(response.status).toBe(200);
    expect(response.body.payload.member_type!.key).toBe('admin');
  });

  it('refuses a staff account (bu) of another club joining the demo club with 403, writing nothing', async () => {
    const registered = await t.call(endpoints.auth.register, {
      ip: freshIp(),
      body: {
        user_type: 'bu',
        firstName: 'Hugo',
        lastName: 'Berg',
        username: 'hugo.berg',
        email: 'hugo.berg@example.org',
        dob: '1980-06-06',
        password: 'north-court-8',
        businessName: 'Northside Padel',
        businessAddress: '1 Fjord Road, Oslo',
        timezone: 'Europe/Oslo',
      },
    });
    expect(registered.status).toBe(200);
    const token = registered.body.payload.token;
    const ownClub = registered.body.payload.user.business_id;
    const membersBefore = await membersOf(demoClubId);

    const response = await t.call(endpoints.users.setBusiness, { token, body: { business_id: demoClubId } });
    expect(response.status).toBe(403);
    expect(response.body.code).toBe(403);

    const user = (await t.call(endpoints.users.info, { token })).body.payload;
    expect(user.business_id).toBe(ownClub);
    expect(user.business!.name).toBe('Northside Padel');
    expect(user.memberships).toEqual([
      { business_id: ownClub, business_name: 'Northside Padel', member_type: 'owner', current: true },
    ]);
    expect(await membersOf(demoClubId)).toBe(membersBefore);
  });

  it('answers an unknown club with 404 and changes nothing', async () => {
    const token = await registerCustomer('rosa.unknown');
    const response = await t.call(endpoints.users.setBusiness, { token, body: { business_id: 987654 } });
    expect(response.status).toBe(404);
    expect(response.body.code).toBe(404);
    expect((await t.call(endpoints.users.info, { token })).body.payload).toMatchObject({
      business_id: null,
      memberships: [],
    });
  });

  it('rejects a business_id that is a string, negative, zero, fractional, too large or missing with 400', async () => {
    const token = await registerCustomer('rosa.invalid');
    for (const body of [
      { business_id: String(demoClubId) },
      { business_id: -1 },
      { business_id: 0 },
      { business_id: 1.5 },
      { business_id: 2147483648 },
      { business_id: null },
      {},
      { business_id: demoClubId, user_id: 1 },
    ]) {
      const response = await t.callRaw(endpoints.users.setBusiness, { token, body });
      expect(response.status).toBe(400);
      expect(response.body.code).toBe(400);
      expect(errorFields(response)).toMatch(/business_id|user_id/);
    }
    expectFieldError(await t.callRaw(endpoints.users.setBusiness, { token, body: {} }), 'business_id');
    expectFieldError(
      await t.callRaw(endpoints.users.setBusiness, { token, body: { business_id: '1' } }),
      'business_id',
    );
    const malformed = await t.callRaw(endpoints.users.setBusiness, { token, rawBody: '{"business_id": 1' });
    expect(malformed.status).toBe(400);
    expect((await t.call(endpoints.users.info, { token })).body.payload).toMatchObject({
      business_id: null,
      memberships: [],
    });
  });
});
