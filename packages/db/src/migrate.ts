import { readdirSync, readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { queryRows, type DatabaseHandle } from './client.js';

const MIGRATIONS_DIR = new URL('../migrations/', import.meta.url);

export function listMigrations(): { name: string; script: string }[] {
  return readdirSync(MIGRATIONS_DIR)
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .map((name) => ({ name, script: readFileSync(new URL(name, MIGRATIONS_DIR), 'utf8') }));
}

/**
 * Applies the SQL files in packages/db/migrations that have not run yet, each in its own transaction.
 * Hand-written SQL lets the schema use what Drizzle cannot express (exclusion constraints, checks).
 */
export async function migrate(handle: DatabaseHandle): Promise<string[]> {
  await handle.runScript(
    'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now());',
  );
  const applied = new Set(
    (await queryRows<{ name: string }>(handle.db, sql`SELECT name FROM schema_migrations`)).map((row) => row.name),
  );
  const ran: string[] = [];
  for (const migration of listMigrations()) {
    if (applied.has(migration.name)) continue;
    const name = `'${migration.name.replace(/'/g, "''")}'`;
    const record = `INSERT INTO schema_migrations (name) VALUES (${name}) ON CONFLICT DO NOTHING;`;
    // Another process starting at the same time may have run it while this one waited for the migration lock.
    await handle.runScript(`${migration.script}\n${record}`, `SELECT 1 FROM schema_migrations WHERE name = ${name}`);
    ran.push(migration.name);
  }
  return ran;
}
