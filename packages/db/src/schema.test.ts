import { sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows, type DatabaseHandle } from './client.js';
import { migrate } from './migrate.js';
import * as schema from './schema/index.js';

/** The SQL migrations are hand-written; this keeps the Drizzle schema the queries use in step with them. */
describe('the Drizzle schema matches the migrated database', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openDatabase({ kind: 'pglite', dataDir: null });
    await migrate(handle);
  });
  afterAll(async () => handle.close());

  const tables: PgTable[] = (Object.values(schema) as unknown[]).filter(
    (value): value is PgTable => value instanceof PgTable,
  );

  it('declares every migrated table', async () => {
    const rows = await queryRows<{ table_name: string }>(
      handle.db,
      sql`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_name <> 'schema_migrations'`,
    );
    expect(tables.map((table) => getTableConfig(table).name).sort()).toEqual(rows.map((row) => row.table_name).sort());
  });

  it.each(tables.map((table) => [getTableConfig(table).name, table] as const))(
    '%s has the same columns and nullability',
    async (name, table) => {
      const rows = await queryRows<{ column_name: string; is_nullable: string }>(
        handle.db,
        sql`SELECT column_name, is_nullable FROM information_schema.columns WHERE table_schema = 'public' AND table_name = ${name}`,
      );
      const inDatabase = Object.fromEntries(rows.map((row) => [row.column_name, row.is_nullable === 'NO']));
      const inSchema = Object.fromEntries(getTableConfig(table).columns.map((column) => [column.name, column.notNull]));
      expect(inSchema).toEqual(inDatabase);
    },
  );

  it('applies each migration once', async () => {
    expect(await migrate(handle)).toEqual([]);
  });
});
