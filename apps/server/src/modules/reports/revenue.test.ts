import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, REVENUE_CATEGORIES, type RevenueCategory, type RevenueFigures } from '@fairplay/contracts';
import { utcToZonedParts } from '@fairplay/domain';
import { errorFields, startTestApp, type TestApp } from '../../test/harness.js';
import { expectLedgerBalanced, freshKey } from '../../test/payments-kit.js';
import {
  downloadCsv,
  recognition,
  refundOf,
  reportClub,
  sale,
  type ReportClub,
  type SaleLink,
} from '../../test/reports-kit.js';

const DAY = 86_400_000;

/**
 * Report 1, Revenue (issue 27): every figure of the answer summed by the test from the sales, refunds and
 * recognitions it seeded into a club of its own, to the cent, for the period and the previous one; the place
 * filters; the CSV; access and bad input.
 */
describe('GET reports/revenue', () => {
  let t: TestApp;
  let club: ReportClub;
  let today: string;
  const expected = new Map<RevenueCategory, RevenueFigures>();
  const previous = { net: 0, refunds: 0, tax: 0 };
  const bridge = { cash: 0 };
  const courtOnly = { net: 0, tax: 0 };

  const figures = (category: RevenueCategory) => {
    if (!expected.has(category))
      expected.set(category, {
        gross: 0,
        discounts: 0,
        net: 0,
        tax: 0,
        refunds: 0,
        net_revenue: 0,
        earned: 0,
        deferred_added: 0,
        deferred_released: 0,
      });
    return expected.get(category)!;
  };
  const categoryOf = (link: SaleLink): RevenueCategory =>
    ({
      court: 'court_time',
      coach: 'coach_sessions',
      fee: 'fees',
      plan: 'memberships',
      points: 'points_packs',
      none: 'other',
    })[link.to] as RevenueCategory;

  /** A sale in the period, summed into the expected figures as an accountant would. */
  async function sold(link: SaleLink, net: number, tax: number, daysAgo: number) {
    const at = new Date(Date.now() - daysAgo * DAY);
    const chargeId = await sale(t, club, { net, tax, at, link });
    const row = figures(categoryOf(link));
    row.net += net;
    row.gross += net;
    row.tax += tax;
    row.net_revenue += net;
    if (link.to === 'plan' || link.to === 'points') row.deferred_added += net;
    else row.earned += net;
    bridge.cash += net + tax;
    if (link.to === 'court' && link.court === club.courts[0]) {
      courtOnly.net += net;
      courtOnly.tax += tax;
    }
    return chargeId;
  }

  beforeAll(async () => {
    t = await startTestApp();
    club = await reportClub(t);
    today = utcToZonedParts(new Date(), club.timeZone).date;
    // The period: the last ten days and today. Sales 1 to 5 days ago.
    await sold({ to: 'court', court: club.courts[0]! }, 4000, 400, 1);
    await sold({ to: 'court', court: club.courts[1]! }, 2500, 250, 2);
    const coached = await sold({ to: 'coach', court: club.courts[1]! }, 9000, 900, 3);
    await sold({ to: 'fee', court: club.courts[0]! }, 1500, 0, 2);
    const plan = await sold({ to: 'plan' }, 12_000, 1200, 4);
    const points = await sold({ to: 'points' }, 5000, 0, 5);
    await sold({ to: 'none' }, 777, 78, 1);
    // A refund of part of the coach session (by the refund's date), of a paid-ahead plan, and recognitions.
    await refundOf(t, club, { chargeId: coached, net: 3000, tax: 300, at: new Date(Date.now() - DAY) });
    figures('coach_sessions').refunds += 3000;
    figures('coach_sessions').net_revenue -= 3000;
    figures('coach_sessions').earned -= 3000;
    figures('coach_sessions').tax -= 300;
    bridge.cash -= 3300;
    await refundOf(t, club, { chargeId: plan, net: 2000, tax: 200, at: new Date(Date.now() - DAY), deferred: true });
    figures('memberships').refunds += 2000;
    figures('memberships').net_revenue -= 2000;
    figures('memberships').deferred_added -= 2000;
    figures('memberships').tax -= 200;
    bridge.cash -= 2200;
    await recognition(t, club, { chargeId: plan, amount: 400, at: new Date(Date.now() - 2 * DAY) });
    figures('memberships').earned += 400;
    figures('memberships').deferred_released += 400;
    await recognition(t, club, { chargeId: points, amount: 1250, at: new Date(Date.now() - DAY), expired: true });
    figures('points_packs').earned += 1250;
    figures('points_packs').deferred_released += 1250;
    // The previous period (21 to 11 days ago): one sale and a refund of it.
    const before = await sale(t, club, {
      net: 3300,
      tax: 330,
      at: new Date(Date.now() - 15 * DAY),
      link: { to: 'court', court: club.courts[0]! },
    });
    await refundOf(t, club, { chargeId: before, net: 1100, tax: 110, at: new Date(Date.now() - 14 * DAY) });
    Object.assign(previous, { net: 3300, refunds: 1100, tax: 220 });
    // Before both periods: never counted.
    await sale(t, club, { net: 99_900, tax: 0, at: new Date(Date.now() - 60 * DAY), link: { to: 'none' } });
  }, 180_000);
  afterAll(async () => {
    await expectLedgerBalanced(t);
    await t.close();
  });

  const period = () => ({ from: shift(today, -10), to: today });

  it('answers each category and the totals to the cent, with the previous period', async () => {
    const answer = await t.call(endpoints.reports.revenue, { query: period(), token: club.token });
    expect(answer.status, answer.body.message).toBe(200);
    const { rows, totals, previous_totals, previous_period } = answer.body.payload;
    expect(rows.map((row) => row.category)).toEqual([...REVENUE_CATEGORIES]);
    for (const row of rows) {
      const { category, label: _label, ...got } = row;
      expect(got, category).toEqual(expected.get(category) ?? figures(category));
    }
    const sum = (key: keyof RevenueFigures) => [...expected.values()].reduce((total, row) => total + row[key], 0);
    expect(totals.net).toBe(sum('net'));
    expect(totals.net_revenue).toBe(sum('net_revenue'));
    // net revenue = earned + deferred added − deferred released, and the cash bridge closes.
    expect(totals.net_revenue).toBe(totals.earned + totals.deferred_added - totals.deferred_released);
    expect(totals.cash).toBe(bridge.cash);
    expect(totals.cash).toBe(totals.net_revenue + totals.tax - totals.receivable_change - totals.member_credit_used);
    expect(previous_period).toEqual({ from: shift(today, -21), to: shift(today, -11) });
    expect(previous_totals).toMatchObject({
      net: previous.net,
      refunds: previous.refunds,
      tax: previous.tax,
      net_revenue: previous.net - previous.refunds,
    });
  });

  it('narrows to one facility group: only what was booked on its courts', async () => {
    const answer = await t.call(endpoints.reports.revenue, {
      query: { ...period(), facility_group_id: club.groups[0]!, compare: '0' },
      token: club.token,
    });
    expect(answer.status, answer.body.message).toBe(200);
    const byCategory = Object.fromEntries(answer.body.payload.rows.map((row) => [row.category, row]));
    expect(byCategory.court_time).toMatchObject({ net: courtOnly.net, tax: courtOnly.tax });
    expect(byCategory.fees!.net).toBe(1500);
    expect(byCategory.coach_sessions!.net).toBe(0);
    expect(byCategory.memberships!.net).toBe(0);
    expect(byCategory.other!.net).toBe(0);
    expect(answer.body.payload.previous_totals).toBeNull();
  });

  it('counts a charge taken at the desk through the API the day it is taken', async () => {
    // A club of its own: the figures of the shared club stay as the other tests seeded them.
    const desk = await reportClub(t);
    const tax = await t.call(endpoints.payments.createTax, {
      body: { display_name: 'GST', percentage: 10 },
      token: desk.token,
    });
    expect(tax.status, tax.body.message).toBe(200);
    const before = await t.call(endpoints.reports.revenue, { query: period(), token: desk.token });
    const charged = await t.call(endpoints.payments.cash, {
      body: { type: 'cash', amount: 2000, description: 'Racquet restring', selected_taxes: [tax.body.payload.id] },
      headers: freshKey(),
      token: desk.token,
    });
    expect(charged.status, charged.body.message).toBe(200);
    const after = await t.call(endpoints.reports.revenue, { query: period(), token: desk.token });
    const other = (payload: typeof after.body.payload) => payload.rows.find((row) => row.category === 'other')!;
    expect(other(after.body.payload).net - other(before.body.payload).net).toBe(2000);
    expect(other(after.body.payload).tax - other(before.body.payload).tax).toBe(200);
    expect(after.body.payload.totals.cash - before.body.payload.totals.cash).toBe(2200);
  });

  it('downloads the same figures as CSV', async () => {
    const json = await t.call(endpoints.reports.revenue, { query: period(), token: club.token });
    const csv = await downloadCsv(t, endpoints.reports.revenueCsv, period(), club.token);
    expect(csv.status).toBe(200);
    expect(csv.type).toMatch(/^text\/csv/);
    expect(csv.disposition).toContain(`fairplay-revenue-${period().from}-to-${today}.csv`);
    const lines = csv.text.trim().split('\n');
    expect(lines[0]).toBe(
      'Category,Gross,Discounts,Net,Tax,Refunds,Net revenue,Earned (accrual),Deferred added,Deferred released',
    );
    const money = (cents: number) => (cents / 100).toFixed(2);
    const total = lines.find((line) => line.startsWith('Total,'))!.split(',');
    expect(total[3]).toBe(money(json.body.payload.totals.net));
    expect(total[6]).toBe(money(json.body.payload.totals.net_revenue));
    expect(lines.at(-1)).toBe(`Cash received less refunds,${money(json.body.payload.totals.cash)}`);
  });

  it("offers the club's own locations and facility groups as filters", async () => {
    const answer = await t.call(endpoints.reports.choices, { token: club.token });
    expect(answer.status, answer.body.message).toBe(200);
    expect(answer.body.payload.locations.map((row) => row.id)).toEqual([club.locationId]);
    expect(answer.body.payload.facility_groups.map((row) => row.id).sort()).toEqual([...club.groups].sort());
    const member = await t.call(endpoints.reports.choices, { token: await t.login('member') });
    expect(member.status).toBe(403);
  });

  it('covers this month so far when no dates are given', async () => {
    const answer = await t.call(endpoints.reports.revenue, { query: {}, token: club.token });
    expect(answer.status, answer.body.message).toBe(200);
    expect(answer.body.payload.period).toEqual({ from: `${today.slice(0, 8)}01`, to: today });
  });

  it('refunds bad filters naming the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ from: '2026-02-30', to: '2026-03-01' }, 'from'],
      [{ from: '2026-03-05', to: '2026-03-01' }, 'to'],
      [{ from: '2023-01-01', to: '2026-03-01' }, 'to'],
      [{ from: '2026-03-01' }, 'to'],
      [{ to: '2026-03-01' }, 'from'],
      [{ from: '2026-03-01', to: '2026-03-02', location_id: 'x' }, 'location_id'],
    ];
    for (const [query, field] of cases) {
      const answer = await t.callRaw(endpoints.reports.revenue, { query, token: club.token });
      expect(answer.status, JSON.stringify(query)).toBe(400);
      expect(errorFields(answer)).toContain(field);
    }
  });

  it('is read with analytics read: the owner and accountant, not a member or a stranger', async () => {
    const query = { from: today, to: today };
    for (const name of ['owner', 'accountant']) {
      const answer = await t.call(endpoints.reports.revenue, { query, token: await t.login(name) });
      expect(answer.status, name).toBe(200);
    }
    const member = await t.call(endpoints.reports.revenue, { query, token: await t.login('member') });
    expect(member.status).toBe(403);
    const csv = await downloadCsv(t, endpoints.reports.revenueCsv, query, await t.login('member'));
    expect(csv.status).toBe(403);
    const nobody = await t.call(endpoints.reports.revenue, { query });
    expect(nobody.status).toBe(401);
  });
});

function shift(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
}
