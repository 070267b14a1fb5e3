import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POINT_MESSAGES, SANDBOX_TEST_CARDS, endpoints } from '@fairplay/contracts';
import { classPacks, emailOutbox, pointLots } from '@fairplay/db';
import { PACK_COURT_KIND } from '@fairplay/domain';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { clubIdOf, userIdOf } from '../../test/appointments-kit.js';
import { newPlan } from '../../test/memberships-kit.js';
import { cardToken, chargeLedger, createTaxes, expectLedgerBalanced, freshKey } from '../../test/payments-kit.js';
import { expectPointsLedgerAgrees, groupIdsByName } from '../../test/points-kit.js';

/**
 * Points and class packs bought with their tax (issue 24 point 4): the rates a club marks "Charge on points" are
 * in the point entities' answer (so the buyer sees the total first) and in the purchase's charge, to the cent, on
 * its receipt and posted to tax payable beside the points' deferred revenue; a total other than the one shown is a
 * 409 with nothing written. A class pack is a one-time plan: its plan's taxes are shown and charged as a plan's.
 */
describe('points and class packs bought with their tax', () => {
  let t: TestApp;
  let owner: string;
  let member: string;
  let clubId: number;
  let memberId: number;
  let tennis: number;
  let pointsTax: number;
  beforeAll(async () => {
    t = await startTestApp();
    owner = await t.login('owner');
    member = await t.login('member');
    clubId = await clubIdOf(t, owner);
    memberId = await userIdOf(t, 'member');
    tennis = (await groupIdsByName(t, clubId)).get('Tennis')!;
    // A tax on points, and one on lessons only: only the first reaches a points purchase.
    [pointsTax] = (await createTaxes(t, owner, [
      { display_name: 'Points sales tax', percentage: 8.25, points: true },
      { display_name: 'Lesson tax', percentage: 5, lessons: true },
    ])) as [number];
  }, 60_000);
  afterAll(async () => {
    await expectLedgerBalanced(t);
    await expectPointsLedgerAgrees(t, clubId);
    await t.close();
  });

  const buy = async (body: Record<string, unknown>, token = member) =>
    t.callRaw(endpoints.points.buy, {
      body: { user_id: memberId, facility_group_id: tennis, ...body },
      token,
      headers: freshKey(),
    });
  const lotsOf = async () =>
    (
      await t.handle.db
        .select()
        .from(pointLots)
        .where(and(eq(pointLots.businessId, clubId), eq(pointLots.userId, memberId)))
    ).length;

  it('shows the points taxes with the price per point', async () => {
    const entities = (await t.call(endpoints.points.entities, { token: member })).body.payload;
    const entity = entities.find((row) => row.facility_group_id === tennis)!;
    expect(entity.price_per_point).toBe(100);
    expect(entity.taxes).toEqual([
      { id: pointsTax, display_name: 'Points sales tax', percentage: 8.25, inclusive: false },
    ]);
  });

  it('charges the total shown: the tax on the receipt and in tax payable, the price deferred', async () => {
    // 25 points at $1.00: $25.00; 8.25 % is $2.0625, so $2.06 and $27.06.
    const token = await cardToken(t, SANDBOX_TEST_CARDS.succeeds);
    const bought = await buy({ points: 25, token, total: 2706 });
    expect(bought.status, bought.body.message).toBe(200);
    expect(bought.body.payload.user_payment).toMatchObject({ points: 25, amount: 2500, status: 'active' });
    const chargeId = bought.body.payload.user_payment.charge_id!;
    const charge = await t.call(endpoints.payments.get, { params: { id: chargeId }, token: owner });
    expect(charge.body.payload).toMatchObject({ amount: 2500, tax: 206, total: 2706 });
    expect(charge.body.payload.order_details[0]!.taxes).toEqual([
      expect.objectContaining({ display_name: 'Points sales tax', amount: 206 }),
    ]);
    // The receipt mailed with the charge carries the tax.
    const [mail] = await t.handle.db
      .select()
      .from(emailOutbox)
      .where(like(emailOutbox.textBody, `%Receipt for charge ${chargeId},%`));
    expect(mail!.textBody).toContain('Tax: $2.06');
    expect(mail!.textBody).toContain('Total: $27.06');
    const ledger = await chargeLedger(t, chargeId);
    expect(ledger.tax_payable).toBe(-206);
    expect(ledger.deferred_revenue).toBe(-2500);
    expect(ledger.revenue ?? 0).toBe(0);
  });

  it('refuses a total other than the one to be charged, before anything is written (409 on total)', async () => {
    const before = await lotsOf();
    const token = await cardToken(t, SANDBOX_TEST_CARDS.succeeds);
    const refused = await buy({ points: 25, token, total: 2500 });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(POINT_MESSAGES.totalChanged('$27.06'));
    expect(refused.errors).toEqual([expect.objectContaining({ field: 'total' })]);
    expect(await lotsOf()).toBe(before);
  });

  it('refuses a total that is not a whole number of cents (400 naming total)', async () => {
    for (const total of [-1, 12.5, 'lots']) {
      const refused = await buy({ points: 25, total });
      expect(refused.status).toBe(400);
      expect(refused.errors).toEqual([expect.objectContaining({ field: 'total' })]);
    }
  });

  it('gifts points without tax, and lets staff mark a rate for points (and not a member)', async () => {
    const gift = await buy({ points: 5, gift: true }, owner);
    expect(gift.status, gift.body.message).toBe(200);
    expect(gift.body.payload.user_payment).toMatchObject({ amount: 0, charge_id: null });
    const denied = await t.callRaw(endpoints.payments.updateTax, {
      params: { id: pointsTax },
      body: { points: false },
      token: member,
    });
    expect(denied.status).toBe(403);
    const off = await t.call(endpoints.payments.updateTax, {
      params: { id: pointsTax },
      body: { points: false },
      token: owner,
    });
    expect(off.body.payload.points).toBe(false);
    const entities = (await t.call(endpoints.points.entities, { token: member })).body.payload;
    expect(entities.every((row) => row.taxes.length === 0)).toBe(true);
    const token = await cardToken(t, SANDBOX_TEST_CARDS.succeeds);
    const untaxed = await buy({ points: 10, token, total: 1000 });
    expect(untaxed.status, untaxed.body.message).toBe(200);
    await t.call(endpoints.payments.updateTax, { params: { id: pointsTax }, body: { points: true }, token: owner });
  });

  it('shows and charges a class pack with its plan’s taxes, posted to tax payable', async () => {
    const plan = await newPlan(t, owner, {
      nickname: 'Ten court hours',
      amount: 9000,
      interval: null,
      one_time: true,
      uses: 10,
      pack_covers: [PACK_COURT_KIND],
      default_tax_rates: [pointsTax],
    });
    // The pack's price with its tax before paying: 8.25 % of $90.00 is $7.425, so $7.43.
    expect(plan).toMatchObject({ amount: 9000, tax: 743, total: 9743 });
    const bought = await t.call(endpoints.plans.subscribe, {
      body: { business_id: clubId, plan: plan.id, payment: { token: await cardToken(t, SANDBOX_TEST_CARDS.succeeds) } },
      token: member,
    });
    expect(bought.status, bought.body.message).toBe(200);
    const [pack] = await t.handle.db
      .select()
      .from(classPacks)
      .where(and(eq(classPacks.businessId, clubId), eq(classPacks.planId, plan.id)));
    expect(pack!.usesLeft).toBe(10);
    const charges = (await t.call(endpoints.payments.list, { query: { member_id: memberId }, token: owner })).body
      .payload;
    const charge = charges.rows.find((row) => row.total === 9743)!;
    expect(charge).toMatchObject({ tax: 743 });
    const ledger = await chargeLedger(t, charge.id);
    expect(ledger.tax_payable).toBe(-743);
  });
});
