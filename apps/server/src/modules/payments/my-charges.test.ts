import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_TEST_CARDS, endpoints, type ChargeDetail } from '@fairplay/contracts';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { userIdOf } from '../../test/appointments-kit.js';
import { registerSecondClub } from '../../test/second-club.js';
import { cardToken, connectSandbox, freshKey } from '../../test/payments-kit.js';

const table = endpoints.payments;

describe("GET payment/charges/mine (issue 24): a member's own charges with their receipts", () => {
  let t: TestApp;
  let owner: string;
  let member: number;
  let leo: number;
  beforeAll(async () => {
    t = await startTestApp();
    owner = await t.login('owner');
    member = await userIdOf(t, 'member');
    leo = await userIdOf(t, 'leo.garcia');
    if (!(await t.call(table.account, { token: owner })).body.payload.connected) await connectSandbox(t, owner);
  }, 60_000);
  afterAll(async () => t.close());

  const chargeFor = async (memberId: number, description: string): Promise<ChargeDetail> => {
    const response = await t.callRaw(table.charge, {
      body: {
        token: await cardToken(t, SANDBOX_TEST_CARDS.succeeds),
        amount: 1800,
        member_id: memberId,
        name: '',
        goods: [{ description, price: 1800, count: 1 }],
      },
      token: owner,
      headers: freshKey(),
    });
    expect(response.status, response.body.message).toBe(200);
    return response.body.payload as ChargeDetail;
  };

  it("answers the caller's charges newest first with their receipt addresses, and no one else's", async () => {
    const mine = await chargeFor(member, 'Racket restring');
    const leos = await chargeFor(leo, 'Junior grip');
    const token = await t.login('member');
    const page = (await t.call(table.mine, { query: {}, token })).body.payload;
    expect(page.rows[0]).toMatchObject({ id: mine.id, total: 1800, receipt_url: mine.receipt_url });
    expect(page.rows[0]!.receipt_url).toMatch(/\/api\/v1\/payment\/receipt\//);
    expect(page.rows.every((row) => row.member_id === member)).toBe(true);
    expect(page.rows.map((row) => row.id)).not.toContain(leos.id);
    expect(page.count).toBeGreaterThanOrEqual(page.rows.length);
    // The owner's own list holds neither member's charge: "mine" is never the club's list.
    const owners = (await t.call(table.mine, { query: {}, token: owner })).body.payload;
    expect(owners.rows.map((row) => row.id)).not.toContain(mine.id);
    expect(owners.rows.map((row) => row.id)).not.toContain(leos.id);
  });

  it('pages below last_id', async () => {
    const token = await t.login('member');
    const first = (await t.call(table.mine, { query: {}, token })).body.payload;
    const top = first.rows[0]!.id;
    const below = (await t.call(table.mine, { query: { last_id: top }, token })).body.payload;
    expect(below.rows.every((row) => row.id < top)).toBe(true);
  });

  it("shows another club's member none of this club's charges", async () => {
    const other = await registerSecondClub(t, 'm');
    const page = (await t.call(table.mine, { query: {}, token: other.token })).body.payload;
    expect(page).toMatchObject({ rows: [], count: 0, isEnd: true });
  });

  it('refuses a bad last_id naming the field, an unknown field, and no session', async () => {
    const token = await t.login('member');
    const bad = await t.callRaw(table.mine, { query: { last_id: 'x' }, token });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('last_id');
    const unknown = await t.callRaw(table.mine, { query: { member_id: '5' }, token });
    expect(unknown.status).toBe(400);
    expect((await t.callRaw(table.mine, { query: {} })).status).toBe(401);
  });
});
