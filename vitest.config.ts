import { readFileSync } from 'node:fs';
import { configDefaults, defineConfig } from 'vitest/config';

const serverTests = ['apps/server/src/**/*.test.ts'];
/** Tests of what only a PostgreSQL server has (connections to lose); PGlite's project leaves them out. */
const postgresOnlyTests = ['apps/server/src/**/*.postgres.test.ts'];
/**
 * The API test files that run on PostgreSQL as well as on PGlite: those whose outcome can differ by database (races
 * settled by locks and keys across many connections, the jobs queue, idempotent money, the sweep of every route),
 * each with its reason. Every other file runs on PGlite only; the browser tests run on PostgreSQL. A file that calls
 * `simultaneous()` or reads TEST_DB_KIND must be listed (postgres-suite.test.ts checks it; docs/contributing.md).
 */
const postgresSuite = Object.keys(
  JSON.parse(readFileSync(new URL('./apps/server/src/test/postgres-suite.json', import.meta.url), 'utf8')) as object,
);
/**
 * Room for a busy 2-core CI machine, where `npm test` runs these beside lint and two browsers: the slowest test
 * takes 9 s alone; a hook opens the file's database from the template and signs people in.
 */
const timeouts = { testTimeout: 120_000, hookTimeout: 240_000 };
/** Migrates and seeds once per run; each API test file's database starts from that copy. */
const databaseTemplates = ['apps/server/src/test/database-templates.ts'];

/**
 * Tests import the workspace packages' TypeScript source (the "source" export condition), never a stale dist.
 * API tests run on PGlite; with TEST_DATABASE_URL set (.ci/run sets it) the postgres suite runs once more on PostgreSQL.
 */
export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'], externalConditions: ['source'] } },
  // The global setup runs in Vitest's own environment, which needs the same condition (else it loads a stale dist).
  environments: { __vitest__: { resolve: { conditions: ['source'], externalConditions: ['source'] } } },
  test: {
    pool: 'forks',
    maxWorkers: 2,
    // A worker keeps its loaded modules from one file to the next: loading the server's code costs seconds per
    // file on a busy 2-core machine. Each file still builds its own app and database; no file mocks a module.
    isolate: false,
    restoreMocks: true,
    ...timeouts,
    projects: [
      { extends: true, test: { name: 'domain', include: ['packages/domain/src/**/*.test.ts'] } },
      { extends: true, test: { name: 'contracts', include: ['packages/contracts/src/**/*.test.ts'] } },
      { extends: true, test: { name: 'db', include: ['packages/db/src/**/*.test.ts'] } },
      // The web's pure view logic (features/*/model): no browser needed.
      { extends: true, test: { name: 'web', include: ['apps/web/src/**/*.test.ts'] } },
      {
        extends: true,
        test: {
          name: 'server',
          include: serverTests,
          exclude: [...configDefaults.exclude, ...postgresOnlyTests],
          env: { TEST_DB_KIND: 'pglite' },
          globalSetup: databaseTemplates,
        },
      },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              extends: true as const,
              test: {
                name: 'server-postgres',
                include: [...postgresSuite, ...postgresOnlyTests],
                env: { TEST_DB_KIND: 'postgres' },
                globalSetup: databaseTemplates,
              },
            },
          ]
        : []),
    ],
  },
});
