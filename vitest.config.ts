import { configDefaults, defineConfig } from 'vitest/config';

const serverTests = ['apps/server/src/**/*.test.ts'];
/** Tests of what only a PostgreSQL server has (connections to lose); PGlite's project leaves them out. */
const postgresOnlyTests = ['apps/server/src/**/*.postgres.test.ts'];
/** Room for a loaded 2-core CI machine: a hook opens PGlite, migrates and seeds the demo club (a few seconds alone). */
const timeouts = { testTimeout: 60_000, hookTimeout: 180_000 };

/**
 * Tests import the workspace packages' TypeScript source (the "source" export condition), never a stale dist.
 * API tests run on PGlite, and once more on PostgreSQL when TEST_DATABASE_URL is set (.ci/run sets it).
 */
export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'], externalConditions: ['source'] } },
  test: {
    pool: 'forks',
    maxWorkers: 2,
    ...timeouts,
    projects: [
      { extends: true, test: { name: 'domain', include: ['packages/domain/src/**/*.test.ts'] } },
      { extends: true, test: { name: 'contracts', include: ['packages/contracts/src/**/*.test.ts'] } },
      { extends: true, test: { name: 'db', include: ['packages/db/src/**/*.test.ts'] } },
      {
        extends: true,
        test: {
          name: 'server',
          include: serverTests,
          exclude: [...configDefaults.exclude, ...postgresOnlyTests],
          env: { TEST_DB_KIND: 'pglite' },
        },
      },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              extends: true as const,
              test: { name: 'server-postgres', include: serverTests, env: { TEST_DB_KIND: 'postgres' } },
            },
          ]
        : []),
    ],
  },
});
