import { kb } from './bundles.js';
import { CLUB } from './build-club.js';
import { MIN_OCCURRENCES, ms, SETTINGS, TARGETS, type BackendResult } from './settings.js';

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

export function report(results: BackendResult[], notes: string[]): void {
  const withTarget = (value: number, target: number) =>
    Number.isFinite(value) ? `${ms(value)}  ${verdict(value, target)}` : 'not measured';
  const metrics: [string, (result: BackendResult) => string][] = [
    ['occurrences', (r) => `${r.club.occurrences}${r.club.occurrences >= MIN_OCCURRENCES ? '' : ' (< 150000!)'}`],
    ['listing: events in the day', (r) => String(r.listing.events)],
    ['listing p50', (r) => ms(r.listing.p50)],
    ['listing p95', (r) => withTarget(r.listing.p95, TARGETS.listingP95[r.backend])],
    ['listing: server CPU per call', (r) => ms(r.listing.serverCpuMs)],
    ['listing SQL alone p50 / p95 (no HTTP)', (r) => `${ms(r.rawListing.p50)} / ${ms(r.rawListing.p95)}`],
    [
      'listing ÷ its SQL (p50, p95)',
      (r) => `${(r.listing.p50 / r.rawListing.p50).toFixed(1)}× / ${(r.listing.p95 / r.rawListing.p95).toFixed(1)}×`,
    ],
    [
      'bookings/s (50 clients)',
      (r) =>
        r.bookings
          ? `${r.bookings.perSecond.toFixed(0)}/s (${r.bookings.created} in ${r.bookings.seconds.toFixed(1)} s)`
          : 'skipped',
    ],
    ['bookings: non-200', (r) => (r.bookings ? String(r.bookings.failed) : 'skipped')],
    ['bookings: server CPU per booking', (r) => (r.bookings ? ms(r.bookings.serverCpuMs) : 'skipped')],
    [
      'raw inserts/s (same clients, no checks); bookings ÷ raw',
      (r) =>
        r.bookings && r.rawInserts
          ? `${r.rawInserts.perSecond.toFixed(0)}/s; ${(r.bookings.perSecond / r.rawInserts.perSecond).toFixed(2)}×`
          : 'skipped',
    ],
    [
      `mixed load (${SETTINGS.mixedClients} clients, ${SETTINGS.mixedSeconds} s): requests/s`,
      (r) => (r.mixed ? `${r.mixed.perSecond.toFixed(0)}/s (${r.mixed.requests})` : 'skipped'),
    ],
    ...(['listing', 'staff booking', 'member booking'] as const).map(
      (kind): [string, (result: BackendResult) => string] => [
        `mixed: ${kind} p50 / p95 / p99`,
        (r) => {
          const found = r.mixed?.kinds.find((item) => item.kind === kind);
          return found
            ? `${ms(found.latency.p50)} / ${ms(found.latency.p95)} / ${ms(found.latency.p99)} (${found.perSecond.toFixed(0)}/s)`
            : 'skipped';
        },
      ],
    ),
    ['mixed: errors (5xx, network)', (r) => (r.mixed ? String(r.mixed.errors) : 'skipped')],
    ['mixed: 409 conflicts / created', (r) => (r.mixed ? `${r.mixed.conflicts} / ${r.mixed.created}` : 'skipped')],
    ['mixed: other refusals', (r) => (r.mixed ? JSON.stringify(r.mixed.refusals) : 'skipped')],
    ['double bookings (must be 0)', (r) => String(r.doubleBookings)],
    [
      'render: page load → day shown (median)',
      (r) => withTarget(r.render.ok ? r.render.rendered.p50 : Number.NaN, TARGETS.coldLoadMs),
    ],
    [
      'render: next day → shown (median)',
      (r) => withTarget(r.render.ok && r.render.daySwitch ? r.render.daySwitch.p50 : Number.NaN, TARGETS.daySwitchMs),
    ],
  ];
  const header = ['', ...results.map((result) => result.backend)];
  const rows = metrics.map(([label, cell]) => [label, ...results.map(cell)]);
  console.log('\nCourt sheet benchmark');
  console.log(
    `club: ${CLUB.courts} courts, ${CLUB.slotsPerDay} weekly-series bookings per court and day over ${CLUB.days} days; ` +
      `listing: ${SETTINGS.listingSamples} sequential HTTP calls for one day after ${SETTINGS.listingWarmup} warm-up; ` +
      `bookings: ${SETTINGS.bookings} add_complex calls from ${SETTINGS.clients} concurrent HTTP clients; ` +
      `mixed: ${SETTINGS.mixedClients} clients for ${SETTINGS.mixedSeconds} s reading a day's listing or booking ` +
      `(staff add_complex, members add_book) on ${SETTINGS.mixedDays} free days; ` +
      `render: median of ${SETTINGS.renderRuns} loads of /private/dashboard?date=<today> in Chromium, from navigation start, ` +
      `and of the switch to the next day, from the click\n`,
  );
  console.log(table([header, ...rows]));
  for (const result of results) {
    if (!result.render.ok) console.log(`${result.backend}: render not measured: ${result.render.reason}`);
    else if (!result.render.daySwitch)
      console.log(`${result.backend}: next-day switch not measured: ${result.render.daySwitchProblem}`);
  }
  webReport(results);
  for (const note of notes) console.log(note);
}

/** The first load's weight and the public pages' Lighthouse scores (measured once, on the first backend). */
function webReport(results: BackendResult[]): void {
  const measured = results.find((result) => result.bundles !== null || result.lighthouse !== null);
  if (!measured) return;
  const { bundles, lighthouse } = measured;
  if (bundles) {
    console.log('\nFirst load (gzipped, empty cache; JS before first paint in brackets)\n');
    if (!bundles.ok) console.log(`not measured: ${bundles.reason}`);
    else {
      const jsVerdict = (bytes: number, targetKb: number) =>
        bytes <= targetKb * 1024 ? `met (<= ${targetKb} KB)` : `MISSED (> ${targetKb} KB)`;
      const rows = [
        ['page', 'kind', 'JS', 'JS before paint', 'CSS', 'JS target'],
        ...bundles.publicPages.map((page) => [
          page.path,
          'public',
          kb(page.jsGzip),
          kb(page.jsBeforePaintGzip),
          kb(page.cssGzip),
          jsVerdict(page.jsGzip, TARGETS.publicJsKb),
        ]),
        [
          bundles.courtSheet.path,
          'court sheet',
          kb(bundles.courtSheet.jsGzip),
          kb(bundles.courtSheet.jsBeforePaintGzip),
          kb(bundles.courtSheet.cssGzip),
          jsVerdict(bundles.courtSheet.jsGzip, TARGETS.courtSheetJsKb),
        ],
      ];
      console.log(table(rows));
    }
  }
  if (lighthouse) {
    console.log(`\nLighthouse ${'(mobile, simulated throttling; median run of ' + SETTINGS.lighthouseRuns + ')'}\n`);
    if (!lighthouse.ok) console.log(`not measured: ${lighthouse.reason}`);
    else {
      const { performance, accessibility, bestPractices, seo } = TARGETS.lighthouse;
      const mark = (value: number, target: number) => `${value}${value >= target ? '' : ' (MISSED)'}`;
      const rows = [
        [
          'page',
          `performance (>= ${performance})`,
          'accessibility',
          'best practices',
          `SEO (>= ${seo})`,
          'FCP',
          'LCP',
          'TBT',
        ],
        ...lighthouse.pages.map((page) => [
          page.path,
          mark(page.performance, performance),
          mark(page.accessibility, accessibility),
          mark(page.bestPractices, bestPractices),
          mark(page.seo, seo),
          ms(page.fcp),
          ms(page.lcp),
          ms(page.tbt),
        ]),
      ];
      console.log(table(rows));
    }
  }
}
