import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@fairplay/contracts';
import { TenantScope } from '@fairplay/db';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { clubIdOf, userIdOf } from '../../test/appointments-kit.js';
import { expectLedgerBalanced, freshKey } from '../../test/payments-kit.js';
import { groupIdsByName } from '../../test/points-kit.js';
import { registerSecondClub } from '../../test/second-club.js';
import { insertMovement } from '../ledger/index.js';

const table = endpoints.points;

/** Issue 26: POST members/balance/{id} (spec 3 section 7): the member detail's balance in one call. */
describe('members/balance/{id}', () => {
  let t: TestApp;
  let owner: string;
  let memberToken: string;
  let clubId: number;
  let erik: number;
  let member: number;
  let tennis: number;
  beforeAll(async () => {
    t = await startTestApp();
    owner = await t.login('owner');
    memberToken = await t.login('member');
    clubId = await clubIdOf(t, owner);
    erik = await userIdOf(t, 'erik.larsen');
    member = await userIdOf(t, 'member');
    tennis = (await groupIdsByName(t, clubId)).get('Tennis')!;
  }, 60_000);
  afterAll(async () => {
    await expectLedgerBalanced(t);
    await t.close();
  });

  const balanceOf = async (id: number, token = owner) => {
    const response = await t.call(table.memberBalance, { params: { id }, token });
    expect(response.status, response.body.message).toBe(200);
    return response.body.payload;
  };

  it('answers charged, refunded, owed, credit and points as they move', async () => {
    const before = await balanceOf(erik);
    expect(before).toMatchObject({ member_id: erik, currency: expect.any(String) });
    const cash = await t.call(endpoints.payments.cash, {
      body: { amount: 2500, type: 'cash', user_id: erik, description: 'Stringing' },
      token: owner,
      headers: freshKey(),
    });
    expect(cash.status, cash.body.message).toBe(200);
    const gift = await t.call(table.buy, {
      body: { user_id: erik, facility_group_id: tennis, points: 6, gift: true },
      token: owner,
      headers: freshKey(),
    });
    expect(gift.status, gift.body.message).toBe(200);
    // Account credit as a plan change writes it (revenue given back, held for the member).
    await t.handle.db.transaction((tx) =>
      insertMovement(new TenantScope(tx, clubId), {
        kind: 'proration',
        memo: 'test credit',
        entries: [
          { account: 'revenue', amount: 700, userId: erik },
          { account: 'member_credit', amount: -700, userId: erik },
        ],
      }),
    );
    const after = await balanceOf(erik);
    expect(after.charged - before.charged).toBe(2500 - 700);
    expect(after.refunded - before.refunded).toBe(0);
    expect(after.owed - before.owed).toBe(0);
    expect(after.credit - before.credit).toBe(700);
    expect(after.points - before.points).toBe(6);
    const tennisPoints = (view: typeof after) =>
      view.point_balances.find((row) => row.facility_group_id === tennis)?.points ?? 0;
    expect(tennisPoints(after) - tennisPoints(before)).toBe(6);
    expect(after.points).toBe(after.point_balances.reduce((sum, row) => sum + row.points, 0));
  });

  it("agrees with the member detail's payments and points figures", async () => {
    const balance = await balanceOf(erik);
    const customer = (await t.call(endpoints.payments.businessCustomer, { params: { id: erik }, token: owner })).body
      .payload;
    // Owed in both counts what the member's bookings owe (issue 24), the bookings' part in bookings_owed.
    expect(customer.balance).toEqual({
      charged: balance.charged,
      refunded: balance.refunded,
      owed: balance.owed,
      credit: balance.credit,
      bookings_owed: balance.bookings_owed,
    });
    const points = (await t.call(table.memberPoints, { params: { id: erik }, token: owner })).body.payload;
    expect(points.points).toBe(balance.points);
    expect(points.balances).toEqual(balance.point_balances);
  });

  it('lets a member read their own balance, not another member’s; asks for a session', async () => {
    expect((await balanceOf(member, memberToken)).member_id).toBe(member);
    expect((await t.callRaw(table.memberBalance, { params: { id: erik }, token: memberToken })).status).toBe(403);
    expect((await t.callRaw(table.memberBalance, { params: { id: erik } })).status).toBe(401);
    expect((await t.callRaw(table.memberBalance, { params: { id: 'x' }, token: owner })).status).toBe(400);
    // The spec sends a POST; a body, if any, is not read.
    const withBody = await t.callRaw(table.memberBalance, { params: { id: erik }, body: {}, token: owner });
    expect(withBody.status).toBe(200);
  });

  it("answers 404 for another club's member", async () => {
    const b = await registerSecondClub(t, 'y');
    const refused = await t.callRaw(table.memberBalance, { params: { id: erik }, token: b.token });
    expect(refused.status).toBe(404);
  });
});
