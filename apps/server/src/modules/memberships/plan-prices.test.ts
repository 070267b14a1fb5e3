import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@fairplay/contracts';
import { subscriptionInvoices } from '@fairplay/db';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { userIdOf } from '../../test/appointments-kit.js';
import { newPlan } from '../../test/memberships-kit.js';
import { expectLedgerBalanced } from '../../test/payments-kit.js';
import { RENEWAL_JOB } from './index.js';

const table = endpoints.plans;

describe("a plan's price change", () => {
  let t: TestApp;
  let owner: string;
  let raj: number;
  let member: number;
  beforeAll(async () => {
    t = await startTestApp();
    owner = await t.login('owner');
    raj = await userIdOf(t, 'raj.patel');
    member = await userIdOf(t, 'member');
  });
  afterAll(async () => {
    await expectLedgerBalanced(t);
    await t.close();
  });

  const subscribe = async (memberId: number, plan: number) => {
    const response = await t.call(table.subscribeMember, { body: { member_id: memberId, plan }, token: owner });
    expect(response.status, response.body.message).toBe(200);
    return response.body.payload;
  };
  const get = async (id: number) => (await t.call(table.get, { params: { id }, token: owner })).body.payload;

  it('applies to new subscriptions only, unless staff choose to move the existing ones', async () => {
    const plan = await newPlan(t, owner, { amount: 4000, interval: 'week' });
    const first = await subscribe(raj, plan.id);

    const raised = await t.call(table.update, { params: { id: plan.id }, body: { amount: 5000 }, token: owner });
    expect(raised.body.payload.amount).toBe(5000);
    expect(await get(first.id)).toMatchObject({ amount: 4000, next_charge: { amount: 4000 } });
    const second = await subscribe(member, plan.id);
    expect(second).toMatchObject({ amount: 5000, next_charge: { amount: 5000 } });

    const moved = await t.call(table.update, {
      params: { id: plan.id },
      body: { amount: 6000, apply_to_existing: true },
      token: owner,
    });
    expect(moved.status, moved.body.message).toBe(200);
    // Both live subscriptions now renew at the new price; what was paid for the current period stays.
    expect(await get(first.id)).toMatchObject({ amount: 6000, next_charge: { amount: 6000 } });
    expect(await get(second.id)).toMatchObject({ amount: 6000, next_charge: { amount: 6000 } });
    const [paid] = await t.handle.db
      .select()
      .from(subscriptionInvoices)
      .where(eq(subscriptionInvoices.subscriptionId, first.id));
    expect(paid!.amount).toBe(4000);

    // The next renewal bills the new price.
    const end = Date.parse((await get(first.id)).current_period_end!);
    t.clock.advance(end - t.clock.now().getTime() + 60_000);
    await t.app.jobs.runDueJobs(t.clock.now(), { types: [RENEWAL_JOB] });
    owner = await t.login('owner');
    const invoices = await t.handle.db
      .select()
      .from(subscriptionInvoices)
      .where(eq(subscriptionInvoices.subscriptionId, first.id))
      .orderBy(subscriptionInvoices.periodStart);
    expect(invoices.map((row) => [row.amount, row.status])).toEqual([
      [4000, 'paid'],
      [6000, 'paid'],
    ]);

    // A canceled subscription keeps the price it had.
    await t.call(table.cancelMember, { body: { member_id: member, subscription_id: second.id }, token: owner });
    await t.call(table.update, {
      params: { id: plan.id },
      body: { amount: 7000, apply_to_existing: true },
      token: owner,
    });
    expect((await get(second.id)).amount).toBe(6000);
    expect((await get(first.id)).amount).toBe(7000);
    await t.call(table.cancelMember, { body: { member_id: raj, subscription_id: first.id }, token: owner });
  });

  it('refuses a bad price naming the field and changes nothing', async () => {
    const plan = await newPlan(t, owner, { amount: 2500 });
    const started = await subscribe(raj, plan.id);
    const bad = await t.callRaw(table.update, {
      params: { id: plan.id },
      body: { amount: -5, apply_to_existing: true },
      token: owner,
    });
    expect(bad.status).toBe(400);
    expect(bad.errors[0]!.field).toBe('amount');
    const notBoolean = await t.callRaw(table.update, {
      params: { id: plan.id },
      body: { amount: 3000, apply_to_existing: 'yes' },
      token: owner,
    });
    expect(notBoolean.errors[0]!.field).toBe('apply_to_existing');
    expect((await get(started.id)).amount).toBe(2500);
    await t.call(table.cancelMember, { body: { member_id: raj, subscription_id: started.id }, token: owner });
  });
});
