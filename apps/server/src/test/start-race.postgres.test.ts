import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { listMigrations, migrate, openDatabase, queryRows, seedDemoIfEmpty, type DatabaseHandle } from '@fairplay/db';
import { databaseUrl, onAdmin } from './database-templates.js';

/**
 * Three processes starting together on an empty database (as a deployment's processes do) migrate it and seed the
 * demo club once: the migration and seed locks are taken in a transaction and what they guard is checked again
 * under them. Through PgBouncer in transaction mode when TEST_PGBOUNCER_URL is set, as in CI.
 */
describe('processes starting together', () => {
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `fairplay_t_${randomBytes(6).toString('hex')}`;
  let handles: DatabaseHandle[] = [];

  beforeAll(async () => {
    await onAdmin(adminUrl, (admin) => admin.query(`CREATE DATABASE ${name}`));
    const direct = databaseUrl(adminUrl, name);
    const pooler = process.env.TEST_PGBOUNCER_URL;
    const url = pooler ? databaseUrl(pooler, name) : direct;
    handles = await Promise.all(
      [0, 1, 2].map(() =>
        openDatabase({ kind: 'postgres', url, pooler: pooler ? 'transaction' : 'none', listenUrl: direct }),
      ),
    );
  });
  afterAll(async () => {
    for (const handle of handles) await handle.close();
    await onAdmin(adminUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  });

  it('migrates once and seeds the demo club once', async () => {
    const results = await Promise.all(
      handles.map(async (handle) => {
        await migrate(handle);
        return seedDemoIfEmpty(handle.db);
      }),
    );
    expect(results.filter((result) => result.seeded)).toHaveLength(1);
    const db = handles[0]!.db;
    const [migrations] = await queryRows<{ count: number }>(
      db,
      sql`SELECT count(*)::int AS count FROM schema_migrations`,
    );
    expect(migrations!.count).toBe(listMigrations().length);
    const [clubs] = await queryRows<{ count: number }>(db, sql`SELECT count(*)::int AS count FROM businesses`);
    expect(clubs!.count).toBe(1);
  }, 240_000);
});
