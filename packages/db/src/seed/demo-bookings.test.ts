import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows, type DatabaseHandle } from '../client.js';
import { migrate } from '../migrate.js';
import { seedDemoIfEmpty } from './demo.js';

describe('the demo court sheet looks like a busy club', () => {
  let handle: DatabaseHandle;
  let seededAt: number;
  // Seeded once for the file; both tests only read it.
  beforeAll(async () => {
    handle = await openDatabase({ kind: 'pglite', dataDir: null });
    await migrate(handle);
    seededAt = Date.now();
    await seedDemoIfEmpty(handle.db);
  });
  afterAll(async () => handle.close());

  // Bookings: lessons have their own dates (the camp is announced further ahead).
  it('fills about four weeks back and eight weeks ahead on every court', async () => {
    const [span] = await queryRows<{ first: string; last: string; total: number; courts: number }>(
      handle.db,
      sql`SELECT min(starts_at) AS first, max(starts_at) AS last, count(*)::int AS total, count(DISTINCT court_id)::int AS courts
          FROM appointments WHERE lesson_id IS NULL`,
    );
    const days = (value: string) => (new Date(value).getTime() - seededAt) / 86_400_000;
    expect(days(span!.first)).toBeLessThan(-27);
    expect(days(span!.first)).toBeGreaterThan(-30);
    expect(days(span!.last)).toBeGreaterThan(55);
    expect(days(span!.last)).toBeLessThan(58);
    expect(span!.courts).toBe(18);
    expect(span!.total).toBeGreaterThan(3000);
  });

  it('has weekly series, coached clinics, a blocked slot, paid and authorized bookings, and the demo member', async () => {
    const [facts] = await queryRows<{
      series: number;
      coached: number;
      blocked: number;
      paid: number;
      authorized: number;
      emma: number;
    }>(
      handle.db,
      sql`SELECT
        (SELECT count(*)::int FROM appointment_series WHERE rule IS NOT NULL) AS series,
        (SELECT count(DISTINCT appointment_id)::int FROM appointment_assignees) AS coached,
        (SELECT count(*)::int FROM appointments WHERE status = 'disabled') AS blocked,
        (SELECT count(*)::int FROM appointments WHERE make_it_paid) AS paid,
        (SELECT count(*)::int FROM appointments WHERE authorized) AS authorized,
        (SELECT count(*)::int FROM appointment_participants p JOIN users u ON u.id = p.user_id WHERE u.username = 'member') AS emma`,
    );
    expect(facts!.series).toBeGreaterThanOrEqual(5);
    expect(facts!.coached).toBeGreaterThan(50);
    expect(facts!.blocked).toBeGreaterThan(5);
    expect(facts!.paid).toBeGreaterThan(100);
    expect(facts!.authorized).toBeGreaterThan(50);
    expect(facts!.emma).toBeGreaterThan(20);
  });

  it('has court time paid by card and in cash, some refunded and some owed in person, each paid one in the ledger', async () => {
    const rows = await queryRows<{ method: string; status: string; count: number; charged: number; entries: number }>(
      handle.db,
      sql`SELECT p.method, p.status, count(*)::int AS count, count(c.id)::int AS charged,
                 count(t.id)::int AS entries
          FROM booking_payments p
          LEFT JOIN charges c ON c.id = p.charge_id AND c.status = 'succeeded' AND c.total = p.amount
          LEFT JOIN ledger_transactions t ON t.charge_id = p.charge_id AND t.kind IN ('charge', 'cash')
          WHERE p.method <> 'authorize'
            AND p.id NOT IN (SELECT booking_payment_id FROM booking_payment_items WHERE lesson_booking_id IS NOT NULL)
            AND p.id NOT IN (SELECT booking_payment_id FROM booking_split_shares WHERE booking_payment_id IS NOT NULL)
          GROUP BY p.method, p.status ORDER BY p.method, p.status`,
    );
    const of = (method: string, status: string) => rows.find((row) => row.method === method && row.status === status);
    // Every payment that took money has its charge and its ledger movement; owed ones have neither.
    for (const [method, status] of [
      ['cash', 'paid'],
      ['charge', 'paid'],
      ['charge', 'refunded'],
    ] as const) {
      const row = of(method, status);
      // Refunds are few: a handful of card holders' past hours.
      expect(row?.count, `${method} ${status}`).toBeGreaterThan(status === 'refunded' ? 0 : 5);
      expect(row).toMatchObject({ charged: row!.count, entries: row!.count });
    }
    expect(of('in_person', 'unpaid')).toMatchObject({ charged: 0, entries: 0 });
    expect(of('in_person', 'unpaid')!.count).toBeGreaterThan(50);
    expect(of('points', 'paid')).toMatchObject({ count: 1, charged: 0, entries: 0 });
  });

  it("prices members' court time by the club's rules: what a rule covers is priced, and a refund gives the whole charge back", async () => {
    const [facts] = await queryRows<{ booked: number; priced: number; unbalanced: number; refunds_wrong: number }>(
      handle.db,
      sql`SELECT
        (SELECT count(*)::int FROM appointments a JOIN appointment_participants p
            ON p.appointment_id = a.id AND p.kind = 'booker' WHERE a.lesson_id IS NULL) AS booked,
        (SELECT count(*)::int FROM appointments a JOIN appointment_participants p
            ON p.appointment_id = a.id AND p.kind = 'booker'
          WHERE a.lesson_id IS NULL AND (a.booked_price > 0 OR a.booked_points > 0)) AS priced,
        (SELECT count(*)::int FROM (SELECT transaction_id FROM ledger_entries GROUP BY transaction_id
            HAVING sum(amount) <> 0) x) AS unbalanced,
        (SELECT count(*)::int FROM booking_payments p JOIN charges c ON c.id = p.charge_id
          WHERE p.status = 'refunded' AND c.amount_refunded <> c.total) AS refunds_wrong`,
    );
    // The demo's rules cover prime time, weekend mornings, off-peak, the juniors' courts, pickleball evenings and the
    // golf bays: about half of the members' hours; the rest is time no rule prices (no charge).
    expect(facts!.priced).toBeGreaterThan(facts!.booked * 0.4);
    expect(facts).toMatchObject({ unbalanced: 0, refunds_wrong: 0 });
  });

  it("has a split booking: the booker's share paid in cash, the partner's owed, adding up to its price", async () => {
    const rows = await queryRows<{ booker: boolean; amount: number; status: string | null; price: number }>(
      handle.db,
      sql`SELECT s.booker, s.amount, p.status, b.price
          FROM booking_split_shares s
          JOIN booking_splits b ON b.id = s.split_id AND b.business_id = s.business_id
          LEFT JOIN booking_payments p ON p.id = s.booking_payment_id AND p.business_id = s.business_id
          ORDER BY s.booker DESC`,
    );
    expect(rows.map((row) => [row.booker, row.status])).toEqual([
      [true, 'paid'],
      [false, null],
    ]);
    expect(rows[0]!.amount + rows[1]!.amount).toBe(rows[0]!.price);
  });

  it('has a member’s court time paid with points, spent from her lot and balanced in the ledger', async () => {
    const [row] = await queryRows<{
      points: number;
      spent: number;
      booked: number;
      username: string;
      unbalanced: number;
    }>(
      handle.db,
      sql`SELECT p.points, s.points AS spent, a.booked_points AS booked, u.username,
                 (SELECT count(*)::int FROM (SELECT transaction_id FROM ledger_entries GROUP BY transaction_id, unit
                   HAVING sum(amount) <> 0) x) AS unbalanced
          FROM booking_payments p
          JOIN point_spends s ON s.id = p.point_spend_id
          JOIN booking_payment_items i ON i.booking_payment_id = p.id
          JOIN appointments a ON a.id = i.appointment_id
          JOIN users u ON u.id = p.member_user_id
          WHERE p.method = 'points' AND p.status = 'paid'`,
    );
    expect(row).toMatchObject({ username: 'linh.nguyen', unbalanced: 0 });
    expect(row!.points).toBeGreaterThan(0);
    expect(row!.spent).toBe(row!.points);
    expect(row!.booked).toBe(row!.points);
  });

  it('has upcoming bookings held on the card for capture, and far ones authorized when the window opens', async () => {
    const rows = await queryRows<{ status: string; count: number; held: number; holds: number; jobs: number }>(
      handle.db,
      sql`SELECT p.status, count(*)::int AS count,
                 count(c.id)::int AS held,
                 count(t.id)::int AS holds,
                 count(j.id)::int AS jobs
          FROM booking_payments p
          LEFT JOIN charges c ON c.id = p.charge_id AND c.status = 'authorized' AND c.total = p.amount
          LEFT JOIN ledger_transactions t ON t.charge_id = p.charge_id AND t.kind = 'hold'
          LEFT JOIN jobs j ON j.type = 'booking-payment.hold' AND (j.payload->>'paymentId')::int = p.id
                           AND j.run_at = CASE WHEN p.status = 'authorized' THEN p.capture_at ELSE p.authorize_at END
          WHERE p.method = 'authorize'
          GROUP BY p.status ORDER BY p.status`,
    );
    expect(rows).toEqual([
      { status: 'authorized', count: 3, held: 3, holds: 3, jobs: 3 },
      { status: 'scheduled', count: 2, held: 0, holds: 0, jobs: 2 },
    ]);
    // Each hold is captured 24 hours before its booking at the latest, and the memo entries balance.
    const [late] = await queryRows<{ late: number; unbalanced: number }>(
      handle.db,
      sql`SELECT
        (SELECT count(*)::int FROM booking_payments p JOIN booking_payment_items i ON i.booking_payment_id = p.id
           JOIN appointments a ON a.id = i.appointment_id
           WHERE p.method = 'authorize' AND p.capture_at > a.starts_at - interval '24 hours') AS late,
        (SELECT count(*)::int FROM (SELECT transaction_id FROM ledger_entries GROUP BY transaction_id
           HAVING sum(amount) <> 0) x) AS unbalanced`,
    );
    expect(late).toEqual({ late: 0, unbalanced: 0 });
  });

  it('charges no-show and late-cancel fees, with one fee charged, one invoiced and one waived on past bookings', async () => {
    const [club] = await queryRows<{ no_show_fee: number; late_cancel_fee: number; fees_changed_at: string }>(
      handle.db,
      sql`SELECT no_show_fee, late_cancel_fee, fees_changed_at FROM businesses ORDER BY id LIMIT 1`,
    );
    expect(club).toMatchObject({ no_show_fee: 1500, late_cancel_fee: 1000 });
    // Set when the demo was seeded: the sweep never charges the demo's past bookings.
    expect(new Date(club!.fees_changed_at).getTime()).toBeGreaterThanOrEqual(seededAt);
    const fees = await queryRows<{ status: string; charge_status: string | null; past: boolean; checked_in: boolean }>(
      handle.db,
      sql`SELECT f.status, c.status AS charge_status, a.starts_at < now() AS past,
                 EXISTS (SELECT 1 FROM check_ins i WHERE i.appointment_id = a.id AND i.user_id = f.user_id) AS checked_in
            FROM booking_fees f
            JOIN appointments a ON a.id = f.appointment_id
            JOIN appointment_participants p ON p.appointment_id = a.id AND p.user_id = f.user_id
            LEFT JOIN charges c ON c.id = f.charge_id
           ORDER BY f.status`,
    );
    expect(fees.map((fee) => [fee.status, fee.charge_status])).toEqual([
      ['charged', 'succeeded'],
      ['invoiced', 'invoiced'],
      ['waived', null],
    ]);
    expect(fees.every((fee) => fee.past && !fee.checked_in)).toBe(true);
    const [ledger] = await queryRows<{ total: string }>(
      handle.db,
      sql`SELECT coalesce(sum(amount), 0)::text AS total FROM ledger_entries`,
    );
    expect(ledger!.total).toBe('0');
  });
});
