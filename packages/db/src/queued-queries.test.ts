import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows, type DatabaseHandle } from './client.js';

/** Both databases: PGlite always, PostgreSQL when TEST_DATABASE_URL names one. */
const databases = [
  { name: 'PGlite', config: { kind: 'pglite' as const, dataDir: null } },
  ...(process.env.TEST_DATABASE_URL
    ? [{ name: 'PostgreSQL', config: { kind: 'postgres' as const, url: process.env.TEST_DATABASE_URL } }]
    : []),
];

/**
 * A transaction's statements asked side by side (`Promise.all` on `tx`) run one after another on its connection,
 * queued by our client rather than by node-postgres, which deprecates queueing inside a client (gone in pg 9) and
 * warns "Calling client.query() when the client is already executing a query". PGlite has one connection and
 * queues its statements itself; the same holds there.
 */
describe.each(databases)('statements of a transaction asked side by side on $name', ({ config }) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openDatabase(config);
  });
  afterAll(async () => handle.close());

  it('answer each in order, and node-postgres never sees a second query while one runs', async () => {
    const warnings: string[] = [];
    const listen = (warning: Error) => warnings.push(warning.message);
    process.on('warning', listen);
    try {
      const answers = await handle.db.transaction(async (tx) =>
        Promise.all(
          [3, 1, 2].map(async (n) => {
            const [row] = await queryRows<{ n: number; at: number }>(
              tx,
              sql`SELECT ${n}::int AS n, extract(epoch FROM clock_timestamp())::float8 AS at FROM pg_sleep(${n / 100})`,
            );
            return row!;
          }),
        ),
      );
      expect(answers.map((row) => row.n)).toEqual([3, 1, 2]);
      // Asked together, run in the order asked: each started after the one before it ended.
      const times = answers.map((row) => Number(row.at));
      expect(times[1]).toBeGreaterThan(times[0]!);
      expect(times[2]).toBeGreaterThan(times[1]!);
      // Warnings are emitted on the next tick.
      await new Promise((resolve) => setImmediate(resolve));
      expect(warnings.filter((message) => message.includes('already executing a query'))).toEqual([]);
    } finally {
      process.off('warning', listen);
    }
  });
});
