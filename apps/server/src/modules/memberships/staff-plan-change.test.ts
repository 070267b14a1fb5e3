import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAN_CHANGE_MESSAGES, PLAN_MESSAGES, endpoints } from '@fairplay/contracts';
import { subscriptions } from '@fairplay/db';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { userIdOf } from '../../test/appointments-kit.js';
import { newPlan } from '../../test/memberships-kit.js';
import { expectLedgerBalanced } from '../../test/payments-kit.js';

const table = endpoints.plans;
const DAY = 86_400_000;

/**
 * Staff changing a member's plan from the member detail page (issue 14): the same preview and change calls the
 * member uses, with the club's rights: staff may move a member onto a plan only the club gives, staff without the
 * payments update right cannot, and the member's own change to such a plan is refused.
 */
describe('staff change a member’s plan', () => {
  let t: TestApp;
  let owner: string;
  let raj: string;
  let coach: string;
  let rajId: number;
  beforeAll(async () => {
    t = await startTestApp();
    owner = await t.login('owner');
    raj = await t.login('raj.patel');
    coach = await t.login('coach');
    rajId = await userIdOf(t, 'raj.patel');
  }, 60_000);
  afterAll(async () => {
    await expectLedgerBalanced(t);
    await t.close();
  });

  it('moves the member onto a plan only the club gives, which the member could not choose', async () => {
    const basic = await newPlan(t, owner, { nickname: 'Staff basic', amount: 4000, interval: 'month' });
    const clubOnly = await newPlan(t, owner, {
      nickname: 'Club-given premium',
      amount: 10_000,
      interval: 'month',
      nbu_subscribe: false,
    });
    const started = await t.call(table.subscribeMember, { body: { member_id: rajId, plan: basic.id }, token: owner });
    expect(started.status, started.body.message).toBe(200);
    const id = started.body.payload.id;
    t.clock.advance(10 * DAY);

    // The member himself may not pick a plan only the club gives; nothing changes.
    const own = await t.callRaw(table.change, { params: { id }, body: { plan: clubOnly.id }, token: raj });
    expect(own.status).toBe(400);
    expect(own.errors[0]).toEqual({ field: 'plan', message: PLAN_MESSAGES.notSelfService });
    // Staff who may not change payments do not reach the subscription at all.
    const byCoach = await t.callRaw(table.changePreview, {
      params: { id },
      query: { plan: clubOnly.id },
      token: coach,
    });
    expect(byCoach.status).toBe(404);
    expect((await t.callRaw(table.change, { params: { id }, body: { plan: clubOnly.id }, token: coach })).status).toBe(
      404,
    );
    const [unchanged] = await t.handle.db.select().from(subscriptions).where(eq(subscriptions.id, id));
    expect(unchanged).toMatchObject({ planId: basic.id, amount: 4000 });

    const preview = await t.call(table.changePreview, { params: { id }, query: { plan: clubOnly.id }, token: owner });
    expect(preview.status, preview.body.message).toBe(200);
    expect(preview.body.payload.due_now).toBeGreaterThan(0);
    const changed = await t.call(table.change, { params: { id }, body: { plan: clubOnly.id }, token: owner });
    expect(changed.status, changed.body.message).toBe(200);
    expect(changed.body.message).toBe(PLAN_CHANGE_MESSAGES.changed);
    expect(changed.body.payload).toMatchObject({ plan: { id: clubOnly.id }, amount: 10_000, status: 'active' });

    // The member detail shows the new plan.
    const listed = await t.call(table.memberSubscriptions, { params: { id: rajId }, token: owner });
    expect(listed.body.payload.find((row) => row.id === id)).toMatchObject({ plan: { id: clubOnly.id } });
  });
});
