import { randomBytes } from 'node:crypto';
import { readFileSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { migrate, openDatabase, queryRows, seedDemo, type DatabaseConfig, type DatabaseHandle } from '@fairplay/db';
import { login, summarize } from './http.js';
import { startServer } from './server.js';
import { ms } from './settings.js';

/**
 * The people bench (`npm run bench:people`): a club with 10,000 more members, generated in SQL, then against the
 * built server: the customers list's search (GET members/get?search=…) p50/p95, and the CSV export of every
 * member (GET reports/members), with the server process's peak resident memory while it streams compared with
 * the size of the file. Targets (issue 16): search p95 under 50 ms; the export does not hold all rows in memory.
 */

const MEMBERS = Number(process.env.BENCH_PEOPLE ?? 10_000);
/**
 * Which measurements run (comma-separated; all by default): `search` (search and paging) and `export`. Which
 * databases: `pglite`, `postgres` (both by default). E.g. only the export on PGlite, when the machine is shared:
 * BENCH_PEOPLE_PARTS=export BENCH_PEOPLE_BACKENDS=pglite npm run bench:people
 */
const listOf = (value: string | undefined, all: string[]) =>
  new Set(value?.trim() ? value.split(',').map((part) => part.trim()) : all);
const PARTS = listOf(process.env.BENCH_PEOPLE_PARTS, ['search', 'export']);
const BACKENDS = listOf(process.env.BENCH_PEOPLE_BACKENDS, ['pglite', 'postgres']);
const SEARCH_WARMUP = 20;
const SEARCH_SAMPLES = 200;
const FIRST = ['Olivia', 'Liam', 'Amelia', 'Noah', 'Sofia', 'Mateo', 'Aisha', 'Kenji', 'Priya', 'Lars', 'Zoe', 'Omar'];
const LAST = ['Andersen', 'Brooks', 'Castillo', 'Dubois', 'Eriksen', 'Fischer', 'Gupta', 'Hughes', 'Ivanova', 'Jensen'];

/** 10,000 members of the demo club: accounts with distinct names, e-mails and phones, in two statements. */
async function addMembers(handle: DatabaseHandle): Promise<number> {
  const [club] = await queryRows<{ business_id: number; member_type_id: number; hash: string }>(
    handle.db,
    sql`SELECT b.id AS business_id, t.id AS member_type_id, u.password_hash AS hash
        FROM businesses b JOIN member_types t ON t.business_id = b.id AND t.key = 'member'
        JOIN users u ON u.username = 'owner' ORDER BY b.id LIMIT 1`,
  );
  if (!club) throw new Error('the demo club is missing');
  const first = `ARRAY[${FIRST.map((name) => `'${name}'`).join(',')}]`;
  const last = `ARRAY[${LAST.map((name) => `'${name}'`).join(',')}]`;
  await handle.db.execute(
    sql.raw(`INSERT INTO users (uid, username, email, password_hash, first_name, last_name, phone, user_type, current_business_id)
      SELECT 'bench-' || n, 'bench.' || n, 'bench.person' || n || '@example.net', '${club.hash}',
             (${first})[1 + n % ${FIRST.length}], (${last})[1 + (n / ${FIRST.length}) % ${LAST.length}] || '-' || n,
             '+1555' || lpad(n::text, 7, '0'), 'nbu', ${club.business_id}
      FROM generate_series(1, ${MEMBERS}) AS n`),
  );
  await handle.db.execute(
    sql.raw(`INSERT INTO business_members (business_id, user_id, member_type_id)
      SELECT ${club.business_id}, id, ${club.member_type_id} FROM users WHERE username LIKE 'bench.%'`),
  );
  await handle.db.execute(sql`ANALYZE`);
  return club.business_id;
}

/** Resident memory of a process in bytes (Linux /proc), or NaN elsewhere. */
function rssOf(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
    return kb ? Number(kb) * 1024 : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function measure(backend: string, config: DatabaseConfig, serverDb: { dataDir: string } | { url: string }) {
  const say = (line: string) => console.log(`[people/${backend}] ${line}`);
  const handle = await openDatabase(config);
  try {
    await migrate(handle);
    await handle.db.transaction((tx) => seedDemo(tx));
    const started = performance.now();
    await addMembers(handle);
    say(`added ${MEMBERS} members in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await handle.close();
  }
  const server = await startServer(serverDb, null);
  try {
    const token = await login(server.baseUrl);
    const get = async (path: string) => {
      const begin = performance.now();
      const response = await fetch(`${server.baseUrl}/api/v1${path}`, { headers: { 'access-token': token } });
      const body = (await response.json()) as { payload: { members: unknown[] } };
      if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
      return { ms: performance.now() - begin, rows: body.payload.members.length };
    };
    if (PARTS.has('search')) await measureSearch(server, token, get, say);
    if (PARTS.has('export')) await measureExport(server, token, say);
  } finally {
    await server.stop();
  }
}

/** The customers list: a signed-in baseline, the search p50/p95 and 50 pages in a row. */
async function measureSearch(
  server: { baseUrl: string },
  token: string,
  get: (path: string) => Promise<{ ms: number; rows: number }>,
  say: (line: string) => void,
): Promise<void> {
  // The cost of any signed-in call on this machine now (session, club, roles, envelope), to read the search by.
  const baseline: number[] = [];
  for (let i = 0; i < 50; i++) {
    const begin = performance.now();
    const response = await fetch(`${server.baseUrl}/api/v1/roles/member-types`, {
      headers: { 'access-token': token },
    });
    await response.arrayBuffer();
    baseline.push(performance.now() - begin);
  }
  const base = summarize(baseline);
  say(
    `baseline (GET roles/member-types): p50 ${ms(base.p50)} p95 ${ms(base.p95)}; load average ${loadavg()[0]!.toFixed(1)}`,
  );
  // Names, surnames, e-mail and phone fragments, a rare match and no match: what front-desk staff type.
  const searches = ['olivia', 'brooks', 'fischer-77', 'bench.person123', '5550004', 'kenji gupta', 'zzz-nobody', 'am'];
  for (let i = 0; i < SEARCH_WARMUP; i++) await get(`/members/get?last_id=-1&search=${searches[i % searches.length]}`);
  const samples: number[] = [];
  for (let i = 0; i < SEARCH_SAMPLES; i++) {
    samples.push(
      (await get(`/members/get?last_id=-1&search=${encodeURIComponent(searches[i % searches.length]!)}`)).ms,
    );
  }
  const search = summarize(samples);
  say(
    `members/get search: n=${search.n} p50 ${ms(search.p50)} p95 ${ms(search.p95)} max ${ms(search.max)} (target p95 < 50 ms)`,
  );
  const pages: number[] = [];
  let lastId = -1;
  for (let i = 0; i < 50; i++) {
    const begin = performance.now();
    const response = await fetch(`${server.baseUrl}/api/v1/members/get?last_id=${lastId}`, {
      headers: { 'access-token': token },
    });
    const body = (await response.json()) as { payload: { members: { id: number }[] } };
    pages.push(performance.now() - begin);
    lastId = body.payload.members[body.payload.members.length - 1]!.id;
  }
  const paging = summarize(pages);
  say(`members/get paging (50 pages in a row): p50 ${ms(paging.p50)} p95 ${ms(paging.p95)}`);
}

/**
 * The export of every member (GET reports/members): the server's resident memory sampled every 10 ms while the file
 * streams in, after a warm-up export (so code loading and pools are not counted), compared with the file's size.
 * A server holding all rows would grow by a multiple of the file (JavaScript strings and row objects); a streaming
 * one by a small, fixed amount whatever the number of rows.
 */
async function measureExport(
  server: { baseUrl: string; pid: number },
  token: string,
  say: (line: string) => void,
): Promise<void> {
  const download = async (sample: boolean) => {
    const before = rssOf(server.pid);
    let peak = before;
    const timer = sample ? setInterval(() => (peak = Math.max(peak, rssOf(server.pid))), 10) : undefined;
    const begin = performance.now();
    const response = await fetch(`${server.baseUrl}/api/v1/reports/members`, { headers: { 'access-token': token } });
    if (response.status !== 200) throw new Error(`reports/members answered ${response.status}`);
    let bytes = 0;
    let lines = 0;
    let firstByteMs = Number.NaN;
    const reader = response.body!.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (Number.isNaN(firstByteMs)) firstByteMs = performance.now() - begin;
      bytes += value.byteLength;
      for (const byte of value) if (byte === 10) lines++;
    }
    const seconds = (performance.now() - begin) / 1000;
    clearInterval(timer);
    peak = Math.max(peak, rssOf(server.pid));
    return { before, peak, bytes, rows: lines - 1, seconds, firstByteMs };
  };
  await download(false);
  const run = await download(true);
  const growth = Math.max(0, run.peak - run.before);
  say(
    `reports/members: ${run.rows} rows, ${mb(run.bytes)} in ${run.seconds.toFixed(2)} s (first bytes after ` +
      `${ms(run.firstByteMs)}); server RSS ${mb(run.before)} before, peak ${mb(run.peak)}: growth ${mb(growth)}, ` +
      `${((growth / run.bytes) * 100).toFixed(0)} % of the file (load average ${loadavg()[0]!.toFixed(1)})`,
  );
}

async function main() {
  if (BACKENDS.has('pglite')) {
    const dataDir = mkdtempSync(join(tmpdir(), 'fairplay-bench-people-'));
    try {
      await measure('pglite', { kind: 'pglite', dataDir }, { dataDir });
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  if (!BACKENDS.has('postgres')) return;
  const adminUrl = process.env.BENCH_DATABASE_URL?.trim() || 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `fairplay_people_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch {
    console.log(`[people/postgres] skipped: nothing answers at ${adminUrl}`);
    return;
  }
  await admin.query(`CREATE DATABASE ${name}`);
  try {
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    await measure('postgres', { kind: 'postgres', url: url.toString() }, { url: url.toString() });
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error('people bench failed:', error);
    process.exit(1);
  },
);
