import { defineConfig } from 'vitest/config';

const source = { conditions: ['source'] };
const serverTests = ['apps/server/src/**/*.test.ts'];

/**
 * API tests run on PGlite, and once more on PostgreSQL when TEST_DATABASE_URL is set (.ci/run sets it).
 */
export default defineConfig({
  resolve: source,
  ssr: { resolve: { conditions: ['source'], externalConditions: ['source'] } },
  test: {
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      { resolve: source, test: { name: 'domain', include: ['packages/domain/src/**/*.test.ts'] } },
      { resolve: source, test: { name: 'contracts', include: ['packages/contracts/src/**/*.test.ts'] } },
      { resolve: source, test: { name: 'db', include: ['packages/db/src/**/*.test.ts'], hookTimeout: 60_000 } },
      {
        resolve: source,
        test: { name: 'server', include: serverTests, env: { TEST_DB_KIND: 'pglite' }, testTimeout: 30_000, hookTimeout: 60_000 },
      },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              resolve: source,
              test: { name: 'server-postgres', include: serverTests, env: { TEST_DB_KIND: 'postgres' }, testTimeout: 30_000, hookTimeout: 60_000 },
            },
          ]
        : []),
    ],
  },
});
