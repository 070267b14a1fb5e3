import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@fairplay/contracts';
import { businesses } from '@fairplay/db';
import { startTestApp, type TestApp } from '../../test/harness.js';

const table = endpoints.plans;

describe('finding a club to join (choose-business)', () => {
  let t: TestApp;
  let customer: string;
  const stamp = `Q${Date.now() % 1_000_000}`;
  beforeAll(async () => {
    t = await startTestApp();
    customer = await t.login('member');
    for (const [n, policy] of [
      [1, 'open'],
      [2, 'approval'],
      [3, 'invitation'],
    ] as const) {
      const response = await t.call(endpoints.auth.register, {
        ip: `10.105.0.${n}`,
        body: {
          user_type: 'bu',
          firstName: 'Ida',
          lastName: 'Berg',
          username: `ida.berg${n}`,
          email: `ida.berg${n}@search.example.org`,
          dob: '1981-01-01',
          password: 'search-club-1',
          businessName: `Lindholm ${stamp} Club ${n}`,
          businessAddress: `${n} Elm Street, Uppsala`,
        },
      });
      expect(response.status, response.body.message).toBe(200);
      await t.handle.db
        .update(businesses)
        .set({ joinPolicy: policy })
        .where(eq(businesses.id, response.body.payload.user.business_id!));
    }
  }, 60_000);
  afterAll(async () => t.close());

  it('finds open and by-approval clubs by name or address, never invitation-only ones', async () => {
    const found = await t.call(table.clubSearch, { query: { q: `lindholm ${stamp.toLowerCase()}` }, token: customer });
    expect(found.status, found.body.message).toBe(200);
    expect(found.body.payload.map((club) => [club.name, club.join_policy])).toEqual([
      [`Lindholm ${stamp} Club 1`, 'open'],
      [`Lindholm ${stamp} Club 2`, 'approval'],
    ]);
    expect(found.body.payload[0]).toEqual({
      uid: expect.any(String),
      name: `Lindholm ${stamp} Club 1`,
      address: '1 Elm Street, Uppsala',
      join_policy: 'open',
    });
    // The uid leads to the club's public memberships page.
    const page = await t.call(table.publicMemberships, { params: { uid: found.body.payload[0]!.uid } });
    expect(page.body.payload.business.name).toBe(`Lindholm ${stamp} Club 1`);
    const byAddress = await t.call(table.clubSearch, { query: { q: '2 Elm Street, Upp' }, token: customer });
    expect(byAddress.body.payload.map((club) => club.name)).toContain(`Lindholm ${stamp} Club 2`);
  });

  it('takes wildcards literally, checks the query, and needs a signed-in caller', async () => {
    expect((await t.call(table.clubSearch, { query: { q: '%_%' }, token: customer })).body.payload).toEqual([]);
    expect(
      (await t.call(table.clubSearch, { query: { q: 'no such club anywhere' }, token: customer })).body.payload,
    ).toEqual([]);
    const short = await t.callRaw(table.clubSearch, { query: { q: 'a' }, token: customer });
    expect(short.status).toBe(400);
    expect(short.errors[0]).toEqual({ field: 'q', message: 'Type at least 2 characters.' });
    expect((await t.call(table.clubSearch, { query: {}, token: customer })).body.payload).toEqual([]);
    expect((await t.callRaw(table.clubSearch, { query: { q: 'x'.repeat(81) }, token: customer })).status).toBe(400);
    expect((await t.callRaw(table.clubSearch, { query: { q: 'lindholm' } })).status).toBe(401);
  });
});
