import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SANDBOX_TEST_CARDS, endpoints, type PlanCreateBody } from '@fairplay/contracts';
import { TenantScope, charges, revenueDeferrals, subscriptionInvoices, type Executor } from '@fairplay/db';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { clubIdOf, userIdOf } from '../../test/appointments-kit.js';
import { newPlan } from '../../test/memberships-kit.js';
import { cardToken, expectLedgerBalanced, freshKey } from '../../test/payments-kit.js';
import { groupIdsByName } from '../../test/points-kit.js';
import { returnPackUse, takePackUse } from '../class-packs/index.js';
import { POINTS_EXPIRY_JOB } from '../points/index.js';
import { chargeMovements, RECOGNITION_JOB } from './index.js';

const DAY = 86_400_000;

/**
 * Issue 25 point 10: money paid ahead is a liability until earned. A plan's period is earned day by day by the
 * recognition job (exact to the cent: each day its share of what is left, the last day the rest), a class pack as
 * its uses are taken, points as they are spent; what expires unused goes to prepaid_expired. Tax stays posted to
 * tax payable when charged. The clock is moved and only the job under test is run.
 */
describe('deferred revenue: plans, class packs and points earned over time, in the ledger', () => {
  let t: TestApp;
  let owner: string;
  let member: string;
  let clubId: number;
  let raj: number;
  let memberId: number;
  let taxId: number;
  beforeAll(async () => {
    t = await startTestApp();
    owner = await t.login('owner');
    member = await t.login('member');
    clubId = await clubIdOf(t, owner);
    raj = await userIdOf(t, 'raj.patel');
    memberId = await userIdOf(t, 'member');
    const tax = await t.call(endpoints.payments.createTax, {
      body: { display_name: 'Deferral test tax', percentage: 8.25 },
      token: owner,
    });
    expect(tax.status, tax.body.message).toBe(200);
    taxId = tax.body.payload.id;
  }, 120_000);
  // The clock moves by days and a year: each test signs in afresh.
  beforeEach(async () => {
    owner = await t.login('owner');
    member = await t.login('member');
  });
  afterAll(async () => {
    await expectLedgerBalanced(t);
    await t.close();
  });

  const recognize = () => t.app.jobs.runDueJobs(t.clock.now(), { types: [RECOGNITION_JOB] });
  const scope = (db: Executor = t.handle.db) => new TenantScope(db, clubId);
  const deferralOf = async (chargeId: number) =>
    (await t.handle.db.select().from(revenueDeferrals).where(eq(revenueDeferrals.chargeId, chargeId)))[0]!;
  /** A charge's ledger sums per account (its own movement, refunds and recognitions). */
  async function sums(chargeId: number) {
    const out: Record<string, number> = {};
    for (const row of await chargeMovements(scope(), chargeId)) out[row.account] = (out[row.account] ?? 0) + row.amount;
    return out;
  }
  /** Raj subscribes to a new plan (charged to his saved card); answers the subscription and its first charge. */
  async function subscribe(body: Partial<PlanCreateBody>) {
    const plan = await newPlan(t, owner, { default_tax_rates: [taxId], ...body });
    const started = await t.call(endpoints.plans.subscribeMember, {
      body: { member_id: raj, plan: plan.id },
      token: owner,
    });
    expect(started.status, started.body.message).toBe(200);
    const sub = started.body.payload;
    const [invoice] = await t.handle.db
      .select()
      .from(subscriptionInvoices)
      .where(eq(subscriptionInvoices.subscriptionId, sub.id));
    return { sub, chargeId: invoice!.chargeId! };
  }

  it('charges a weekly plan to deferred revenue and earns it day by day, the sum exact to the cent', async () => {
    const { sub, chargeId } = await subscribe({ nickname: 'Deferred weekly', amount: 1000, interval: 'week' });
    // Tax (8.25 % of 10.00 = 0.83) is owed at once; the 10.00 is not yet earned.
    expect(await sums(chargeId)).toMatchObject({ deferred_revenue: -1000, tax_payable: -83 });
    expect((await sums(chargeId)).revenue).toBeUndefined();
    const start = new Date(sub.current_period_start).getTime();
    expect(await deferralOf(chargeId)).toMatchObject({
      source: 'plan',
      refId: sub.id,
      cadence: 'period',
      amount: 1000,
      released: 0,
      endsAt: new Date(start + 7 * DAY),
    });
    const released: number[] = [];
    for (let day = 1; day <= 7; day += 1) {
      t.clock.advance(start + day * DAY + 60_000 - t.clock.now().getTime());
      const before = (await deferralOf(chargeId)).released;
      expect((await recognize()).failed).toBe(0);
      released.push((await deferralOf(chargeId)).released - before);
    }
    // Each day its share of what is left, rounded down; the last day the rest.
    expect(released).toEqual([142, 143, 143, 143, 143, 143, 143]);
    expect(await sums(chargeId)).toMatchObject({ deferred_revenue: 0, revenue: -1000, tax_payable: -83 });
    await expectLedgerBalanced(t);
    await t.call(endpoints.plans.cancelMember, { body: { member_id: raj, subscription_id: sub.id }, token: owner });
  });

  it('earns a $1,200 yearly plan over the year: a missed stretch is caught up, the end takes the rest', async () => {
    const { sub, chargeId } = await subscribe({ nickname: 'Deferred yearly', amount: 120_000, interval: 'year' });
    expect(await sums(chargeId)).toMatchObject({ deferred_revenue: -120_000, tax_payable: -9900 });
    const start = new Date(sub.current_period_start).getTime();
    const end = new Date(sub.current_period_end!).getTime();
    expect(end - start).toBe(365 * DAY);
    t.clock.advance(start + DAY + 60_000 - t.clock.now().getTime());
    await recognize();
    expect((await deferralOf(chargeId)).released).toBe(328);
    // 99 days later in one run: 99 of the 364 days left earn their share of 119,672.
    t.clock.advance(99 * DAY);
    await recognize();
    expect((await deferralOf(chargeId)).released).toBe(328 + Math.floor((119_672 * 99) / 364));
    expect((await sums(chargeId)).revenue).toBe(-(328 + 32_548));
    await expectLedgerBalanced(t);
    t.clock.advance(end + 60_000 - t.clock.now().getTime());
    await recognize();
    expect(await deferralOf(chargeId)).toMatchObject({ released: 120_000, releasedThrough: new Date(end) });
    expect(await sums(chargeId)).toMatchObject({ deferred_revenue: 0, revenue: -120_000, tax_payable: -9900 });
    await t.call(endpoints.plans.cancelMember, { body: { member_id: raj, subscription_id: sub.id }, token: owner });
  });

  it('a plan refunded mid-period gives back what is still deferred first, and earns nothing more', async () => {
    const { sub, chargeId } = await subscribe({ nickname: 'Deferred refunded', amount: 3000, interval: 'month' });
    const start = new Date(sub.current_period_start).getTime();
    const days = (new Date(sub.current_period_end!).getTime() - start) / DAY;
    t.clock.advance(start + 10 * DAY + 60_000 - t.clock.now().getTime());
    await recognize();
    const earned = Math.floor((3000 * 10) / days);
    expect((await deferralOf(chargeId)).released).toBe(earned);
    // A partial refund (10.00 + its tax) comes off the unearned part only.
    const refund = (amount: number) =>
      t.callRaw(endpoints.payments.refund, {
        headers: freshKey(),
        body: { payment_id: chargeId, amount },
        token: owner,
      });
    const partial = await refund(1083);
    expect(partial.status, partial.body.message).toBe(200);
    expect(await deferralOf(chargeId)).toMatchObject({ returned: 1000, released: earned });
    expect(await sums(chargeId)).toMatchObject({ deferred_revenue: -(3000 - earned - 1000), revenue: -earned });
    // The rest back: what is still deferred leaves the liability, and what was earned comes off revenue.
    const [paid] = await t.handle.db.select().from(charges).where(eq(charges.id, chargeId));
    const rest = await refund(paid!.total - 1083);
    expect(rest.status, rest.body.message).toBe(200);
    expect(await deferralOf(chargeId)).toMatchObject({ returned: 3000 - earned, released: earned });
    expect(await sums(chargeId)).toMatchObject({ deferred_revenue: 0, revenue: 0, tax_payable: 0 });
    // Later runs earn nothing of a refunded plan.
    t.clock.advance(5 * DAY);
    await recognize();
    expect((await deferralOf(chargeId)).released).toBe(earned);
    expect(await sums(chargeId)).toMatchObject({ revenue: 0, deferred_revenue: 0 });
    await expectLedgerBalanced(t);
  });

  it('a pause stretches the paid period: the same money is earned over the longer time', async () => {
    const { sub, chargeId } = await subscribe({ nickname: 'Deferred paused', amount: 1400, interval: 'week' });
    const start = new Date(sub.current_period_start).getTime();
    // Paused for 7 days from the start: the week paid is earned over 14 days.
    const paused = await t.call(endpoints.plans.action, {
      params: { action: 'pause' },
      body: { subscription_ids: [sub.id], resumes_at: new Date(t.clock.now().getTime() + 7 * DAY).toISOString() },
      token: owner,
    });
    expect(paused.status, paused.body.message).toBe(200);
    const stretched = (await deferralOf(chargeId)).endsAt!.getTime();
    expect(stretched - start).toBeGreaterThan(13 * DAY);
    t.clock.advance(start + DAY + 60_000 - t.clock.now().getTime());
    await recognize();
    expect((await deferralOf(chargeId)).released).toBe(Math.floor((1400 * DAY) / (stretched - start)));
    t.clock.advance(stretched + 60_000 - t.clock.now().getTime());
    await recognize();
    expect(await sums(chargeId)).toMatchObject({ deferred_revenue: 0, revenue: -1400 });
    await t.call(endpoints.plans.cancelMember, { body: { member_id: raj, subscription_id: sub.id }, token: owner });
  });

  it('a class pack earns its money use by use, a use given back is owed again, the rest expires', async () => {
    const plan = await newPlan(t, owner, {
      nickname: 'Deferred pack',
      amount: 10_000,
      interval: null,
      one_time: true,
      uses: 3,
      valid_days: 30,
    });
    const token = await cardToken(t, SANDBOX_TEST_CARDS.succeeds);
    const bought = await t.call(endpoints.plans.subscribe, {
      body: { business_id: clubId, plan: plan.id, payment: { token } },
      token: member,
    });
    expect(bought.status, bought.body.message).toBe(200);
    const pack = (
      await t.call(endpoints.classPacks.memberPacks, { params: { id: memberId }, token: member })
    ).body.payload.find((row) => row.plan_id === plan.id)!;
    const [invoice] = await t.handle.db
      .select()
      .from(subscriptionInvoices)
      .where(eq(subscriptionInvoices.subscriptionId, bought.body.payload.id));
    const chargeId = invoice!.chargeId!;
    expect(await sums(chargeId)).toMatchObject({ deferred_revenue: -10_000 });
    expect(await deferralOf(chargeId)).toMatchObject({ source: 'pack', cadence: 'uses', unitsLeft: 3 });
    const use = () =>
      t.handle.db.transaction((tx) =>
        takePackUse(scope(tx), {
          packId: pack.id,
          memberId,
          kind: 'group',
          start: new Date(t.clock.now().getTime() + DAY),
          description: 'Deferral clinic',
          actorId: memberId,
          at: t.clock.now(),
        }),
      );
    const first = await use();
    expect((await sums(chargeId)).revenue).toBe(-3333);
    await use();
    expect((await sums(chargeId)).revenue).toBe(-6666);
    // One use given back: its share is owed again.
    await t.handle.db.transaction((tx) =>
      returnPackUse(scope(tx), { useId: first, description: 'cancelled', actorId: memberId, at: t.clock.now() }),
    );
    expect(await sums(chargeId)).toMatchObject({ revenue: -3333, deferred_revenue: -6667 });
    expect(await deferralOf(chargeId)).toMatchObject({ unitsLeft: 2, unitsUsed: 1 });
    await use();
    expect(await sums(chargeId)).toMatchObject({ revenue: -6666, deferred_revenue: -3334 });
    // Past its expiry the one use left is never taken: its money is breakage.
    t.clock.advance(31 * DAY);
    await recognize();
    expect(await sums(chargeId)).toMatchObject({ revenue: -6666, deferred_revenue: 0, prepaid_expired: -3334 });
    expect(await deferralOf(chargeId)).toMatchObject({ released: 6666, expired: 3334, unitsLeft: 0 });
    await expectLedgerBalanced(t);
  });

  it('bought points earn their money as spent; what is left expires with the lot', async () => {
    const golf = (await groupIdsByName(t, clubId)).get('Golf simulators')!;
    // Golf points, on sale for 1.50 each and valid for a day.
    const created = await t.call(endpoints.points.createEntity, {
      body: { facility_group_id: golf, price_per_point: 150, expiration_date: 1 },
      token: owner,
    });
    expect(created.status, created.body.message).toBe(200);
    const token = await cardToken(t, SANDBOX_TEST_CARDS.succeeds);
    const bought = await t.callRaw(endpoints.points.buy, {
      body: { user_id: memberId, facility_group_id: golf, points: 30, token },
      headers: freshKey(),
      token: member,
    });
    expect(bought.status, bought.body.message).toBe(200);
    const lot = bought.body.payload.user_payment;
    const chargeId = lot.charge_id!;
    const price = lot.amount;
    expect(price).toBe(4500);
    expect(await sums(chargeId)).toMatchObject({ deferred_revenue: -price });
    expect(await deferralOf(chargeId)).toMatchObject({ source: 'points', refId: lot.id, unitsLeft: 30 });
    const spent = await t.callRaw(endpoints.points.charge, {
      body: { user_id: memberId, amount: 10, facility_group_id: golf },
      headers: freshKey(),
      token: owner,
    });
    expect(spent.status, spent.body.message).toBe(200);
    expect(await deferralOf(chargeId)).toMatchObject({ unitsUsed: 10, unitsLeft: 20 });
    const earned = Math.floor((price * 10) / 30);
    expect(await sums(chargeId)).toMatchObject({ revenue: -earned, deferred_revenue: -(price - earned) });
    // The lot expires: its 20 points are written off, and the money left for them with them.
    t.clock.advance(DAY + 60_000);
    await t.app.jobs.runDueJobs(t.clock.now(), { types: [POINTS_EXPIRY_JOB] });
    expect(await sums(chargeId)).toMatchObject({
      revenue: -earned,
      deferred_revenue: 0,
      prepaid_expired: -(price - earned),
    });
    await expectLedgerBalanced(t);
  });
});
