import { readdirSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const serverSrc = fileURLToPath(new URL('../', import.meta.url));
/** The files the server-postgres project runs besides `*.postgres.test.ts` (vitest.config.ts), with their reasons. */
const suite = JSON.parse(readFileSync(new URL('./postgres-suite.json', import.meta.url), 'utf8')) as Record<
  string,
  string
>;

const testFiles = readdirSync(serverSrc, { recursive: true, encoding: 'utf8' })
  .filter((path) => path.endsWith('.test.ts'))
  .map((path) => relative(repoRoot, `${serverSrc}${path}`).split('\\').join('/'));

/**
 * The API tests run in full on PGlite and, on PostgreSQL, only where the database can change the outcome
 * (docs/contributing.md, docs/decisions.md). This holds the list true: not empty, every entry a test file that
 * exists with its reason, and no race test left to PGlite's single connection alone.
 */
describe('the PostgreSQL suite', () => {
  it('lists existing API test files, each with its reason', () => {
    expect(Object.keys(suite).length).toBeGreaterThan(10);
    for (const [file, reason] of Object.entries(suite)) {
      expect(testFiles, file).toContain(file);
      expect(file, 'a *.postgres.test.ts file runs there already').not.toMatch(/\.postgres\.test\.ts$/);
      expect(reason.trim(), file).not.toBe('');
    }
  });

  it('holds every file that races requests or asks which database it runs on', () => {
    const databaseAware = testFiles.filter((file) => {
      if (file.endsWith('.postgres.test.ts') || file.endsWith('/postgres-suite.test.ts')) return false;
      const text = readFileSync(`${repoRoot}${file}`, 'utf8');
      return /\bsimultaneous\(/.test(text) || text.includes('TEST_DB_KIND');
    });
    expect(databaseAware.length).toBeGreaterThan(0);
    expect(databaseAware.filter((file) => !(file in suite))).toEqual([]);
  });
});
