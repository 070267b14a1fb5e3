import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUPON_MESSAGES, endpoints, type CouponCreateBody } from '@fairplay/contracts';
import { charges, clubCoupons, couponRedemptions, subscriptionInvoices, subscriptions } from '@fairplay/db';
import { simultaneous, startTestApp, type TestApp } from '../../test/harness.js';
import { userIdOf } from '../../test/appointments-kit.js';
import { newPlan } from '../../test/memberships-kit.js';
import { registerSecondClub } from '../../test/second-club.js';
import { expectLedgerBalanced } from '../../test/payments-kit.js';
import { RENEWAL_JOB } from './index.js';

const table = endpoints.plans;
let codes = 0;
const code = (prefix: string) => `${prefix}${Date.now().toString(36).toUpperCase()}${++codes}`;

describe('club coupons on members’ subscriptions', () => {
  let t: TestApp;
  let owner: string;
  let member: string;
  let raj: number;
  beforeAll(async () => {
    t = await startTestApp();
    owner = await t.login('owner');
    member = await t.login('member');
    raj = await userIdOf(t, 'raj.patel');
  });
  afterAll(async () => {
    await expectLedgerBalanced(t);
    await t.close();
  });

  async function newCoupon(body: Partial<CouponCreateBody> = {}) {
    const response = await t.call(table.couponCreate, {
      body: { code: code('C'), percent_off: 20, duration: 'forever', ...body },
      token: owner,
    });
    expect(response.status, response.body.message).toBe(200);
    return response.body.payload;
  }

  async function invoicesOf(subscriptionId: number) {
    return t.handle.db
      .select()
      .from(subscriptionInvoices)
      .where(eq(subscriptionInvoices.subscriptionId, subscriptionId))
      .orderBy(subscriptionInvoices.periodStart);
  }

  async function chargeOf(invoiceId: number) {
    const [row] = await t.handle.db
      .select()
      .from(charges)
      .where(eq(charges.idempotencyKey, `subscription-invoice-${invoiceId}-1`));
    return row;
  }

  /** Moves the test clock past the subscription's billing date and runs the renewal sweep. */
  async function renew(id: number) {
    const current = await t.call(table.get, { params: { id }, token: owner });
    const end = Date.parse(current.body.payload.current_period_end!);
    t.clock.advance(end - t.clock.now().getTime() + 60_000);
    await t.app.jobs.runDueJobs(t.clock.now(), { types: [RENEWAL_JOB] });
    // Months pass: the sessions signed in before have expired.
    owner = await t.login('owner');
    member = await t.login('member');
    return (await t.call(table.get, { params: { id }, token: owner })).body.payload;
  }

  it('staff create, list and archive coupons; codes are matched whatever their case', async () => {
    const made = await newCoupon({ code: code('spring').toLowerCase(), percent_off: 15, max_redemptions: 3 });
    expect(made).toMatchObject({ percent_off: 15, amount_off: null, times_redeemed: 0, valid: true });
    expect(made.code).toBe(made.code.toUpperCase());
    const again = await t.call(table.couponCreate, {
      body: { code: made.code.toLowerCase(), amount_off: 500, duration: 'once' },
      token: owner,
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(COUPON_MESSAGES.codeTaken);
    const list = await t.call(table.couponList, { token: owner });
    expect(list.body.payload.map((row) => row.id)).toContain(made.id);
    expect((await t.call(table.couponArchive, { params: { id: made.id }, token: owner })).status).toBe(200);
    expect((await t.call(table.couponArchive, { params: { id: made.id }, token: owner })).status).toBe(404);
    expect((await t.call(table.couponList, { token: owner })).body.payload.map((row) => row.id)).not.toContain(made.id);
    // An archived code can be used again by a new coupon.
    expect(
      (await t.call(table.couponCreate, { body: { code: made.code, percent_off: 5, duration: 'once' }, token: owner }))
        .status,
    ).toBe(200);
  });

  it('refuses bad coupons naming the field, and answers 401 and 403', async () => {
    const bad = async (body: object) => (await t.callRaw(table.couponCreate, { body, token: owner })).errors[0]!;
    expect(await bad({ code: 'A!', percent_off: 10, duration: 'once' })).toEqual({
      field: 'code',
      message: COUPON_MESSAGES.codeFormat,
    });
    expect(await bad({ code: code('B'), duration: 'once' })).toEqual({
      field: 'percent_off',
      message: COUPON_MESSAGES.oneDiscount,
    });
    expect(await bad({ code: code('B'), percent_off: 10, amount_off: 100, duration: 'once' })).toEqual({
      field: 'amount_off',
      message: COUPON_MESSAGES.oneDiscount,
    });
    expect((await bad({ code: code('B'), percent_off: 101, duration: 'once' })).field).toBe('percent_off');
    expect((await bad({ code: code('B'), amount_off: 0, duration: 'once' })).field).toBe('amount_off');
    expect(await bad({ code: code('B'), percent_off: 10, duration: 'repeating' })).toEqual({
      field: 'duration_in_months',
      message: COUPON_MESSAGES.monthsRequired,
    });
    expect(await bad({ code: code('B'), percent_off: 10, duration: 'once', duration_in_months: 2 })).toEqual({
      field: 'duration_in_months',
      message: COUPON_MESSAGES.monthsOnlyRepeating,
    });
    expect((await bad({ code: code('B'), percent_off: 10, duration: 'sometimes' })).field).toBe('duration');
    expect(
      await bad({ code: code('B'), percent_off: 10, duration: 'once', expires_at: '2001-01-01T00:00:00Z' }),
    ).toEqual({ field: 'expires_at', message: COUPON_MESSAGES.expiryFuture });
    expect((await bad({ code: code('B'), percent_off: 10, duration: 'once', max_redemptions: 0 })).field).toBe(
      'max_redemptions',
    );
    const body = { code: code('B'), percent_off: 10, duration: 'once' as const };
    expect((await t.callRaw(table.couponCreate, { body, token: member })).status).toBe(403);
    expect((await t.callRaw(table.couponList, { token: member })).status).toBe(403);
    expect((await t.callRaw(table.couponCreate, { body })).status).toBe(401);
  });

  it('a repeating percent coupon discounts the first charge and the renewals in its months, in the ledger', async () => {
    const plan = await newPlan(t, owner, { amount: 8900 });
    const coupon = await newCoupon({ percent_off: 15, duration: 'repeating', duration_in_months: 2 });
    const check = await t.call(table.couponCheck, { body: { code: coupon.code, plan: plan.id }, token: owner });
    expect(check.body.payload).toMatchObject({ plan_amount: 8900, first_discount: 1335, first_amount: 7565 });
    const started = await t.call(table.subscribeMember, {
      body: { member_id: raj, plan: plan.id, coupon: coupon.code.toLowerCase() },
      token: owner,
    });
    expect(started.status, started.body.message).toBe(200);
    const id = started.body.payload.id;
    expect(started.body.payload).toMatchObject({
      status: 'active',
      amount: 8900,
      discount: { code: coupon.code, percent_off: 15, duration: 'repeating' },
      next_charge: { amount: 7565 },
    });
    const [first] = await invoicesOf(id);
    expect(first).toMatchObject({ amount: 7565, discount: 1335, status: 'paid' });
    const charge = await chargeOf(first!.id);
    expect(charge).toMatchObject({ status: 'succeeded', total: 7565 });
    expect(charge!.description).toContain(coupon.code);

    const second = await renew(id);
    expect(second.status).toBe('active');
    // The third period starts two months after the redemption: the coupon is over.
    expect(second.next_charge?.amount).toBe(8900);
    const third = await renew(id);
    expect(third.status).toBe('active');
    const invoices = await invoicesOf(id);
    expect(invoices.map((row) => [row.amount, row.discount, row.status])).toEqual([
      [7565, 1335, 'paid'],
      [7565, 1335, 'paid'],
      [8900, 0, 'paid'],
    ]);
    expect((await chargeOf(invoices[2]!.id))!.total).toBe(8900);
    const [counted] = await t.handle.db.select().from(clubCoupons).where(eq(clubCoupons.id, coupon.id));
    expect(counted!.timesRedeemed).toBe(1);
    await t.call(table.cancelMember, { body: { member_id: raj, subscription_id: id }, token: owner });
  });

  it('a once coupon after a trial discounts the first renewal only; a full coupon charges nothing', async () => {
    const plan = await newPlan(t, owner, { amount: 3000, interval: 'week', trial_period_days: 3 });
    const once = await newCoupon({ amount_off: 1000, percent_off: null, duration: 'once' });
    const started = await t.call(table.subscribeMember, {
      body: { member_id: raj, plan: plan.id, coupon: once.code },
      token: owner,
    });
    expect(started.body.payload).toMatchObject({ status: 'trialing', next_charge: { amount: 2000 } });
    const id = started.body.payload.id;
    expect(await invoicesOf(id)).toEqual([]);
    await renew(id);
    await renew(id);
    expect((await invoicesOf(id)).map((row) => [row.amount, row.discount])).toEqual([
      [2000, 1000],
      [3000, 0],
    ]);
    await t.call(table.cancelMember, { body: { member_id: raj, subscription_id: id }, token: owner });

    const free = await newCoupon({ percent_off: 100, duration: 'once' });
    const freePlan = await newPlan(t, owner, { amount: 4500, interval: 'week' });
    const given = await t.call(table.subscribeMember, {
      body: { member_id: raj, plan: freePlan.id, coupon: free.code },
      token: owner,
    });
    expect(given.status, given.body.message).toBe(200);
    expect(given.body.payload).toMatchObject({ status: 'active', next_charge: { amount: 4500 } });
    expect(given.body.payload.payment_method).not.toBeNull();
    const [paid] = await invoicesOf(given.body.payload.id);
    expect(paid).toMatchObject({ amount: 0, discount: 4500, status: 'paid', chargeId: null });
    const renewed = await renew(given.body.payload.id);
    expect(renewed.status).toBe('active');
    expect((await invoicesOf(given.body.payload.id))[1]).toMatchObject({ amount: 4500, discount: 0, status: 'paid' });
    await t.call(table.cancelMember, {
      body: { member_id: raj, subscription_id: given.body.payload.id },
      token: owner,
    });
  });

  it('an unknown, expired or used-up coupon is refused on the coupon field and nothing is written', async () => {
    const plan = await newPlan(t, owner, { amount: 2000 });
    const subscribe = (coupon: string) =>
      t.callRaw(table.subscribeMember, { body: { member_id: raj, plan: plan.id, coupon }, token: owner });
    expect((await subscribe('NOPE-NOT-HERE')).errors[0]).toEqual({ field: 'coupon', message: COUPON_MESSAGES.unknown });
    const expiring = await newCoupon({ expires_at: new Date(t.clock.now().getTime() + 3_600_000).toISOString() });
    t.clock.advance(2 * 3_600_000);
    owner = await t.login('owner');
    expect((await subscribe(expiring.code)).errors[0]).toEqual({ field: 'coupon', message: COUPON_MESSAGES.expired });
    const single = await newCoupon({ max_redemptions: 1 });
    const other = await newPlan(t, owner, { amount: 2000 });
    const used = await t.call(table.subscribeMember, {
      body: { member_id: raj, plan: other.id, coupon: single.code },
      token: owner,
    });
    expect(used.status).toBe(200);
    expect((await subscribe(single.code)).errors[0]).toEqual({ field: 'coupon', message: COUPON_MESSAGES.usedUp });
    const live = await t.handle.db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.planId, plan.id), eq(subscriptions.userId, raj)));
    expect(live).toEqual([]);
    const listed = (await t.call(table.couponList, { token: owner })).body.payload;
    expect(listed.find((row) => row.id === single.id)).toMatchObject({ times_redeemed: 1, valid: false });
    expect(listed.find((row) => row.id === expiring.id)).toMatchObject({ times_redeemed: 0, valid: false });
    expect(
      (await t.callRaw(table.couponCheck, { body: { code: single.code, plan: plan.id }, token: owner })).errors[0],
    ).toEqual({ field: 'code', message: COUPON_MESSAGES.usedUp });
    await t.call(table.cancelMember, { body: { member_id: raj, subscription_id: used.body.payload.id }, token: owner });
  });

  it('of many simultaneous redemptions of a coupon with 3 left, the database lets exactly 3 through', async () => {
    const attempts = simultaneous(40);
    const coupon = await newCoupon({ max_redemptions: 3 });
    const plans = [];
    for (let i = 0; i < attempts; i++) plans.push(await newPlan(t, owner, { amount: 1000 }));
    const responses = await Promise.all(
      plans.map((plan) =>
        t.call(table.subscribeMember, { body: { member_id: raj, plan: plan.id, coupon: coupon.code }, token: owner }),
      ),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(3);
    expect(statuses.filter((status) => status === 400)).toHaveLength(attempts - 3);
    for (const refused of responses.filter((response) => response.status === 400))
      expect(refused.body.message).toBe(COUPON_MESSAGES.usedUp);
    const [row] = await t.handle.db.select().from(clubCoupons).where(eq(clubCoupons.id, coupon.id));
    expect(row!.timesRedeemed).toBe(3);
    const redemptions = await t.handle.db
      .select()
      .from(couponRedemptions)
      .where(eq(couponRedemptions.couponId, coupon.id));
    expect(redemptions).toHaveLength(3);
    for (const response of responses.filter((one) => one.status === 200))
      await t.call(table.cancelMember, {
        body: { member_id: raj, subscription_id: response.body.payload.id },
        token: owner,
      });
  }, 120_000);

  it("another club's coupons are unknown: 404 to archive, not listed, refused when redeemed", async () => {
    const coupon = await newCoupon();
    const other = await registerSecondClub(t, 'cp');
    expect((await t.callRaw(table.couponArchive, { params: { id: coupon.id }, token: other.token })).status).toBe(404);
    expect((await t.call(table.couponList, { token: other.token })).body.payload).toEqual([]);
    const plan = await newPlan(t, other.token, { amount: 1000 });
    const check = await t.callRaw(table.couponCheck, {
      body: { code: coupon.code, plan: plan.id },
      token: other.token,
    });
    expect(check.errors[0]).toEqual({ field: 'code', message: COUPON_MESSAGES.unknown });
    const mine = await newPlan(t, owner, { amount: 1000 });
    expect(
      (await t.callRaw(table.couponCheck, { body: { code: coupon.code, plan: mine.id }, token: other.token })).status,
    ).toBe(404);
    const [row] = await t.handle.db.select().from(clubCoupons).where(eq(clubCoupons.id, coupon.id));
    expect(row).toMatchObject({ archivedAt: null, timesRedeemed: 0 });
  });
});
