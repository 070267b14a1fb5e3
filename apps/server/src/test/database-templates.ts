import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { businesses, migrate, openDatabase, seedDemo, type DatabaseHandle } from '@fairplay/db';

/**
 * Where each test file's database starts from: migrated, and migrated with the demo club. Made once per run, so a
 * file starts in a fraction of a second instead of running PGlite's initdb, 25 migrations and the demo seed
 * (about nine seconds on a 2-core machine, for each of some eighty files on each database).
 */
export interface DatabaseTemplates {
  kind: 'pglite' | 'postgres';
  /** PGlite: tarballs of the data directory. PostgreSQL: names of template databases. */
  empty: string;
  seeded: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplates: DatabaseTemplates;
  }
}

async function prepare(handle: DatabaseHandle, seeded: boolean): Promise<void> {
  await migrate(handle);
  if (seeded) await handle.db.transaction((tx) => seedDemo(tx));
  // The demo club charges no-show and late-cancel fees; tests start without them (those about fees set their own):
  // on the demo's busy sheet every test that moves the clock and runs the jobs would otherwise charge no-shows.
  // Likewise a member holds one court at a time (issue 24): the demo books its members at times that follow today's
  // date, so a test booking a demo member at a fixed time would meet that member's own booking on another court on
  // some days. The rule is proven where it is turned on (one-court-at-a-time.test.ts); a new club has it on.
  if (seeded) await handle.db.update(businesses).set({ noShowFee: 0, lateCancelFee: 0, oneCourtAtATime: false });
}

async function pgliteTemplates(): Promise<{ templates: DatabaseTemplates; teardown: () => Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'fairplay-templates-'));
  const paths = { empty: join(dir, 'empty.tar'), seeded: join(dir, 'seeded.tar') };
  for (const seeded of [false, true]) {
    const handle = await openDatabase({ kind: 'pglite', dataDir: null });
    await prepare(handle, seeded);
    // Written out to the tables now, so each file's copy starts without replaying the migrations' and seed's WAL
    // (about a fifth of a copy's start: some 0.2 CPU seconds for each of the 170 files).
    await handle.db.execute(sql`CHECKPOINT`);
    const dump = await handle.dumpDataDir!();
    await writeFile(seeded ? paths.seeded : paths.empty, new Uint8Array(await dump.arrayBuffer()));
    await handle.close();
  }
  return {
    templates: { kind: 'pglite', ...paths },
    teardown: () => rm(dir, { recursive: true, force: true }),
  };
}

export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function onAdmin<T>(adminUrl: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

async function postgresTemplates(
  adminUrl: string,
): Promise<{ templates: DatabaseTemplates; teardown: () => Promise<void> }> {
  const run = `fairplay_tpl_${process.pid}`;
  const names = { empty: `${run}_empty`, seeded: `${run}_seeded` };
  for (const seeded of [false, true]) {
    const name = seeded ? names.seeded : names.empty;
    await onAdmin(adminUrl, async (admin) => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${name}`);
    });
    // A template must have no connections when it is copied, so this handle is closed before any test starts.
    const handle = await openDatabase({ kind: 'postgres', url: databaseUrl(adminUrl, name), maxConnections: 2 });
    await prepare(handle, seeded);
    await handle.close();
  }
  return {
    templates: { kind: 'postgres', ...names },
    teardown: () =>
      onAdmin(adminUrl, async (admin) => {
        for (const name of Object.values(names)) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      }),
  };
}

/** Vitest's global setup of the server projects: makes the templates and hands their places to the workers. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const kind = project.config.env?.TEST_DB_KIND === 'postgres' ? 'postgres' : 'pglite';
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (kind === 'postgres' && !adminUrl)
    throw new Error('TEST_DATABASE_URL is required for the PostgreSQL test project');
  const { templates, teardown } = kind === 'postgres' ? await postgresTemplates(adminUrl!) : await pgliteTemplates();
  project.provide('databaseTemplates', templates);
  return teardown;
}
