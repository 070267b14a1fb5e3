import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows, type DatabaseHandle } from '../client.js';
import { migrate } from '../migrate.js';
import { seedDemoIfEmpty } from './demo.js';

/**
 * Issue 24 point 20: the demo club's points prices follow its money prices at the price of a point, so paying with
 * points is neither a large discount nor a surcharge (the old seed sold a $28.00 hour for 10 points of $1.00).
 */
describe("the demo club's points prices match its money prices", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openDatabase({ kind: 'pglite', dataDir: null });
    await migrate(handle);
    await seedDemoIfEmpty(handle.db);
  });
  afterAll(async () => handle.close());

  it("prices an hour of court time in points at its money price, by the court's price per point", async () => {
    const rows = await queryRows<{ rule: string; price: number; points: number; per_point: number }>(
      handle.db,
      sql`SELECT DISTINCT r.note AS rule, w.price, w.point_price AS points, e.price_per_point AS per_point
            FROM availability_rule_rows w
            JOIN availability_rules r ON r.id = w.rule_id AND r.business_id = w.business_id
            JOIN availability_rule_courts rc ON rc.rule_id = w.rule_id AND rc.business_id = w.business_id
            JOIN courts c ON c.id = rc.court_id AND c.business_id = rc.business_id
            JOIN point_entities e ON e.facility_group_id = c.facility_group_id AND e.business_id = c.business_id
           WHERE w.price > 0 AND w.point_price > 0`,
    );
    expect(rows.map((row) => row.rule)).toEqual(expect.arrayContaining(['Prime time: members', 'Off-peak']));
    for (const row of rows) {
      const worth = row.points * row.per_point;
      // Within one point of the money price: a price need not be a whole number of points.
      expect(Math.abs(worth - row.price), `${row.rule}: ${row.points} points for ${row.price} cents`).toBeLessThan(
        row.per_point,
      );
    }
  });

  it("prices add-ons in points within the club's range of point prices", async () => {
    const [range] = await queryRows<{ low: number; high: number }>(
      handle.db,
      sql`SELECT min(price_per_point) AS low, max(price_per_point) AS high FROM point_entities`,
    );
    const addOns = await queryRows<{ name: string; price: number; points: number }>(
      handle.db,
      sql`SELECT name, price, point_price AS points FROM add_ons WHERE point_price > 0`,
    );
    expect(addOns.length).toBeGreaterThan(0);
    for (const addOn of addOns) {
      expect(addOn.points * range!.low, addOn.name).toBeLessThanOrEqual(addOn.price);
      expect(addOn.points * range!.high, addOn.name).toBeGreaterThanOrEqual(addOn.price);
    }
  });
});
