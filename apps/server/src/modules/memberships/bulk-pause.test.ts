import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAN_MESSAGES, endpoints } from '@fairplay/contracts';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { userIdOf } from '../../test/appointments-kit.js';
import { newPlan } from '../../test/memberships-kit.js';
import { registerSecondClub } from '../../test/second-club.js';
import { expectLedgerBalanced } from '../../test/payments-kit.js';

const table = endpoints.plans;
const DAY = 86_400_000;

describe('staff pause many members at once for a closure', () => {
  let t: TestApp;
  let owner: string;
  let raj: number;
  let emma: number;
  beforeAll(async () => {
    t = await startTestApp();
    owner = await t.login('owner');
    raj = await userIdOf(t, 'raj.patel');
    emma = await userIdOf(t, 'member');
  });
  afterAll(async () => {
    await expectLedgerBalanced(t);
    await t.close();
  });

  it("lists a plan's live subscriptions, pauses them together and resumes them together", async () => {
    const plan = await newPlan(t, owner, { amount: 3500 });
    const ids: number[] = [];
    const ends = new Map<number, number>();
    for (const member of [raj, emma]) {
      const started = await t.call(table.subscribeMember, { body: { member_id: member, plan: plan.id }, token: owner });
      expect(started.status, started.body.message).toBe(200);
      ids.push(started.body.payload.id);
      ends.set(started.body.payload.id, Date.parse(started.body.payload.current_period_end!));
    }
    const listed = await t.call(table.planSubscriptions, { params: { id: plan.id }, token: owner });
    expect(listed.body.payload.map((row) => row.id)).toEqual(ids);
    expect(listed.body.payload.map((row) => row.member_id)).toEqual([raj, emma]);

    const resumesAt = new Date(t.clock.now().getTime() + 14 * DAY);
    resumesAt.setUTCHours(0, 0, 0, 0);
    const paused = await t.call(table.action, {
      params: { action: 'pause' },
      body: { subscription_ids: ids, resumes_at: resumesAt.toISOString() },
      token: owner,
    });
    expect(paused.status, paused.body.message).toBe(200);
    expect(paused.body.message).toBe(PLAN_MESSAGES.paused);
    for (const row of paused.body.payload) {
      expect(row.pause_collection?.resumes_at).toBe(resumesAt.toISOString());
      const pausedFor = resumesAt.getTime() - Date.parse(row.pause_collection!.paused_at);
      expect(Date.parse(row.current_period_end!)).toBe(ends.get(row.id)! + pausedFor);
      expect(row.next_charge?.date).toBe(row.current_period_end);
    }

    // One already paused: the whole call is refused and nothing changes.
    const other = await newPlan(t, owner, { amount: 1000 });
    const third = await t.call(table.subscribeMember, { body: { member_id: raj, plan: other.id }, token: owner });
    const mixed = await t.call(table.action, {
      params: { action: 'pause' },
      body: { subscription_ids: [third.body.payload.id, ids[0]!], resumes_at: resumesAt.toISOString() },
      token: owner,
    });
    expect(mixed.status).toBe(409);
    expect(mixed.body.message).toBe(PLAN_MESSAGES.alreadyPaused);
    expect(
      (await t.call(table.get, { params: { id: third.body.payload.id }, token: owner })).body.payload.pause_collection,
    ).toBeNull();

    const resumed = await t.call(table.action, {
      params: { action: 'resume' },
      body: { subscription_ids: ids },
      token: owner,
    });
    expect(resumed.status, resumed.body.message).toBe(200);
    for (const row of resumed.body.payload) {
      expect(row.pause_collection).toBeNull();
      expect(Math.abs(Date.parse(row.current_period_end!) - ends.get(row.id)!)).toBeLessThan(60_000);
    }
    for (const id of ids)
      await t.call(table.cancelMember, {
        body: { member_id: id === ids[0] ? raj : emma, subscription_id: id },
        token: owner,
      });
    await t.call(table.cancelMember, {
      body: { member_id: raj, subscription_id: third.body.payload.id },
      token: owner,
    });
    const after = await t.call(table.planSubscriptions, { params: { id: plan.id }, token: owner });
    expect(after.body.payload).toEqual([]);
  });

  it('refuses bad input naming the field, and another club’s plan is 404', async () => {
    const plan = await newPlan(t, owner, { amount: 1200 });
    const started = await t.call(table.subscribeMember, { body: { member_id: raj, plan: plan.id }, token: owner });
    const id = started.body.payload.id;
    const pause = (body: object) => t.callRaw(table.action, { params: { action: 'pause' }, body, token: owner });
    expect((await pause({ subscription_ids: [] })).errors[0]!.field).toBe('subscription_ids');
    expect((await pause({ subscription_ids: [id] })).errors[0]!.field).toBe('resumes_at');
    expect(
      (await pause({ subscription_ids: [id], resumes_at: new Date(t.clock.now().getTime() - DAY).toISOString() }))
        .errors[0],
    ).toEqual({ field: 'resumes_at', message: PLAN_MESSAGES.resumeInFuture });
    expect(
      (await pause({ subscription_ids: [id], resumes_at: new Date(t.clock.now().getTime() + 400 * DAY).toISOString() }))
        .errors[0],
    ).toEqual({ field: 'resumes_at', message: PLAN_MESSAGES.pauseTooLong });
    const other = await registerSecondClub(t, 'bp');
    expect((await t.callRaw(table.planSubscriptions, { params: { id: plan.id }, token: other.token })).status).toBe(
      404,
    );
    const member = await t.login('member');
    expect((await t.callRaw(table.planSubscriptions, { params: { id: plan.id }, token: member })).status).toBe(403);
    await t.call(table.cancelMember, { body: { member_id: raj, subscription_id: id }, token: owner });
  });
});
