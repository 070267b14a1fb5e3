import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, PLAN_MESSAGES } from '@fairplay/contracts';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { userIdOf } from '../../test/appointments-kit.js';
import { newPlan } from '../../test/memberships-kit.js';
import { expectLedgerBalanced } from '../../test/payments-kit.js';

const table = endpoints.plans;

/** Issue 26: `payment/plan/update/{id}` takes the spec's `one_time` while the plan has no active subscribers. */
describe("a plan's one_time", () => {
  let t: TestApp;
  let owner: string;
  let raj: number;
  beforeAll(async () => {
    t = await startTestApp();
    owner = await t.login('owner');
    raj = await userIdOf(t, 'raj.patel');
  });
  afterAll(async () => {
    await expectLedgerBalanced(t);
    await t.close();
  });

  const update = (id: number, body: Record<string, unknown>) =>
    t.callRaw(table.update, { params: { id }, body, token: owner });

  it('turns a plan without subscribers into a one-time product and back', async () => {
    const plan = await newPlan(t, owner, { amount: 4000, interval: 'month' });
    const product = await update(plan.id, { one_time: true, interval: null });
    expect(product.status, product.body.message).toBe(200);
    expect(product.body.payload).toMatchObject({ one_time: true, interval: null });
    // The plan's shape still holds: a product has no interval, a plan needs one.
    const shapeless = await update(plan.id, { one_time: false });
    expect(shapeless.status).toBe(400);
    expect(shapeless.errors.map((error) => error.field)).toContain('interval');
    const back = await update(plan.id, { one_time: false, interval: 'week' });
    expect(back.status, back.body.message).toBe(200);
    expect(back.body.payload).toMatchObject({ one_time: false, interval: 'week' });
  });

  it('refuses the change with a clear message while the plan has subscribers, changing nothing', async () => {
    const plan = await newPlan(t, owner, { amount: 3000, interval: 'month' });
    const subscribed = await t.call(table.subscribeMember, { body: { member_id: raj, plan: plan.id }, token: owner });
    expect(subscribed.status, subscribed.body.message).toBe(200);
    const refused = await update(plan.id, { one_time: true, interval: null, nickname: 'Renamed' });
    expect(refused.status).toBe(409);
    expect(refused.errors).toContainEqual({ field: 'one_time', message: PLAN_MESSAGES.oneTimeHasSubscribers });
    const plans = (await t.call(table.list, { query: {}, token: owner })).body.payload;
    expect(plans.find((row) => row.id === plan.id)).toMatchObject({ one_time: false, interval: 'month' });
    expect(plans.find((row) => row.id === plan.id)?.nickname).not.toBe('Renamed');
    // Sending the value it already has is no change, and other fields still save.
    const same = await update(plan.id, { one_time: false, description: 'Still monthly' });
    expect(same.status, same.body.message).toBe(200);
  });
});
