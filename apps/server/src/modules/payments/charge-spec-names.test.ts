import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES, SANDBOX_TEST_CARDS, endpoints } from '@fairplay/contracts';
import { users } from '@fairplay/db';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { userIdOf } from '../../test/appointments-kit.js';
import { cardToken, connectSandbox, expectLedgerBalanced, freshKey } from '../../test/payments-kit.js';
import { registerSecondClub } from '../../test/second-club.js';

const table = endpoints.payments;

/** Issue 26: `payment/charges/create` names its customer the spec's ways too: `uid` and `member_data`. */
describe("charges/create with the spec's uid and member_data", () => {
  let t: TestApp;
  let owner: string;
  let sam: number;
  let samUid: string;
  let leo: number;
  beforeAll(async () => {
    t = await startTestApp();
    owner = await t.login('owner');
    sam = await userIdOf(t, 'sam.garcia');
    leo = await userIdOf(t, 'leo.garcia');
    samUid = (await t.handle.db.select({ uid: users.uid }).from(users).where(eq(users.id, sam)))[0]!.uid;
    if (!(await t.call(table.account, { token: owner })).body.payload.connected) await connectSandbox(t, owner);
  }, 60_000);
  afterAll(async () => {
    await expectLedgerBalanced(t);
    await t.close();
  });

  const charge = async (body: Record<string, unknown>, token = owner) =>
    t.callRaw(table.charge, {
      body: { amount: 1500, currency: 'usd', description: 'Racquet', method: 'charge', ...body },
      headers: freshKey(),
      token,
    });

  it('charges the member named by uid or by member_data as by member_id', async () => {
    const byUid = await charge({ uid: samUid, token: await cardToken(t, SANDBOX_TEST_CARDS.succeeds) });
    expect(byUid.status, byUid.body.message).toBe(200);
    expect(byUid.body.payload).toMatchObject({ member_id: sam, total: 1500 });
    const byRecord = await charge({
      member_data: { id: sam, member: { first_name: 'Sam', last_name: 'Garcia' }, email: 'sam@example.org' },
      token: await cardToken(t, SANDBOX_TEST_CARDS.succeeds),
    });
    expect(byRecord.status, byRecord.body.message).toBe(200);
    expect(byRecord.body.payload).toMatchObject({ member_id: sam });
    const all = await charge({
      member_id: sam,
      uid: samUid,
      member_data: { id: sam },
      token: await cardToken(t, SANDBOX_TEST_CARDS.succeeds),
    });
    expect(all.status, all.body.message).toBe(200);
  });

  it('refuses names that disagree, an unknown uid and another club’s member, charging nothing', async () => {
    const token = await cardToken(t, SANDBOX_TEST_CARDS.succeeds);
    const before = (await t.call(table.list, { query: {}, token: owner })).body.payload.count;
    const disagree = await charge({ member_id: leo, uid: samUid, token });
    expect(disagree.status).toBe(400);
    expect(disagree.errors).toContainEqual({ field: 'uid', message: PAYMENT_MESSAGES.notSameMember });
    const record = await charge({ member_id: leo, member_data: { id: sam }, token });
    expect(record.errors).toContainEqual({ field: 'member_data.id', message: PAYMENT_MESSAGES.notSameMember });
    expect((await charge({ uid: 'no-such-uid', token })).status).toBe(404);
    expect((await charge({ member_data: 'sam', token })).status).toBe(400);
    const b = await registerSecondClub(t, 'u');
    const bOwner = (await t.call(endpoints.users.info, { token: b.token })).body.payload;
    const foreign = await charge({ uid: bOwner.uid, token });
    expect(foreign.status).toBe(404);
    expect((await t.call(table.list, { query: {}, token: owner })).body.payload.count).toBe(before);
  });
});
