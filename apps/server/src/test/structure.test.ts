import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { getTableName } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, type EndpointDefinition } from '@fairplay/contracts';
import * as db from '@fairplay/db';
import { API_PREFIX } from '../app.js';
import { startTestApp, type TestApp } from './harness.js';

const modulesDir = new URL('../modules/', import.meta.url);
const tableOwners = JSON.parse(readFileSync(new URL('../table-owners.json', import.meta.url), 'utf8')) as Record<
  string,
  string
>;

const tableDefinitions: EndpointDefinition[] = Object.values(endpoints).flatMap((group) =>
  Object.values(group as Record<string, EndpointDefinition>),
);
const key = (method: string, path: string) => `${method} ${path.replace(/:([A-Za-z_]\w*)/g, '{$1}')}`;

/** The structure docs/architecture.md promises, checked where lint cannot see it. */
describe('the endpoint table', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ seed: false });
  });
  afterAll(async () => t.close());

  it('declares each endpoint once', () => {
    const keys = tableDefinitions.map((definition) => key(definition.method, definition.path));
    expect(keys.filter((item, index) => keys.indexOf(item) !== index)).toEqual([]);
  });

  it('is served in full, and every API route comes from it', async () => {
    for (const definition of tableDefinitions) {
      expect(
        t.app.hasRoute({ method: definition.method, url: `${API_PREFIX}${definition.path}` }),
        definition.path,
      ).toBe(true);
    }
    const document = (await t.api({ url: '/api/docs/json' })).raw.json() as { paths: Record<string, object> };
    const served = Object.entries(document.paths)
      .filter(([path]) => path.startsWith(`${API_PREFIX}/`))
      .flatMap(([path, operations]) =>
        Object.keys(operations).map((method) => key(method.toUpperCase(), path.slice(API_PREFIX.length))),
      );
    const declared = tableDefinitions.map((definition) => key(definition.method, definition.path));
    expect(served.sort()).toEqual(declared.sort());
  });
});

describe('modules and tables', () => {
  const modules = readdirSync(modulesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

  it('gives every module an index.ts, its only public face', () => {
    expect(modules.filter((name) => !existsSync(new URL(`${name}/index.ts`, modulesDir)))).toEqual([]);
  });

  it('names an existing owning module for every table of the schema', () => {
    const tables = Object.entries(db)
      .filter(([, value]) => value instanceof PgTable)
      .map(([name]) => name);
    expect(Object.keys(tableOwners).sort()).toEqual(tables.sort());
    expect(Object.values(tableOwners).filter((owner) => !modules.includes(owner))).toEqual([]);
  });

  it("lists in docs/architecture.md's module table every module, each with exactly the tables it owns", () => {
    const documented = moduleTableOfTheDocs();
    expect([...documented.keys()].sort()).toEqual([...modules].sort());
    const owned = new Map<string, string[]>(modules.map((name) => [name, []]));
    for (const [table, owner] of Object.entries(tableOwners)) {
      owned.get(owner)!.push(getTableName((db as unknown as Record<string, PgTable>)[table]!));
    }
    for (const [name, tables] of owned)
      expect([name, ...documented.get(name)!.sort()]).toEqual([name, ...tables.sort()]);
  });
});

describe('the reports module', () => {
  const dir = new URL('reports/', modulesDir);
  const queryFiles = readdirSync(dir).filter((name) => name.endsWith('.query.ts'));

  it('only reads in its query files, the ones lint lets read any table (docs/decisions.md, issue 27)', () => {
    expect(queryFiles.length).toBeGreaterThan(0);
    for (const name of queryFiles) {
      const text = readFileSync(new URL(name, dir), 'utf8');
      expect(text, name).not.toMatch(/\b(INSERT\s+INTO|UPDATE\s+\S+\s+SET|DELETE\s+FROM|TRUNCATE|ALTER\s+TABLE)\b/i);
      expect(text, name).not.toMatch(/\.(insert|update|delete)\(/);
    }
  });
});

/**
 * The module table of docs/architecture.md: each row's module and the tables of its "owns" cell (the names before
 * any parenthesis; "—" owns none).
 */
function moduleTableOfTheDocs(): Map<string, string[]> {
  const docs = readFileSync(new URL('../../../../docs/architecture.md', import.meta.url), 'utf8');
  const start = docs.indexOf('| module | owns (tables) | serves |');
  const rows = docs.slice(start).split('\n').slice(2);
  const table = new Map<string, string[]>();
  for (const row of rows) {
    if (!row.startsWith('|')) break;
    const [, name = '', owns = ''] = row.split('|').map((cell) => cell.trim());
    const tables = owns
      .replace(/\([^)]*\)/g, '')
      .split(',')
      .map((cell) => cell.trim())
      .filter((cell) => cell !== '' && cell !== '—');
    table.set(name, tables);
  }
  return table;
}
