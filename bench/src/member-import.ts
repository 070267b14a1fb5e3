import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { migrate, openDatabase, seedDemo, type DatabaseConfig } from '@fairplay/db';
import { login, type Envelope } from './http.js';
import { startServer } from './server.js';

/**
 * The member import bench (issue 16): a generated 10,000-row CSV imported over HTTP into the demo club by the
 * built server, as the web wizard does it (a dry run, then the import while polling its progress). Run alone with
 * `BENCH_ONLY=import npm run bench`. Target: the import finishes in under 30 s on PGlite.
 */
const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 10_000);
const POLL_MS = 250;
const TARGET_SECONDS = 30;

const FIRST = ['Olivia', 'Noah', 'Emma', 'Liam', 'Ava', 'Lucas', 'Mia', 'Ethan', 'Sophia', 'James', 'Isla', 'Leo'];
const LAST = ['Bennett', 'Ramirez', 'Nguyen', 'Kowalski', 'Okafor', 'Martin', 'Schmidt', 'Rossi', 'Tanaka', 'Diaz'];

/** A realistic file: names, e-mails, phones, birth dates, some families, and one row in a hundred refused. */
export function generateCsv(rows: number): string {
  const lines = ['First Name,Last Name,Email,Mobile,Date of Birth,Household,Notes'];
  for (let i = 0; i < rows; i += 1) {
    const first = FIRST[i % FIRST.length]!;
    const last = LAST[(i * 7) % LAST.length]!;
    const email =
      i % 100 === 99 ? `broken-${i}-at-example.org` : `${first}.${last}.${i}@bench.example.org`.toLowerCase();
    const phone = i % 3 === 0 ? '' : `+1 (415) 555-${String(i % 10_000).padStart(4, '0')}`;
    const birth = `${1950 + (i % 60)}-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`;
    const family = i % 5 === 0 ? `${last} household ${Math.floor(i / 10)}` : '';
    lines.push([first, last, email, phone, birth, family, i % 4 === 0 ? '"Plays Tuesdays, Thursdays"' : ''].join(','));
  }
  return `${lines.join('\n')}\n`;
}

interface UploadAnswer {
  status: number;
  body: Envelope<{ counts: Record<string, number> }>;
}

async function upload(baseUrl: string, token: string, csv: string, fields: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'bench-members.csv');
  const response = await fetch(`${baseUrl}/api/v1/members/uploadcsv`, {
    method: 'POST',
    headers: { 'access-token': token, 'location-id': '0', 'facility-group-id': '0' },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as UploadAnswer['body'] };
}

export interface ImportBenchResult {
  backend: string;
  rows: number;
  bytes: number;
  dryRunSeconds: number;
  importSeconds: number;
  rowsPerSecond: number;
  counts: Record<string, number>;
  /** Distinct progress values the polls saw while the import ran (more than 2 means the bar moved). */
  progressSteps: number;
  polls: number;
}

async function measure(backend: string, baseUrl: string): Promise<ImportBenchResult> {
  const token = await login(baseUrl);
  const csv = generateCsv(ROWS);
  const dryStart = performance.now();
  const dry = await upload(baseUrl, token, csv, { mode: 'preview' });
  const dryRunSeconds = (performance.now() - dryStart) / 1000;
  if (dry.status !== 200) throw new Error(`dry run failed (${dry.status}): ${dry.body.message}`);

  const key = randomUUID();
  const seen = new Set<number>();
  let polls = 0;
  let running = true;
  const poller = (async () => {
    while (running) {
      const response = await fetch(`${baseUrl}/api/v1/members/uploadcsv/progress/${key}`, {
        headers: { 'access-token': token },
      });
      const body = (await response.json()) as Envelope<{ processed: number }>;
      polls += 1;
      if (response.status === 200) seen.add(body.payload.processed);
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  })();
  const start = performance.now();
  const answer = await upload(baseUrl, token, csv, { mode: 'import', import_key: key });
  const importSeconds = (performance.now() - start) / 1000;
  running = false;
  await poller;
  if (answer.status !== 200) throw new Error(`import failed (${answer.status}): ${answer.body.message}`);
  const counts = answer.body.payload.counts;
  return {
    backend,
    rows: ROWS,
    bytes: Buffer.byteLength(csv),
    dryRunSeconds,
    importSeconds,
    rowsPerSecond: ROWS / importSeconds,
    counts,
    progressSteps: seen.size,
    polls,
  };
}

async function onFreshDatabase(backend: string, config: DatabaseConfig, server: { dataDir: string } | { url: string }) {
  const handle = await openDatabase(config);
  try {
    await migrate(handle);
    await handle.db.transaction((tx) => seedDemo(tx));
  } finally {
    await handle.close();
  }
  const running = await startServer(server, null);
  try {
    return await measure(backend, running.baseUrl);
  } finally {
    await running.stop();
  }
}

async function postgresUrl(): Promise<string | null> {
  const url =
    process.env.BENCH_DATABASE_URL?.trim() ||
    process.env.DATABASE_URL?.trim() ||
    'postgres://postgres@127.0.0.1:5432/postgres';
  const probe = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await probe.connect();
    return url;
  } catch {
    return null;
  } finally {
    await probe.end().catch(() => undefined);
  }
}

function print(result: ImportBenchResult): void {
  const verdict =
    result.backend === 'pglite'
      ? result.importSeconds < TARGET_SECONDS
        ? ' (target < 30 s: met)'
        : ' (target < 30 s: MISSED)'
      : '';
  console.log(
    `[${result.backend}] member import: ${result.rows} rows (${(result.bytes / 1024).toFixed(0)} KiB); dry run ${result.dryRunSeconds.toFixed(2)} s; ` +
      `import ${result.importSeconds.toFixed(2)} s = ${result.rowsPerSecond.toFixed(0)} rows/s${verdict}; counts ${JSON.stringify(result.counts)}; ` +
      `progress seen at ${result.progressSteps} distinct values over ${result.polls} polls`,
  );
}

/** Runs the import bench on PGlite and, when one answers, PostgreSQL; prints one line per database. */
export async function runImportBench(wanted: string[]): Promise<void> {
  if (wanted.includes('pglite')) {
    const dataDir = mkdtempSync(join(tmpdir(), 'fairplay-bench-import-'));
    try {
      print(await onFreshDatabase('pglite', { kind: 'pglite', dataDir }, { dataDir }));
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  if (!wanted.includes('postgres')) return;
  const adminUrl = await postgresUrl();
  if (!adminUrl) {
    console.log('[postgres] member import: skipped (no PostgreSQL answers)');
    return;
  }
  const name = `fairplay_bench_${randomBytes(4).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  try {
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    print(await onFreshDatabase('postgres', { kind: 'postgres', url: url.toString() }, { url: url.toString() }));
  } finally {
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}
