import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@fairplay/contracts';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { insertRule } from '../../test/policy-kit.js';
import {
  downloadCsv,
  insertBooking,
  insertCourt,
  insertFreeze,
  insertGroup,
  reportClub,
  type ReportClub,
} from '../../test/reports-ops-kit.js';

/**
 * Report 2, Court utilization (issue 27): the test's own club (UTC) with two courts, rules, a freeze, a block and
 * bookings in the week of Monday 2026-03-02; the expected figures are counted minute by minute here.
 */
let t: TestApp;
let club: ReportClub;
const courts: { a: number; b: number } = { a: 0, b: 0 };
const groups: { outdoor: number; indoor: number } = { outdoor: 0, indoor: 0 };

const MIN = 60_000;
const ms = (iso: string) => Date.parse(iso);
type Stretch = [court: 'a' | 'b', start: string, end: string];
const open: Stretch[] = [];
const closed: Stretch[] = [];
const booked: Stretch[] = [];

for (let d = 2; d <= 8; d += 1) {
  const day = `2026-03-0${d}`;
  open.push(['a', `${day}T08:00:00Z`, `${day}T12:00:00Z`], ['b', `${day}T08:00:00Z`, `${day}T12:00:00Z`]);
  if (d <= 6) open.push(['b', `${day}T17:00:00Z`, `${day}T19:00:00Z`]);
}
closed.push(
  ['a', '2026-03-03T08:00:00Z', '2026-03-03T10:00:00Z'],
  ['b', '2026-03-04T09:00:00Z', '2026-03-04T10:00:00Z'],
);
booked.push(
  ['a', '2026-03-02T08:00:00Z', '2026-03-02T09:30:00Z'],
  // Inside the freeze (kept, not cancelled): not sold capacity.
  ['a', '2026-03-03T09:00:00Z', '2026-03-03T10:00:00Z'],
  ['b', '2026-03-05T17:00:00Z', '2026-03-05T18:00:00Z'],
  // Before the open hours: not counted.
  ['b', '2026-03-07T06:00:00Z', '2026-03-07T07:00:00Z'],
);

/** Minute by minute over the week: per weekday × hour, and per court, available and booked minutes. */
function expected() {
  const inside = (list: Stretch[], court: 'a' | 'b', at: number) =>
    list.some(([c, s, e]) => c === court && at >= ms(s) && at < ms(e));
  const cells = new Map<string, [number, number]>();
  const perCourt = { a: [0, 0], b: [0, 0] };
  for (let at = ms('2026-03-02T00:00:00Z'); at < ms('2026-03-09T00:00:00Z'); at += MIN) {
    const date = new Date(at);
    const key = `${(date.getUTCDay() + 6) % 7}-${date.getUTCHours()}`;
    for (const court of ['a', 'b'] as const) {
      if (!inside(open, court, at) || inside(closed, court, at)) continue;
      const cell = cells.get(key) ?? [0, 0];
      cell[0] += 1;
      perCourt[court][0]! += 1;
      if (inside(booked, court, at)) {
        cell[1] += 1;
        perCourt[court][1]! += 1;
      }
      cells.set(key, cell);
    }
  }
  return { cells, perCourt };
}

beforeAll(async () => {
  t = await startTestApp();
  club = await reportClub(t, 'util');
  groups.outdoor = await insertGroup(t, club, 'Outdoor');
  groups.indoor = await insertGroup(t, club, 'Indoor');
  courts.a = await insertCourt(t, club, groups.outdoor, 'Court A');
  courts.b = await insertCourt(t, club, groups.indoor, 'Court B');
  await insertRule(t, club.businessId, {
    note: 'Mornings',
    courts: [courts.a, courts.b],
    startDate: '2026-02-01',
    endDate: '2026-03-31',
    who: [{ kind: 'public' }],
    rows: [{ start: '08:00', end: '12:00' }],
  });
  await insertRule(t, club.businessId, {
    note: 'Weekday evenings',
    courts: [courts.b],
    startDate: '2026-02-01',
    endDate: '2026-03-31',
    recurrence: { frequency: 'weekly', every: 1, days: [0, 1, 2, 3, 4], ends: 'date', end_date: '2026-03-31' },
    who: [{ kind: 'public' }],
    rows: [{ start: '17:00', end: '19:00' }],
  });
  await insertFreeze(t, club, [courts.a], '2026-03-03T08:00:00Z', '2026-03-03T10:00:00Z');
  await insertBooking(t, club, courts.b, '2026-03-04T09:00:00Z', '2026-03-04T10:00:00Z', { blocked: true });
  for (const [court, start, end] of booked) await insertBooking(t, club, courts[court], start, end);
  // The week before: one hour on court A, for the comparison.
  await insertBooking(t, club, courts.a, '2026-02-24T10:00:00Z', '2026-02-24T11:00:00Z');
}, 120_000);
afterAll(async () => t.close());

const query = { from: '2026-03-02', to: '2026-03-08' };

describe('GET reports/utilization', () => {
  it('divides booked by open court time on every weekday × hour cell, by court and facility group', async () => {
    const response = await t.call(endpoints.reports.utilization, { query, token: club.token });
    expect(response.status).toBe(200);
    const answer = response.body.payload;
    const { cells, perCourt } = expected();
    for (const cell of answer.totals.cells) {
      const [available, taken] = cells.get(`${cell.weekday}-${cell.hour}`) ?? [0, 0];
      expect([cell.weekday, cell.hour, cell.available_minutes, cell.booked_minutes]).toEqual([
        cell.weekday,
        cell.hour,
        available,
        taken,
      ]);
      expect(cell.utilization).toBe(available > 0 ? Math.round((taken / available) * 10_000) / 10_000 : null);
      expect(cell.prime).toBe(cell.weekday <= 4 && cell.hour >= 17 && cell.hour < 21);
    }
    expect(answer.rows.map((row) => [row.name, row.facility_group, row.available_minutes, row.booked_minutes])).toEqual(
      [
        ['Court A', 'Outdoor', perCourt.a[0], perCourt.a[1]],
        ['Court B', 'Indoor', perCourt.b[0], perCourt.b[1]],
      ],
    );
    const total = perCourt.a[0]! + perCourt.b[0]!;
    expect(answer.totals.available_minutes).toBe(total);
    expect(answer.totals.booked_minutes).toBe(perCourt.a[1]! + perCourt.b[1]!);
    // Prime: court B's weekday evenings, 5 × 2 h, one hour of it booked.
    expect(answer.totals.prime).toEqual({ available_minutes: 600, booked_minutes: 60, utilization: 0.1 });
    expect(answer.totals.off_peak.available_minutes).toBe(total - 600);
    expect(answer.totals.by_facility_group.map((g) => [g.name, g.available_minutes])).toEqual([
      ['Outdoor', perCourt.a[0]],
      ['Indoor', perCourt.b[0]],
    ]);
    expect(answer.totals.by_sport).toHaveLength(1);
    expect(answer.totals.by_sport[0]!.available_minutes).toBe(total);
    // The week before: the same open hours, one hour booked.
    expect(answer.previous_period).toEqual({ from: '2026-02-23', to: '2026-03-01' });
    expect(answer.previous_totals!.booked_minutes).toBe(60);
    expect(answer.prime_time).toEqual({ days: [0, 1, 2, 3, 4], start_hour: 17, end_hour: 21 });
  });

  it('narrows to a facility group and to a court', async () => {
    const indoor = await t.call(endpoints.reports.utilization, {
      query: { ...query, facility_group_id: groups.indoor },
      token: club.token,
    });
    expect(indoor.body.payload.rows.map((row) => row.name)).toEqual(['Court B']);
    const { perCourt } = expected();
    expect(indoor.body.payload.totals.available_minutes).toBe(perCourt.b[0]);
    const one = await t.call(endpoints.reports.utilization, {
      query: { ...query, court_id: courts.a },
      token: club.token,
    });
    expect(one.body.payload.totals.booked_minutes).toBe(perCourt.a[1]);
  });

  it('downloads the same figures as CSV', async () => {
    const { status, headers, lines } = await downloadCsv(t, endpoints.reports.utilizationCsv, query, club.token);
    expect(status).toBe(200);
    expect(headers['content-type']).toContain('text/csv');
    expect(lines[0]).toBe(
      'Row,Weekday or court,Hour or facility group,Time,Available hours,Booked hours,Utilization %',
    );
    // Monday 08:00: both courts open (2 h), court A booked the hour.
    expect(lines).toContain('Hour,Monday,08:00,off-peak,2.00,1.00,50.0');
    const { perCourt } = expected();
    expect(lines).toContain(
      `Court,Court A,Outdoor,,${(perCourt.a[0]! / 60).toFixed(2)},1.50,${((90 / perCourt.a[0]!) * 100).toFixed(1)}`,
    );
  });

  it('refuses a bad range and staff without analytics read', async () => {
    const backwards = await t.callRaw(endpoints.reports.utilization, {
      query: { from: '2026-03-08', to: '2026-03-02' },
      token: club.token,
    });
    expect(backwards.status).toBe(400);
    expect(JSON.stringify(backwards.body.payload)).toContain('to');
    const reception = await t.login('reception');
    const denied = await t.call(endpoints.reports.utilization, { query, token: reception });
    expect(denied.status).toBe(403);
  });
});

describe('unsold prime hours of the coming week', () => {
  it('lists the prime court time not yet sold from now, per date and hour', async () => {
    const group = await insertGroup(t, club, 'Future');
    const court = await insertCourt(t, club, group, 'Court C');
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    await insertRule(t, club.businessId, {
      note: 'Evenings',
      courts: [court],
      startDate: day(-1),
      endDate: day(10),
      who: [{ kind: 'public' }],
      rows: [{ start: '17:00', end: '21:00' }],
    });
    const sold = [`${day(1)}T17:00:00Z`, `${day(1)}T18:30:00Z`] as const;
    await insertBooking(t, club, court, sold[0], sold[1]);
    const response = await t.call(endpoints.reports.utilization, {
      query: { ...query, court_id: court },
      token: club.token,
    });
    const unsold = response.body.payload.unsold_prime;
    // Counted minute by minute from the answer's own now: open 17-21 daily, prime on weekdays, less the booking.
    const expected = new Map<string, number>();
    const from = Date.parse(unsold.from);
    const to = from + 7 * 86_400_000;
    for (let at = Math.floor(from / MIN) * MIN; at < to; at += MIN) {
      const date = new Date(at);
      const hour = date.getUTCHours();
      const weekday = (date.getUTCDay() + 6) % 7;
      if (hour < 17 || hour >= 21 || weekday > 4) continue;
      if (at >= Date.parse(sold[0]) && at < Date.parse(sold[1])) continue;
      // The first and last minutes count only their part inside the week.
      const part = (Math.min(at + MIN, to) - Math.max(at, from)) / MIN;
      const key = `${date.toISOString().slice(0, 10)} ${hour}`;
      expected.set(key, (expected.get(key) ?? 0) + part);
    }
    for (const [key, minutes] of expected) {
      if (Math.round(minutes) > 0) expected.set(key, Math.round(minutes));
      else expected.delete(key);
    }
    expect(unsold.hours.map((h) => [`${h.date} ${h.hour}`, h.unsold_minutes])).toEqual([...expected]);
    expect(unsold.total_minutes).toBe([...expected.values()].reduce((a, b) => a + b, 0));
    expect(unsold.to).toBe(new Date(from + 7 * 86_400_000).toISOString());
  });
});
