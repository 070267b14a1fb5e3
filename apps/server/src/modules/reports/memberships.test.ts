import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@fairplay/contracts';
import { startTestApp, type TestApp } from '../../test/harness.js';
import {
  downloadCsv,
  insertMember,
  insertPlan,
  insertSubscription,
  reportClub,
  type ReportClub,
} from '../../test/reports-ops-kit.js';

/**
 * Report 4, Memberships, and the spec's GET reports/subscription?plan_id (issue 27): the test's own club (UTC)
 * with a monthly and a yearly plan and five members whose subscriptions start, pause, cancel, expire and come back
 * around March 2026. The expected figures are counted by hand in the comments.
 */
let t: TestApp;
let club: ReportClub;
const plan = { monthly: 0, yearly: 0, pack: 0 };

beforeAll(async () => {
  t = await startTestApp();
  club = await reportClub(t, 'mship');
  plan.monthly = await insertPlan(t, club, 'Adult monthly', 10_000, 'month');
  plan.yearly = await insertPlan(t, club, 'Adult yearly', 120_000, 'year');
  // A one-time product is not a membership: its purchases are left out.
  plan.pack = await insertPlan(t, club, '10 classes', 15_000, null, 10);
  const [m1, m2, m3, m4, m5, m6] = await Promise.all(
    ['Ann One', 'Ben Two', 'Cat Three', 'Dan Four', 'Eve Five', 'Fay Six'].map((name) => insertMember(t, club, name)),
  );
  const monthly = { planId: plan.monthly, amount: 10_000, interval: 'month' as const };
  // m1: on the monthly plan through March.
  await insertSubscription(t, club, {
    ...monthly,
    userId: m1!.id,
    status: 'active',
    createdAt: '2026-01-10T00:00:00Z',
  });
  // m2: cancelled on 5 March.
  await insertSubscription(t, club, {
    ...monthly,
    userId: m2!.id,
    status: 'canceled',
    createdAt: '2026-01-10T00:00:00Z',
    canceledAt: '2026-03-05T10:00:00Z',
  });
  // m3: an earlier plan that expired in January, back on the yearly plan on 10 March (reactivated).
  await insertSubscription(t, club, {
    ...monthly,
    userId: m3!.id,
    status: 'expired',
    createdAt: '2025-11-01T00:00:00Z',
    endsAt: '2026-01-20T00:00:00Z',
  });
  await insertSubscription(t, club, {
    planId: plan.yearly,
    amount: 120_000,
    interval: 'year',
    userId: m3!.id,
    status: 'active',
    createdAt: '2026-03-10T00:00:00Z',
  });
  // m4: new on 2 March, paused from 20 March to 20 April.
  await insertSubscription(t, club, {
    ...monthly,
    userId: m4!.id,
    status: 'active',
    createdAt: '2026-03-02T00:00:00Z',
    pausedAt: '2026-03-20T00:00:00Z',
    resumesAt: '2026-04-20T00:00:00Z',
  });
  // m5: ended on 15 March, when what it was bought for ran out.
  await insertSubscription(t, club, {
    ...monthly,
    userId: m5!.id,
    status: 'expired',
    createdAt: '2026-01-10T00:00:00Z',
    endsAt: '2026-03-15T00:00:00Z',
  });
  // m6: bought the class pack in March.
  await insertSubscription(t, club, {
    planId: plan.pack,
    amount: 15_000,
    interval: null,
    userId: m6!.id,
    status: 'active',
    createdAt: '2026-03-03T00:00:00Z',
  });
}, 120_000);
afterAll(async () => t.close());

const march = { from: '2026-03-01', to: '2026-03-31' };

describe('GET reports/memberships', () => {
  it('counts each movement, churn and MRR of the period, per week and per plan', async () => {
    const response = await t.call(endpoints.reports.memberships, { query: march, token: club.token });
    expect(response.status).toBe(200);
    const answer = response.body.payload;
    const { by_plan: byPlan, ...totals } = answer.totals;
    // At the start m1, m2, m5; m4 new, m3 back; m2 cancelled, m5 ended; at the end m1, m3 (yearly), m4.
    expect(totals).toEqual({
      start: 3,
      new: 1,
      reactivated: 1,
      paused: 1,
      cancelled: 1,
      ended: 1,
      end: 3,
      churn: 0.6667,
      // m1, m2, m5 monthly; at the end m1 monthly and m3's yearly ÷ 12 (m4 is paused).
      mrr_start: 30_000,
      mrr_end: 20_000,
    });
    expect(
      answer.rows.map((row) => [row.label, row.start, row.new, row.reactivated, row.cancelled, row.ended, row.end]),
    ).toEqual([
      ['Week of 2026-03-01', 3, 1, 0, 1, 0, 3],
      ['Week of 2026-03-08', 3, 0, 1, 0, 0, 4],
      ['Week of 2026-03-15', 4, 0, 0, 0, 1, 3],
      ['Week of 2026-03-22', 3, 0, 0, 0, 0, 3],
      ['Week of 2026-03-29', 3, 0, 0, 0, 0, 3],
    ]);
    expect(byPlan.map((p) => [p.name, p.start, p.new, p.reactivated, p.end, p.mrr_end])).toEqual([
      // Monthly: m3's earlier plan ended before March, so nobody came back to it.
      ['Adult monthly', 3, 1, 0, 2, 10_000],
      ['Adult yearly', 0, 1, 0, 1, 10_000],
    ]);
    // February (the 31 days before): m1, m2, m5 all month.
    expect(answer.previous_period).toEqual({ from: '2026-01-29', to: '2026-02-28' });
    expect(answer.previous_totals).toMatchObject({ start: 3, new: 0, end: 3, mrr_end: 30_000 });
    expect(answer.plan).toBeNull();
  });

  it('downloads the periods and plans as CSV', async () => {
    const { status, lines } = await downloadCsv(t, endpoints.reports.membershipsCsv, march, club.token);
    expect(status).toBe(200);
    expect(lines[0]).toBe(
      'Row,Period or plan,Start,New,Reactivated,Paused,Cancelled,Ended,End,Churn %,MRR at start,MRR at end',
    );
    expect(lines).toContain('Plan,Adult yearly,0,1,0,0,0,0,1,,0.00,100.00');
    expect(lines.at(-1)).toBe('Total,2026-03-01 to 2026-03-31,3,1,1,1,1,1,3,66.7,300.00,200.00');
  });
});

describe('GET reports/subscription?plan_id (spec 3)', () => {
  it('is the memberships report of one plan', async () => {
    const response = await t.call(endpoints.reports.subscription, {
      query: { plan_id: plan.yearly, ...march },
      token: club.token,
    });
    expect(response.status).toBe(200);
    expect(response.body.payload.plan).toEqual({ id: plan.yearly, name: 'Adult yearly' });
    expect(response.body.payload.totals).toMatchObject({ start: 0, new: 1, end: 1, mrr_end: 10_000 });
    expect(response.body.payload.totals.by_plan.map((p) => p.plan_id)).toEqual([plan.yearly]);
  });

  it('covers the last 12 months without dates, and has its CSV', async () => {
    const response = await t.call(endpoints.reports.subscription, {
      query: { plan_id: plan.monthly },
      token: club.token,
    });
    expect(response.status).toBe(200);
    const today = new Date().toISOString().slice(0, 10);
    expect(response.body.payload.period.to).toBe(today);
    const csv = await downloadCsv(
      t,
      endpoints.reports.subscriptionCsv,
      { plan_id: plan.monthly, ...march },
      club.token,
    );
    expect(csv.status).toBe(200);
    expect(csv.lines.some((line) => line.startsWith('Plan,Adult monthly,3,1,0,1,1,1,2,'))).toBe(true);
  });

  it('answers every plan without plan_id; refuses a bad, unknown or one-time plan and staff without analytics read', async () => {
    const every = await t.call(endpoints.reports.subscription, { query: march, token: club.token });
    expect(every.body.payload.plan).toBeNull();
    expect(every.body.payload.totals.by_plan).toHaveLength(2);
    const bad = await t.callRaw(endpoints.reports.subscription, { query: { plan_id: 'x' }, token: club.token });
    expect(bad.status).toBe(400);
    expect(bad.errors.map((e) => e.field)).toEqual(['plan_id']);
    const unknown = await t.call(endpoints.reports.subscription, { query: { plan_id: 999_999 }, token: club.token });
    expect(unknown.status).toBe(404);
    const product = await t.call(endpoints.reports.subscription, { query: { plan_id: plan.pack }, token: club.token });
    expect(product.status).toBe(404);
    const reception = await t.login('reception');
    const denied = await t.call(endpoints.reports.memberships, { query: march, token: reception });
    expect(denied.status).toBe(403);
  });
});
