import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows, type DatabaseHandle } from './client.js';
import { listMigrations } from './migrate.js';

/**
 * Hidden member prices became a club setting (issue 25 point 4, migration 0210): the spec's club 109 keeps hiding
 * its per-hour prices from members by its data, every other club starts with the setting off.
 */
describe('migration 0210: hidden member prices by data', () => {
  let handle: DatabaseHandle;
  const migrations = listMigrations();
  const setting = migrations.find((migration) => migration.name.startsWith('0210_'))!;
  beforeAll(async () => {
    handle = await openDatabase({ kind: 'pglite', dataDir: null });
    for (const migration of migrations.filter((m) => m.name < setting.name)) await handle.runScript(migration.script);
    await handle.runScript(
      `INSERT INTO businesses (id, uid, name) VALUES (108, 'club-108', 'Before'), (109, 'club-109', 'Spec club'), (110, 'club-110', 'After');`,
    );
    await handle.runScript(setting.script);
  });
  afterAll(async () => handle.close());

  it('turns the setting on for club 109 only', async () => {
    const rows = await queryRows<{ id: number; hide_member_prices: boolean }>(
      handle.db,
      sql`SELECT id, hide_member_prices FROM businesses ORDER BY id`,
    );
    expect(rows).toEqual([
      { id: 108, hide_member_prices: false },
      { id: 109, hide_member_prices: true },
      { id: 110, hide_member_prices: false },
    ]);
  });

  it('starts a new club with it off', async () => {
    await handle.runScript(`INSERT INTO businesses (uid, name) VALUES ('club-new', 'New');`);
    const [row] = await queryRows<{ hide_member_prices: boolean }>(
      handle.db,
      sql`SELECT hide_member_prices FROM businesses WHERE uid = 'club-new'`,
    );
    expect(row).toEqual({ hide_member_prices: false });
  });
});
