import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows, type DatabaseHandle } from '../client.js';
import { migrate } from '../migrate.js';
import { seedDemoIfEmpty } from './demo.js';

describe('the demo club has a lesson program (issue 11)', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openDatabase({ kind: 'pglite', dataDir: null });
    await migrate(handle);
    await seedDemoIfEmpty(handle.db);
  });
  afterAll(async () => handle.close());

  it('seeds clinics, a junior academy, a private lesson and a camp with booked places and a waitlist', async () => {
    const rows = await queryRows<{ description: string; kind: string; dates: number; booked: number; waiting: number }>(
      handle.db,
      sql`SELECT l.description, l.kind,
                 (SELECT count(*)::int FROM lesson_occurrences o WHERE o.lesson_id = l.id) AS dates,
                 (SELECT count(*)::int FROM lesson_bookings b JOIN lesson_occurrences o ON o.id = b.occurrence_id
                   WHERE o.lesson_id = l.id AND b.status = 'booked') AS booked,
                 (SELECT count(*)::int FROM lesson_bookings b JOIN lesson_occurrences o ON o.id = b.occurrence_id
                   WHERE o.lesson_id = l.id AND b.status = 'waitlist') AS waiting
            FROM lessons l WHERE NOT l.private_session ORDER BY l.id`,
    );
    expect(rows.map((row) => row.kind)).toEqual(['group', 'group', 'group', 'private', 'camp']);
    for (const row of rows) {
      expect(row.dates, row.description).toBeGreaterThan(0);
      expect(row.booked, row.description).toBeGreaterThan(0);
    }
    expect(rows[2]!.waiting).toBeGreaterThan(0);
    // Waitlists with payment (issue 13): a waiter with a saved card waits with it, nothing held.
    const withCard = await queryRows<{ n: number }>(
      handle.db,
      sql`SELECT count(*)::int AS n FROM lesson_bookings
           WHERE status = 'waitlist' AND pay_method = 'charge' AND waitlist_payment_method_id IS NOT NULL`,
    );
    expect(withCard[0]!.n).toBeGreaterThan(0);
    // Each date's count is its booked places, never more than its capacity.
    const drift = await queryRows<{ id: number }>(
      handle.db,
      sql`SELECT o.id FROM lesson_occurrences o
           WHERE o.booked <> (SELECT count(*) FROM lesson_bookings b WHERE b.occurrence_id = o.id AND b.status = 'booked')`,
    );
    expect(drift).toEqual([]);
    // The camp is booked as a whole by most, and by single days by some: a member there on one day only.
    const campDays = await queryRows<{ user_id: number; days: number }>(
      handle.db,
      sql`SELECT b.user_id, count(*)::int AS days FROM lesson_bookings b
            JOIN lesson_occurrences o ON o.id = b.occurrence_id JOIN lessons l ON l.id = o.lesson_id
           WHERE l.kind = 'camp' AND b.status = 'booked' GROUP BY b.user_id`,
    );
    expect(campDays.some((row) => row.days === 1)).toBe(true);
    expect(Math.max(...campDays.map((row) => row.days))).toBeGreaterThan(1);
  });

  it('seeds coach availability, a blocked hour and private sessions holding their court and coach', async () => {
    const availability = await queryRows<{ coach: string; rows: number }>(
      handle.db,
      sql`SELECT u.username AS coach, jsonb_array_length(a.rows)::int AS rows
            FROM coach_availabilities a JOIN users u ON u.id = a.coach_id ORDER BY a.id`,
    );
    expect(availability.map((row) => row.coach)).toEqual(['coach.sofia', 'coach']);
    const blocks = await queryRows<{ id: number }>(handle.db, sql`SELECT id FROM coach_blocks`);
    expect(blocks).toHaveLength(1);
    const sessions = await queryRows<{ id: number; coaches: number; booked: number }>(
      handle.db,
      sql`SELECT o.id, (SELECT count(*)::int FROM appointment_assignees s WHERE s.appointment_id = o.id) AS coaches,
                 o.booked
            FROM lesson_occurrences o JOIN lessons l ON l.id = o.lesson_id WHERE l.private_session`,
    );
    expect(sessions.length).toBeGreaterThanOrEqual(2);
    for (const session of sessions) expect(session).toMatchObject({ coaches: 1, booked: 1 });
  });

  it('has upcoming places paid by the member’s saved card, each charge in the ledger', async () => {
    const rows = await queryRows<{ places: number; charged: number; entries: number; future: number }>(
      handle.db,
      sql`SELECT count(*)::int AS places,
                 count(c.id)::int AS charged,
                 count(t.id)::int AS entries,
                 count(*) FILTER (WHERE o.starts_at > now())::int AS future
            FROM booking_payment_items i
            JOIN booking_payments p ON p.id = i.booking_payment_id AND p.status = 'paid' AND p.method = 'charge'
            JOIN lesson_bookings b ON b.id = i.lesson_booking_id AND b.pay_method = 'charge' AND b.status = 'booked'
            JOIN lesson_occurrences o ON o.id = b.occurrence_id
            LEFT JOIN charges c ON c.id = p.charge_id AND c.status = 'succeeded' AND c.total = b.price
            LEFT JOIN ledger_transactions t ON t.charge_id = p.charge_id AND t.kind = 'charge'`,
    );
    expect(rows).toEqual([{ places: 4, charged: 4, entries: 4, future: 4 }]);
  });
});
