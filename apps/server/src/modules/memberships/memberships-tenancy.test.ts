import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@fairplay/contracts';
import { businesses, plans, subscriptions } from '@fairplay/db';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { clubIdOf, userIdOf } from '../../test/appointments-kit.js';
import { newPlan } from '../../test/memberships-kit.js';
import { registerSecondClub } from '../../test/second-club.js';
import { expectLedgerBalanced } from '../../test/payments-kit.js';

const table = endpoints.plans;

describe("plans and subscriptions stay in their club: another club's ids answer 404 and change nothing", () => {
  let t: TestApp;
  let owner: string;
  let other: { token: string; businessId: number };
  let planId: number;
  let subscriptionId: number;
  let raj: number;
  let clubId: number;
  beforeAll(async () => {
    t = await startTestApp();
    owner = await t.login('owner');
    clubId = await clubIdOf(t, owner);
    raj = await userIdOf(t, 'raj.patel');
    other = await registerSecondClub(t, 'p');
    planId = (await newPlan(t, owner, { amount: 1500 })).id;
    const started = await t.call(table.subscribeMember, { body: { member_id: raj, plan: planId }, token: owner });
    subscriptionId = started.body.payload.id;
  }, 60_000);
  afterAll(async () => {
    await expectLedgerBalanced(t);
    await t.close();
  });

  it("answers 404 for the other club's plans, subscriptions and members", async () => {
    const token = other.token;
    const statuses = [
      (await t.callRaw(table.update, { params: { id: planId }, body: { amount: 1 }, token })).status,
      (await t.callRaw(table.remove, { params: { id: planId }, query: {}, token })).status,
      (await t.callRaw(table.order, { body: { order: [planId] }, token })).status,
      (await t.callRaw(table.disable, { params: { id: planId }, body: { is_disabled: true }, token })).status,
      (await t.callRaw(table.subscribeMember, { body: { member_id: raj, plan: planId }, token })).status,
      (await t.callRaw(table.cancelMember, { body: { member_id: raj, subscription_id: subscriptionId }, token }))
        .status,
      (await t.callRaw(table.memberSubscriptions, { params: { id: raj }, token })).status,
      (await t.callRaw(table.get, { params: { id: subscriptionId }, token })).status,
      (await t.callRaw(table.cancelOwn, { body: { subscription_id: subscriptionId }, token })).status,
      (
        await t.callRaw(table.action, {
          params: { action: 'pause' },
          body: {
            subscription_ids: [subscriptionId],
            resumes_at: new Date(Date.now() + 86_400_000 * 400).toISOString(),
          },
          token,
        })
      ).status,
      (await t.callRaw(table.changePreview, { params: { id: subscriptionId }, query: { plan: planId }, token })).status,
      (await t.callRaw(table.change, { params: { id: subscriptionId }, body: { plan: planId }, token })).status,
      (
        await t.callRaw(table.subscribe, {
          body: { business_id: clubId, plan: planId, payment: { token: 'tok_x' } },
          token,
        })
      ).status,
    ];
    expect(statuses).toEqual([404, 404, 404, 404, 404, 404, 404, 404, 404, 404, 404, 404, 404]);
    const list = await t.call(table.list, { query: {}, token });
    expect(list.body.payload.map((plan) => plan.id)).not.toContain(planId);
    expect((await t.call(table.mine, { token })).body.payload).toEqual([]);
    const [plan] = await t.handle.db.select().from(plans).where(eq(plans.id, planId));
    expect(plan).toMatchObject({ amount: 1500, isDisabled: false, archivedAt: null });
    const [subscription] = await t.handle.db.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId));
    expect(subscription).toMatchObject({ status: 'active', resumesAt: null });
  });

  it("the public page shows a club's enabled plans by uid, and 404 for an unknown uid", async () => {
    const [club] = await t.handle.db.select().from(businesses).where(eq(businesses.id, clubId));
    const page = await t.call(table.publicMemberships, { params: { uid: club!.uid } });
    expect(page.body.payload.business.name).toBe(club!.name);
    const shown = page.body.payload.plans.find((row) => row.id === planId);
    expect(shown).toMatchObject({ plan_id: `plan_${planId}`, amount: 1500, subscribers: 0 });
    expect((await t.callRaw(table.publicMemberships, { params: { uid: 'no-such-club' } })).status).toBe(404);
  });
});
