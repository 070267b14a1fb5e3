import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { migrate, openDatabase, type DatabaseConfig } from '@fairplay/db';
import { addDaysToDate } from '@fairplay/domain';
import { buildClub, CLUB, type BenchClub } from './build-club.js';
import { measureBookings, type BookingsResult } from './bookings.js';
import { login } from './http.js';
import { countEvents, measureListing, type ListingResult } from './listing.js';
import { measureRender, renderAvailable, type RenderResult } from './render.js';
import { ROOT, startServer } from './server.js';

function intFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number, got "${raw}"`);
  return value;
}

const SETTINGS = {
  listingWarmup: intFromEnv('BENCH_LISTING_WARMUP', 20),
  listingSamples: intFromEnv('BENCH_LISTING_SAMPLES', 200),
  bookings: intFromEnv('BENCH_BOOKINGS', 2000),
  clients: intFromEnv('BENCH_CLIENTS', 50),
  renderRuns: intFromEnv('BENCH_RENDER_RUNS', 5),
  analyze: intFromEnv('BENCH_ANALYZE', 1) !== 0,
};

const TARGETS = { listingP95: { pglite: 60, postgres: 30 }, renderMs: 300 } as const;
const MIN_OCCURRENCES = 150_000;

type Backend = 'pglite' | 'postgres';

interface BackendResult {
  backend: Backend;
  club: BenchClub;
  listing: ListingResult;
  bookings: BookingsResult;
  render: RenderResult;
}

const log = (backend: string) => (line: string) => console.log(`[${backend}] ${line}`);
const ms = (value: number) => (Number.isFinite(value) ? `${value.toFixed(1)} ms` : 'n/a');

async function runSuite(
  backend: Backend,
  config: DatabaseConfig,
  serverDatabase: { dataDir: string } | { url: string },
  webDist: string | null,
): Promise<BackendResult> {
  const say = log(backend);
  const handle = await openDatabase(config);
  let club: BenchClub;
  try {
    await migrate(handle);
    club = await buildClub(handle, say, { analyze: SETTINGS.analyze });
  } finally {
    await handle.close();
  }
  say(
    `club: ${club.courtIds.length} courts, ${club.occurrences} occurrences (${club.firstDate} .. ${addDaysToDate(club.firstDate, CLUB.days - 1)}), ` +
      `${club.participants} participants, ${club.assignees} assigned coaches; built in ${club.seconds.toFixed(1)} s`,
  );

  const server = await startServer(serverDatabase, webDist);
  try {
    say(`server (apps/server/dist/main.js) listening at ${server.baseUrl}`);
    const token = await login(server.baseUrl);

    const listing = await measureListing(server.baseUrl, token, club.today, club.timeZone, {
      warmup: SETTINGS.listingWarmup,
      samples: SETTINGS.listingSamples,
    });
    say(
      `listing ${listing.day}: ${listing.events} events; n=${listing.n} p50 ${ms(listing.p50)} p95 ${ms(listing.p95)} mean ${ms(listing.mean)} max ${ms(listing.max)}`,
    );

    const firstFreeDay = addDaysToDate(club.firstDate, CLUB.days + 7);
    const bookings = await measureBookings(server.baseUrl, token, club.courtIds, firstFreeDay, club.timeZone, {
      total: SETTINGS.bookings,
      clients: SETTINGS.clients,
      warmup: 20,
    });
    say(
      `bookings: ${bookings.created}/${bookings.total} created by ${bookings.clients} clients in ${bookings.seconds.toFixed(2)} s = ` +
        `${bookings.perSecond.toFixed(0)}/s; statuses ${JSON.stringify(bookings.statuses)}; latency p50 ${ms(bookings.latency.p50)} p95 ${ms(bookings.latency.p95)}`,
    );

    let render: RenderResult;
    const available = renderAvailable(webDist);
    if (SETTINGS.renderRuns === 0) render = { ok: false, reason: 'skipped (BENCH_RENDER_RUNS=0)' };
    else if (!available.ok) render = available;
    else {
      const nextDay = await countEvents(server.baseUrl, token, addDaysToDate(club.today, 1), club.timeZone);
      render = await measureRender(
        server.baseUrl,
        token,
        club.today,
        { day: listing.events, nextDay },
        SETTINGS.renderRuns,
      );
    }
    if (render.ok) {
      say(
        `render ${render.url} (until ${render.signal}): n=${render.runs} median ${ms(render.rendered.p50)} max ${ms(render.rendered.max)} ` +
          `(DOMContentLoaded median ${ms(render.domReady.p50)}, listing fetch in the browser median ${ms(render.listingFetch.p50)})`,
      );
      if (render.daySwitch)
        say(
          `next-day switch: n=${render.daySwitch.n} median ${ms(render.daySwitch.p50)} max ${ms(render.daySwitch.max)}`,
        );
      else say(`next-day switch: not measured: ${render.daySwitchProblem}`);
    } else {
      say(`render: not measured: ${render.reason}`);
    }
    return { backend, club, listing, bookings, render };
  } finally {
    await server.stop();
  }
}

async function runPglite(webDist: string | null): Promise<BackendResult> {
  const dataDir = mkdtempSync(join(tmpdir(), 'fairplay-bench-'));
  try {
    return await runSuite('pglite', { kind: 'pglite', dataDir }, { dataDir }, webDist);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The PostgreSQL server to use: BENCH_DATABASE_URL, DATABASE_URL, or a local one when it answers. */
async function postgresServer(): Promise<{ url: string } | { skip: string }> {
  const given = process.env.BENCH_DATABASE_URL?.trim() || process.env.DATABASE_URL?.trim();
  const url = given || 'postgres://postgres@127.0.0.1:5432/postgres';
  const probe = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await probe.connect();
    await probe.query('SELECT 1');
    return { url };
  } catch (error) {
    if (given)
      throw new Error(
        `cannot reach PostgreSQL at the given URL: ${error instanceof Error ? error.message : String(error)}`,
        { cause: error },
      );
    return { skip: `no BENCH_DATABASE_URL/DATABASE_URL and nothing answers at ${url}` };
  } finally {
    await probe.end().catch(() => undefined);
  }
}

async function runPostgres(adminUrl: string, webDist: string | null): Promise<BackendResult> {
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
    return await runSuite('postgres', { kind: 'postgres', url: url.toString() }, { url: url.toString() }, webDist);
  } finally {
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}

function verdict(value: number, target: number): string {
  if (!Number.isFinite(value)) return 'n/a';
  return value < target ? `met (< ${target})` : `MISSED (>= ${target})`;
}

function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  const line = (row: string[]) => `| ${row.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`;
  const rule = `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`;
  return [line(rows[0]!), rule, ...rows.slice(1).map(line)].join('\n');
}

function report(results: BackendResult[], notes: string[]): void {
  const withTarget = (value: number, target: number) =>
    Number.isFinite(value) ? `${ms(value)}  ${verdict(value, target)}` : 'not measured';
  const metrics: [string, (result: BackendResult) => string][] = [
    ['occurrences', (r) => `${r.club.occurrences}${r.club.occurrences >= MIN_OCCURRENCES ? '' : ' (< 150000!)'}`],
    ['listing: events in the day', (r) => String(r.listing.events)],
    ['listing p50', (r) => ms(r.listing.p50)],
    ['listing p95', (r) => withTarget(r.listing.p95, TARGETS.listingP95[r.backend])],
    [
      'bookings/s (50 clients)',
      (r) => `${r.bookings.perSecond.toFixed(0)}/s (${r.bookings.created} in ${r.bookings.seconds.toFixed(1)} s)`,
    ],
    ['bookings: non-200', (r) => String(r.bookings.failed)],
    [
      'render: page load → day shown (median)',
      (r) => withTarget(r.render.ok ? r.render.rendered.p50 : Number.NaN, TARGETS.renderMs),
    ],
    [
      'render: next day → shown (median)',
      (r) => withTarget(r.render.ok && r.render.daySwitch ? r.render.daySwitch.p50 : Number.NaN, TARGETS.renderMs),
    ],
  ];
  const header = ['', ...results.map((result) => result.backend)];
  const rows = metrics.map(([label, cell]) => [label, ...results.map(cell)]);
  console.log('\nCourt sheet benchmark');
  console.log(
    `club: ${CLUB.courts} courts, ${CLUB.slotsPerDay} weekly-series bookings per court and day over ${CLUB.days} days; ` +
      `listing: ${SETTINGS.listingSamples} sequential HTTP calls for one day after ${SETTINGS.listingWarmup} warm-up; ` +
      `bookings: ${SETTINGS.bookings} add_complex calls from ${SETTINGS.clients} concurrent HTTP clients; ` +
      `render: median of ${SETTINGS.renderRuns} loads of /private/dashboard?date=<today> in Chromium, from navigation start, ` +
      `and of the switch to the next day, from the click\n`,
  );
  console.log(table([header, ...rows]));
  for (const result of results) {
    if (!result.render.ok) console.log(`${result.backend}: render not measured: ${result.render.reason}`);
    else if (!result.render.daySwitch)
      console.log(`${result.backend}: next-day switch not measured: ${result.render.daySwitchProblem}`);
  }
  for (const note of notes) console.log(note);
}

async function main(): Promise<void> {
  const wanted = (process.env.BENCH_BACKENDS ?? 'pglite,postgres').split(',').map((name) => name.trim());
  const results: BackendResult[] = [];
  const notes: string[] = [];
  // The servers serve a copy of the web build taken now, so a rebuild of apps/web/dist by someone else during
  // the run cannot swap the bundle under the browser.
  const built = join(ROOT, 'apps/web/dist');
  const webDist = existsSync(built) ? mkdtempSync(join(tmpdir(), 'fairplay-bench-web-')) : null;
  if (webDist) cpSync(built, webDist, { recursive: true });
  try {
    await runAll(wanted, webDist, results, notes);
  } finally {
    if (webDist) rmSync(webDist, { recursive: true, force: true });
  }
  report(results, notes);
}

async function runAll(
  wanted: string[],
  webDist: string | null,
  results: BackendResult[],
  notes: string[],
): Promise<void> {
  if (wanted.includes('pglite')) results.push(await runPglite(webDist));
  if (wanted.includes('postgres')) {
    const server = await postgresServer();
    if ('url' in server) results.push(await runPostgres(server.url, webDist));
    else notes.push(`postgres: skipped (${server.skip})`);
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error('bench failed:', error);
    process.exit(1);
  },
);
