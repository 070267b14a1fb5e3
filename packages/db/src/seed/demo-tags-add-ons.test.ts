import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows, type DatabaseHandle } from '../client.js';
import { migrate } from '../migrate.js';
import { seedDemoIfEmpty } from './demo.js';

describe('the demo club has tags and add-ons on its bookings (issue 10)', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openDatabase({ kind: 'pglite', dataDir: null });
    await migrate(handle);
    await seedDemoIfEmpty(handle.db);
  });
  afterAll(async () => handle.close());

  it('tags the league, tournament, maintenance and junior bookings', async () => {
    const rows = await queryRows<{ name: string; archived: boolean; bookings: number }>(
      handle.db,
      sql`SELECT t.display_name AS name, t.archived_at IS NOT NULL AS archived, count(l.appointment_id)::int AS bookings
            FROM tags t LEFT JOIN appointment_tags l ON l.tag_id = t.id GROUP BY t.id ORDER BY t.id`,
    );
    expect(rows.map((row) => row.name)).toEqual([
      'League',
      'Tournament',
      'Maintenance',
      'Junior program',
      'Summer Camp 2025',
    ]);
    for (const row of rows.slice(0, 4)) expect(row.bookings, row.name).toBeGreaterThan(0);
    expect(rows[4]).toMatchObject({ archived: true, bookings: 0 });
  });

  it('tags some demo availability rules', async () => {
    const rows = await queryRows<{ tag: string; rule: string }>(
      handle.db,
      sql`SELECT t.display_name AS tag, r.note AS rule FROM rule_tags l
            JOIN tags t ON t.id = l.tag_id AND t.business_id = l.business_id
            JOIN availability_rules r ON r.id = l.rule_id AND r.business_id = l.business_id
           ORDER BY t.id, r.id`,
    );
    expect(rows).toEqual([
      { tag: 'League', rule: 'Pickleball points evenings' },
      { tag: 'Tournament', rule: 'Weekend mornings' },
      { tag: 'Junior program', rule: 'Junior Academy courts' },
    ]);
  });

  it('books add-ons with upcoming bookings, each on one of its units (the exclusion constraint keeps them apart)', async () => {
    const rows = await queryRows<{ name: string; booked: number; stock: number; most: number }>(
      handle.db,
      sql`SELECT a.name, a.stock, count(h.id)::int AS booked, coalesce(max(h.unit), 0)::int AS most
            FROM add_ons a LEFT JOIN appointment_add_ons h ON h.add_on_id = a.id GROUP BY a.id ORDER BY a.id`,
    );
    expect(rows.map((row) => row.name)).toEqual(['Ball machine', 'Court lights', 'Racket rental']);
    for (const row of rows) {
      expect(row.booked, row.name).toBeGreaterThan(0);
      expect(row.most, row.name).toBeLessThanOrEqual(row.stock);
    }
  });
});
