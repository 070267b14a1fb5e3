import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows, type DatabaseHandle, type Executor } from './client.js';
import { prepared, queryRowsPrepared } from './prepared.js';

/** Both databases: PGlite always, PostgreSQL when TEST_DATABASE_URL names one. */
const databases = [
  { name: 'PGlite', config: { kind: 'pglite' as const, dataDir: null } },
  ...(process.env.TEST_DATABASE_URL
    ? [{ name: 'PostgreSQL', config: { kind: 'postgres' as const, url: process.env.TEST_DATABASE_URL } }]
    : []),
];

describe.each(databases)('prepared on $name', ({ config }) => {
  let handle: DatabaseHandle;
  let builds = 0;
  beforeAll(async () => {
    handle = await openDatabase(config);
  });
  afterAll(async () => handle.close());

  /** A query reading a placeholder and a setting local to the transaction it runs in. */
  const query = (db: Executor) =>
    prepared(db, 'prepared_test_query', (on) => {
      builds += 1;
      return on
        .select({
          next: sql<number>`${sql.placeholder('value')}::integer + 1`.as('next'),
          setting: sql<string | null>`current_setting('fairplay.prepared_test', true)`.as('setting'),
        })
        .from(sql`(SELECT 1) AS one`)
        .prepare('prepared_test_query');
    });

  it('builds the query once per database and fills its placeholders on every call', async () => {
    builds = 0;
    const answers = [];
    for (const value of [1, 41, 99]) answers.push((await query(handle.db).execute({ value }))[0]?.next);
    expect(answers.map(Number)).toEqual([2, 42, 100]);
    expect(builds).toBe(1);
  });

  it('builds it for the transaction inside one, so it runs in that transaction', async () => {
    builds = 0;
    const seen = await handle.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT set_config('fairplay.prepared_test', 'inside', true)`);
      const first = await query(tx).execute({ value: 1 });
      const second = await query(tx).execute({ value: 2 });
      return [first[0]?.setting, second[0]?.setting, Number(second[0]?.next)];
    });
    expect(seen).toEqual(['inside', 'inside', 3]);
    expect(builds).toBe(2);
  });

  it('runs raw SQL as a statement named by its text: each shape once per connection, values on every call', async () => {
    const shape = (value: number, doubled: boolean) =>
      doubled
        ? sql`SELECT ${value}::integer * 2 AS answer, 'prepared_test_shape' AS tag`
        : sql`SELECT ${value}::integer AS answer, 'prepared_test_shape' AS tag`;
    const answers = [];
    for (const [value, doubled] of [
      [1, false],
      [2, true],
      [3, false],
      [4, true],
    ] as const)
      answers.push((await queryRowsPrepared<{ answer: number }>(handle.db, shape(value, doubled)))[0]?.answer);
    expect(answers).toEqual([1, 4, 3, 8]);
    // On PostgreSQL, inside a transaction (one connection), the statement is kept by name: two shapes, two names.
    if (config.kind === 'postgres') {
      const names = await handle.db.transaction(async (tx) => {
        await queryRowsPrepared(tx, shape(5, false));
        await queryRowsPrepared(tx, shape(6, false));
        await queryRowsPrepared(tx, shape(7, true));
        return queryRows<{ name: string }>(
          tx,
          sql`SELECT name FROM pg_prepared_statements WHERE statement LIKE '%prepared_test_shape%' ORDER BY name`,
        );
      });
      expect(names).toHaveLength(2);
      for (const { name } of names) expect(name).toMatch(/^q_[0-9a-f]{24}$/);
    }
  });
});
