import { existsSync, readdirSync, readFileSync } from 'node:fs';
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
});
