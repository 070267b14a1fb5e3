import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { migrate, openDatabase, type DatabaseConfig } from '@fairplay/db';
import { addDaysToDate } from '@fairplay/domain';
import { buildClub, CLUB, type BenchClub } from './build-club.js';
import { measureBookings, type BookingsResult } from './bookings.js';
import { kb, measureBundles, type BundlesResult } from './bundles.js';
import { measureLighthouse, type LighthouseResult } from './lighthouse.js';
import { login, summarize } from './http.js';
import { countEvents, measureListing, type ListingResult } from './listing.js';
import { measureRawListing, type RawListingResult } from './listing-sql.js';
import { measureRawInserts, type RawInsertsResult } from './raw-inserts.js';
import { measureMixed, type MixedResult } from './mixed.js';
import { countDoubleBookings, mintSessions, type MixedSessions } from './mixed-setup.js';
import { measureRender, renderAvailable, type RenderResult } from './render.js';
import { ROOT, startServer } from './server.js';
import { report } from './report.js';
import { runImportBench } from './member-import.js';
import { runPolicyBench } from './policy.js';
import { runLessonBench } from './lessons.js';
import { BOOKING_HOURS_PER_DAY, ms, SETTINGS, type Backend, type BackendResult } from './settings.js';

const log = (backend: string) => (line: string) => console.log(`[${backend}] ${line}`);

async function runSuite(
  backend: Backend,
  config: DatabaseConfig,
  serverDatabase: { dataDir: string } | { url: string },
  webDist: string | null,
  webFigures: boolean,
): Promise<BackendResult> {
  const say = log(backend);
  const handle = await openDatabase(config);
  let club: BenchClub;
  let sessions: MixedSessions;
  let rawListing: RawListingResult;
  const kept = 'dataDir' in serverDatabase ? keptClub(serverDatabase.dataDir) : null;
  try {
    if (kept) {
      club = kept;
      say(`reusing the club built on ${club.today} in ${(serverDatabase as { dataDir: string }).dataDir}`);
    } else {
      await migrate(handle);
      club = await buildClub(handle, say, { analyze: SETTINGS.analyze });
      if ('dataDir' in serverDatabase && process.env.BENCH_PGLITE_DIR)
        writeFileSync(join(serverDatabase.dataDir, CLUB_FILE), JSON.stringify(club));
    }
    sessions = await mintSessions(handle, club.businessId);
    rawListing = await measureRawListing(handle, club, {
      warmup: SETTINGS.listingWarmup,
      samples: SETTINGS.listingSamples,
    });
  } finally {
    await handle.close();
  }
  say(
    `club: ${club.courtIds.length} courts, ${club.occurrences} occurrences (${club.firstDate} .. ${addDaysToDate(club.firstDate, CLUB.days - 1)}), ` +
      `${club.participants} participants, ${club.assignees} assigned coaches; built in ${club.seconds.toFixed(1)} s`,
  );

  say(
    `raw listing SQL (${rawListing.rows} rows, no HTTP): n=${rawListing.n} p50 ${ms(rawListing.p50)} p95 ${ms(rawListing.p95)}`,
  );
  const measured = {
    ...(await measureOnServer(backend, club, sessions, serverDatabase, webDist, webFigures)),
    rawListing,
  };
  // After the server stopped: PGlite's files are then free to open again.
  const check = await openDatabase(config);
  try {
    // The bookings' floor (issue 30 point 4): as many plain INSERTs by as many clients, on days nobody books.
    let rawInserts: RawInsertsResult | null = null;
    if (measured.bookings) {
      rawInserts = await measureRawInserts(check, club, addDaysToDate(club.firstDate, CLUB.days + 120), {
        total: SETTINGS.bookings,
        clients: SETTINGS.clients,
      });
      say(
        `raw inserts (no HTTP, no checks): ${rawInserts.inserted}/${rawInserts.total} by ${rawInserts.clients} clients in ` +
          `${rawInserts.seconds.toFixed(2)} s = ${rawInserts.perSecond.toFixed(0)}/s; bookings are ` +
          `${((100 * measured.bookings.perSecond) / rawInserts.perSecond).toFixed(0)} % of it; load average ${loadavg()
            .map((n) => n.toFixed(2))
            .join(' ')}`,
      );
    }
    const doubleBookings = await countDoubleBookings(check);
    say(`double bookings (occurrences overlapping another on their court): ${doubleBookings}`);
    return { ...measured, rawInserts, doubleBookings };
  } finally {
    await check.close();
  }
}

/**
 * The web figures that do not depend on the database (measured once, on the first backend): the first load's
 * JavaScript and CSS and the public pages' Lighthouse scores. BENCH_LIGHTHOUSE_DIR keeps Lighthouse's reports.
 */
async function measureWeb(
  baseUrl: string,
  token: string,
  day: string,
  webDist: string | null,
  say: (line: string) => void,
): Promise<{ bundles: BundlesResult | null; lighthouse: LighthouseResult | null }> {
  if (!webDist) return { bundles: null, lighthouse: null };
  let bundles: BundlesResult | null = null;
  let scores: LighthouseResult | null = null;
  if (SETTINGS.parts.has('bundles')) {
    bundles = await measureBundles(baseUrl, token, day);
    if (bundles.ok)
      for (const weight of [...bundles.publicPages, bundles.courtSheet])
        say(
          `first load ${weight.path}: JS ${kb(weight.jsGzip)} gzipped (before first paint ${kb(weight.jsBeforePaintGzip)}), CSS ${kb(weight.cssGzip)}; ${weight.files} files`,
        );
    else say(`bundles: not measured: ${bundles.reason}`);
  }
  if (SETTINGS.parts.has('lighthouse') && SETTINGS.lighthouseRuns > 0) {
    scores = await measureLighthouse(baseUrl, SETTINGS.lighthouseRuns, process.env.BENCH_LIGHTHOUSE_DIR || undefined);
    if (scores.ok)
      for (const page of scores.pages)
        say(
          `lighthouse ${page.path}: performance ${page.performance}, accessibility ${page.accessibility}, best practices ${page.bestPractices}, SEO ${page.seo}; ` +
            `FCP ${ms(page.fcp)} LCP ${ms(page.lcp)} TBT ${ms(page.tbt)} CLS ${page.cls.toFixed(3)}; below 90: ${page.failed.join(', ') || 'none'}`,
        );
    else say(`lighthouse: not measured: ${scores.reason}`);
  }
  return { bundles, lighthouse: scores };
}

async function measureOnServer(
  backend: Backend,
  club: BenchClub,
  sessions: MixedSessions,
  serverDatabase: { dataDir: string } | { url: string },
  webDist: string | null,
  webFigures: boolean,
): Promise<Omit<BackendResult, 'doubleBookings' | 'rawListing' | 'rawInserts'>> {
  const say = log(backend);
  const server = await startServer(serverDatabase, webDist);
  try {
    say(`server (apps/server/dist/main.js) listening at ${server.baseUrl}`);
    const token = await login(server.baseUrl);

    const listing: ListingResult = SETTINGS.parts.has('listing')
      ? await measureListing(server.baseUrl, server.pid, token, club.today, club.timeZone, {
          warmup: SETTINGS.listingWarmup,
          samples: SETTINGS.listingSamples,
        })
      : {
          ...summarize([]),
          events: (await countEvents(server.baseUrl, token, club.today, club.timeZone)).all,
          day: club.today,
          serverCpuMs: Number.NaN,
        };
    if (SETTINGS.parts.has('listing'))
      say(
        `listing ${listing.day}: ${listing.events} events (bookings and the ${club.rules} rules' bands); n=${listing.n} ` +
          `p50 ${ms(listing.p50)} p95 ${ms(listing.p95)} mean ${ms(listing.mean)} max ${ms(listing.max)}; ` +
          `server CPU ${ms(listing.serverCpuMs)} per call; ` +
          `load average ${loadavg()
            .map((n) => n.toFixed(2))
            .join(' ')}`,
      );

    const firstFreeDay = addDaysToDate(club.firstDate, CLUB.days + 7);
    let bookings: BookingsResult | null = null;
    if (SETTINGS.parts.has('bookings')) {
      bookings = await measureBookings(server.baseUrl, server.pid, token, club.courtIds, firstFreeDay, club.timeZone, {
        total: SETTINGS.bookings,
        clients: SETTINGS.clients,
        warmup: 20,
      });
      say(
        `bookings: ${bookings.created}/${bookings.total} created by ${bookings.clients} clients in ${bookings.seconds.toFixed(2)} s = ` +
          `${bookings.perSecond.toFixed(0)}/s; statuses ${JSON.stringify(bookings.statuses)}; latency p50 ${ms(bookings.latency.p50)} p95 ${ms(bookings.latency.p95)}; ` +
          `server CPU ${ms(bookings.serverCpuMs)} per booking; load average ${loadavg()
            .map((n) => n.toFixed(2))
            .join(' ')}`,
      );
    }

    let render: RenderResult;
    const available = renderAvailable(webDist);
    if (!SETTINGS.parts.has('render')) render = { ok: false, reason: 'skipped (BENCH_PARTS)' };
    else if (SETTINGS.renderRuns === 0) render = { ok: false, reason: 'skipped (BENCH_RENDER_RUNS=0)' };
    else if (!available.ok) render = available;
    else {
      // What the sheet draws as event elements: the listing's rule bands and frozen time are not among them.
      const day = await countEvents(server.baseUrl, token, club.today, club.timeZone);
      const nextDay = await countEvents(server.baseUrl, token, addDaysToDate(club.today, 1), club.timeZone);
      render = await measureRender(
        server.baseUrl,
        token,
        club.today,
        { day: day.drawn, nextDay: nextDay.drawn },
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
    let mixed: MixedResult | null = null;
    if (SETTINGS.parts.has('mixed') && SETTINGS.mixedSeconds > 0 && SETTINGS.mixedClients > 0) {
      say(`mixed load: ${SETTINGS.mixedClients} clients for ${SETTINGS.mixedSeconds} s …`);
      mixed = await measureMixed(
        server.baseUrl,
        sessions,
        club.courtIds,
        // The first day after the days the bookings measurement filled (15 one-hour slots per court and day).
        addDaysToDate(
          firstFreeDay,
          Math.ceil((SETTINGS.bookings + 20) / (club.courtIds.length * BOOKING_HOURS_PER_DAY)) + 1,
        ),
        club.today,
        club.timeZone,
        { clients: SETTINGS.mixedClients, seconds: SETTINGS.mixedSeconds, days: SETTINGS.mixedDays },
      );
      say(
        `mixed load: ${mixed.requests} requests in ${mixed.seconds.toFixed(1)} s = ${mixed.perSecond.toFixed(0)}/s; ` +
          `errors ${mixed.errors}, conflicts (409) ${mixed.conflicts}, created ${mixed.created}, other refusals ${JSON.stringify(mixed.refusals)}`,
      );
      for (const kind of mixed.kinds) {
        say(
          `  ${kind.kind}: ${kind.requests} (${kind.perSecond.toFixed(0)}/s) p50 ${ms(kind.latency.p50)} p95 ${ms(kind.latency.p95)} ` +
            `p99 ${ms(kind.latency.p99)}; statuses ${JSON.stringify(kind.statuses)}`,
        );
      }
    }
    const web = webFigures ? await measureWeb(server.baseUrl, token, club.today, webDist, say) : null;
    return {
      backend,
      club,
      listing,
      bookings,
      render,
      mixed,
      bundles: web?.bundles ?? null,
      lighthouse: web?.lighthouse ?? null,
    };
  } finally {
    await server.stop();
  }
}

/** The club's description beside a kept PGlite database (BENCH_PGLITE_DIR). */
const CLUB_FILE = 'bench-club.json';

/** The club kept in `dataDir` by an earlier run with BENCH_PGLITE_DIR, when it was built today. */
function keptClub(dataDir: string): BenchClub | null {
  if (!process.env.BENCH_PGLITE_DIR || !existsSync(join(dataDir, CLUB_FILE))) return null;
  const club = JSON.parse(readFileSync(join(dataDir, CLUB_FILE), 'utf8')) as BenchClub;
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: club.timeZone }).format(new Date());
  return club.today === today && club.rules === CLUB.rules ? club : null;
}

async function runPglite(webDist: string | null): Promise<BackendResult> {
  // BENCH_PGLITE_DIR keeps the PGlite database (and reuses it, built the same day) for repeated runs of the
  // parts that write nothing: render, bundles and lighthouse.
  const keep = process.env.BENCH_PGLITE_DIR?.trim();
  if (keep && existsSync(keep) && !keptClub(keep)) rmSync(keep, { recursive: true, force: true });
  if (keep) mkdirSync(keep, { recursive: true });
  const dataDir = keep || mkdtempSync(join(tmpdir(), 'fairplay-bench-'));
  try {
    return await runSuite('pglite', { kind: 'pglite', dataDir }, { dataDir }, webDist, true);
  } finally {
    if (!keep) rmSync(dataDir, { recursive: true, force: true });
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

/** The PostgreSQL server for the policy check, when wanted and reachable. */
async function policyPostgres(wanted: string[]): Promise<string | null> {
  if (!wanted.includes('postgres')) return null;
  const server = await postgresServer();
  return 'url' in server ? server.url : null;
}

async function runPostgres(adminUrl: string, webDist: string | null, webFigures: boolean): Promise<BackendResult> {
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
    return await runSuite(
      'postgres',
      { kind: 'postgres', url: url.toString() },
      { url: url.toString() },
      webDist,
      webFigures,
    );
  } finally {
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}

async function main(): Promise<void> {
  const wanted = (process.env.BENCH_BACKENDS ?? 'pglite,postgres').split(',').map((name) => name.trim());
  // BENCH_ONLY=import: the member import bench alone (bench/src/member-import.ts).
  if (process.env.BENCH_ONLY === 'import') return runImportBench(wanted);
  // BENCH_PARTS=policy alone: the booking policy check on databases of its own, without the club's year.
  // Likewise lessons and sessions (bench/src/lessons.ts): their own club, without the year.
  const standalone = ['policy', 'lessons', 'sessions'];
  if ([...SETTINGS.parts].every((part) => standalone.includes(part))) {
    if (SETTINGS.parts.has('policy')) await runPolicyBench(wanted, await policyPostgres(wanted));
    if (SETTINGS.parts.has('lessons') || SETTINGS.parts.has('sessions'))
      await runLessonBench(wanted, await policyPostgres(wanted));
    return;
  }
  const results: BackendResult[] = [];
  const notes: string[] = [];
  // The servers serve a copy of the web build taken now, so a rebuild of apps/web/dist by someone else during
  // the run cannot swap the bundle under the browser.
  // BENCH_WEB_DIST: another web build to measure (say, one built from an earlier commit, for a before/after).
  const built = process.env.BENCH_WEB_DIST?.trim() || join(ROOT, 'apps/web/dist');
  const webDist = existsSync(built) ? mkdtempSync(join(tmpdir(), 'fairplay-bench-web-')) : null;
  if (webDist) cpSync(built, webDist, { recursive: true });
  try {
    await runAll(wanted, webDist, results, notes);
  } finally {
    if (webDist) rmSync(webDist, { recursive: true, force: true });
  }
  report(results, notes);
  // The member import, on fresh databases of its own (BENCH_ONLY=import runs it alone; BENCH_IMPORT=0 skips it).
  if (process.env.BENCH_IMPORT?.trim() !== '0') await runImportBench(wanted);
  if (SETTINGS.parts.has('policy')) await runPolicyBench(wanted, await policyPostgres(wanted));
  if (SETTINGS.parts.has('lessons') || SETTINGS.parts.has('sessions'))
    await runLessonBench(wanted, await policyPostgres(wanted));
  // A double booking is not a missed target but broken integrity: the run fails.
  const doubled = results.filter((result) => result.doubleBookings !== 0);
  if (doubled.length > 0)
    throw new Error(`double bookings found on ${doubled.map((result) => result.backend).join(', ')}`);
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
    if ('url' in server) results.push(await runPostgres(server.url, webDist, results.length === 0));
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
