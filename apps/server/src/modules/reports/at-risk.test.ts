import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@fairplay/contracts';
import { startTestApp, type TestApp } from '../../test/harness.js';
import {
  downloadCsv,
  failRenewal,
  insertBooking,
  insertCheckIn,
  insertCourt,
  insertGroup,
  insertMember,
  insertPack,
  insertPlan,
  insertSubscription,
  reportClub,
  type ReportClub,
} from '../../test/reports-ops-kit.js';

/**
 * Report 6, At-risk members (issue 27), as of now: the test's own club with members on a plan who did or did not
 * come lately, a failed renewal and class packs; times are counted from the moment the test runs.
 */
let t: TestApp;
let club: ReportClub;
const DAY = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * DAY).toISOString();
const people: Record<string, { id: number; email: string }> = {};

beforeAll(async () => {
  t = await startTestApp();
  club = await reportClub(t, 'risk');
  const court = await insertCourt(t, club, await insertGroup(t, club, 'Courts'), 'Court 1');
  const monthly = await insertPlan(t, club, 'Adult monthly', 10_000, 'month');
  const pack = await insertPlan(t, club, '10 classes', 15_000, null, 10);
  for (const name of [
    'Ava Away',
    'Bo Back',
    'Cy Never',
    'Di Paused',
    'Ed Failed',
    'Flo Pack',
    'Gus Pack',
    'Hal Lapsed',
  ])
    people[name.split(' ')[0]!] = await insertMember(t, club, name);
  const on = (userId: number, extra: Partial<Parameters<typeof insertSubscription>[2]> = {}) =>
    insertSubscription(t, club, {
      planId: monthly,
      userId,
      status: 'active',
      amount: 10_000,
      interval: 'month',
      createdAt: ago(90),
      ...extra,
    });
  // Ava booked 20 days ago: inactive for 20 days.
  await on(people.Ava!.id);
  await insertBooking(t, club, court, ago(20), new Date(Date.now() - 20 * DAY + 3_600_000).toISOString(), {
    userId: people.Ava!.id,
  });
  // Bo checked in 3 days ago: fine.
  await on(people.Bo!.id);
  await insertCheckIn(t, club, people.Bo!.id, ago(3));
  // Cy never came: inactive, no last visit.
  await on(people.Cy!.id);
  // Di is paused now: away on purpose, not at risk.
  await on(people.Di!.id, { pausedAt: ago(5), resumesAt: new Date(Date.now() + 20 * DAY).toISOString() });
  // Ed's renewal failed yesterday (and he came 2 days ago).
  const ed = await on(people.Ed!.id);
  await insertCheckIn(t, club, people.Ed!.id, ago(2));
  await failRenewal(t, club, ed, ago(1));
  // Flo's pack has 2 uses left; Gus's 5.
  await insertPack(t, club, pack, people.Flo!.id, 10, 2);
  await insertPack(t, club, pack, people.Gus!.id, 10, 5);
  // Hal's plan was cancelled: no longer on a plan.
  await on(people.Hal!.id, { status: 'canceled', canceledAt: ago(10) });
}, 120_000);
afterAll(async () => t.close());

describe('GET reports/at-risk', () => {
  it('lists members on a plan with no visit for 14 days, failed renewals and packs nearly used', async () => {
    const response = await t.call(endpoints.reports.atRisk, { query: {}, token: club.token });
    expect(response.status).toBe(200);
    const answer = response.body.payload;
    expect(answer.days).toBe(14);
    expect(answer.rows.map((row) => [row.name, row.reasons, row.days_since_visit, row.pack_uses_left])).toEqual([
      ['Ava Away', ['inactive'], 20, null],
      ['Cy Never', ['inactive'], null, null],
      ['Ed Failed', ['failed_renewal'], null, null],
      ['Flo Pack', ['pack_low'], null, 2],
    ]);
    expect(answer.rows[0]!.email).toBe(people.Ava!.email);
    expect(answer.totals).toEqual({ members: 4, inactive: 2, failed_renewal: 1, pack_low: 1 });
  });

  it('narrows to one reason and follows the club setting of days', async () => {
    const failed = await t.call(endpoints.reports.atRisk, { query: { reason: 'failed_renewal' }, token: club.token });
    expect(failed.body.payload.rows.map((row) => row.name)).toEqual(['Ed Failed']);
    const saved = await t.call(endpoints.reports.saveOpsSettings, {
      body: {
        prime_time: { days: [0, 1, 2, 3, 4], start_hour: 17, end_hour: 21 },
        at_risk_days: 30,
        brief: { paused: false, weekday: 0, hour: 7, recipients: null },
      },
      token: club.token,
    });
    expect(saved.status).toBe(200);
    const longer = await t.call(endpoints.reports.atRisk, { query: { reason: 'inactive' }, token: club.token });
    // Ava's visit 20 days ago is inside 30 days.
    expect(longer.body.payload.rows.map((row) => row.name)).toEqual(['Cy Never']);
    expect(longer.body.payload.days).toBe(30);
  });

  it('downloads the list as CSV and refuses staff without analytics read and a bad reason', async () => {
    const csv = await downloadCsv(t, endpoints.reports.atRiskCsv, {}, club.token);
    expect(csv.status).toBe(200);
    expect(csv.lines[0]).toBe(
      'Name,E-mail,Reasons,Plan,Last visit,Days since visit,Renewal failed on,Pack,Pack uses left',
    );
    expect(
      csv.lines.some((line) => line.startsWith(`Flo Pack,${people.Flo!.email},Pack nearly used,,,,,10 classes,2`)),
    ).toBe(true);
    const bad = await t.callRaw(endpoints.reports.atRisk, { query: { reason: 'bored' }, token: club.token });
    expect(bad.status).toBe(400);
    expect(bad.errors.map((e) => e.field)).toContain('reason');
    const reception = await t.login('reception');
    expect((await t.call(endpoints.reports.atRisk, { query: {}, token: reception })).status).toBe(403);
  });
});
