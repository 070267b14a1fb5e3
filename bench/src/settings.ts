// The bench's knobs (environment), targets and result shape, shared by the run and its report.
import type { BenchClub } from './build-club.js';
import type { BookingsResult } from './bookings.js';
import type { RawInsertsResult } from './raw-inserts.js';
import type { ListingResult } from './listing.js';
import type { RawListingResult } from './listing-sql.js';
import type { MixedResult } from './mixed.js';
import type { RenderResult } from './render.js';
import type { BundlesResult } from './bundles.js';
import type { LighthouseResult } from './lighthouse.js';

function intFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number, got "${raw}"`);
  return value;
}

const ALL_PARTS = [
  'listing',
  'bookings',
  'render',
  'mixed',
  'bundles',
  'lighthouse',
  'policy',
  'lessons',
  'sessions',
] as const;
export type BenchPart = (typeof ALL_PARTS)[number];

/** BENCH_PARTS: which measurements run (comma-separated; all when unset), e.g. `render,bundles,lighthouse`. */
function partsFromEnv(): ReadonlySet<BenchPart> {
  const raw = process.env.BENCH_PARTS?.trim();
  if (!raw) return new Set(ALL_PARTS);
  const parts = raw.split(',').map((part) => part.trim());
  const unknown = parts.filter((part) => !(ALL_PARTS as readonly string[]).includes(part));
  if (unknown.length > 0)
    throw new Error(`BENCH_PARTS: unknown ${unknown.join(', ')} (known: ${ALL_PARTS.join(', ')})`);
  return new Set(parts as BenchPart[]);
}

export const SETTINGS = {
  parts: partsFromEnv(),
  listingWarmup: intFromEnv('BENCH_LISTING_WARMUP', 20),
  listingSamples: intFromEnv('BENCH_LISTING_SAMPLES', 200),
  bookings: intFromEnv('BENCH_BOOKINGS', 2000),
  clients: intFromEnv('BENCH_CLIENTS', 50),
  renderRuns: intFromEnv('BENCH_RENDER_RUNS', 5),
  analyze: intFromEnv('BENCH_ANALYZE', 1) !== 0,
  mixedClients: intFromEnv('BENCH_MIXED_CLIENTS', 200),
  mixedSeconds: intFromEnv('BENCH_MIXED_SECONDS', 60),
  mixedDays: intFromEnv('BENCH_MIXED_DAYS', 28),
  lighthouseRuns: intFromEnv('BENCH_LIGHTHOUSE_RUNS', 1),
};

/** The bookings measurement books the hours 07:00 to 22:00 (bookings.ts). */
export const BOOKING_HOURS_PER_DAY = 15;

export const TARGETS = {
  listingP95: { pglite: 40, postgres: 25 },
  renderMs: 300,
  /** Issue 15: the court sheet's cold load and the day switch (medians). */
  coldLoadMs: 400,
  daySwitchMs: 120,
  /** Issue 15: gzipped JavaScript of a first load. */
  publicJsKb: 120,
  courtSheetJsKb: 200,
  /** Issue 15: Lighthouse (mobile) on the public pages. */
  lighthouse: { performance: 90, accessibility: 100, bestPractices: 100, seo: 90 },
} as const;
export const MIN_OCCURRENCES = 150_000;

export type Backend = 'pglite' | 'postgres';

export interface BackendResult {
  backend: Backend;
  club: BenchClub;
  listing: ListingResult;
  /** The same day's rows read by the listing's SQL straight from the database, before the server starts. */
  rawListing: RawListingResult;
  /** null when skipped (BENCH_PARTS). */
  bookings: BookingsResult | null;
  /** The same number of plain INSERTs by as many clients, after the server stopped; null when bookings were skipped. */
  rawInserts: RawInsertsResult | null;
  render: RenderResult;
  /** null when skipped (BENCH_MIXED_SECONDS=0). */
  mixed: MixedResult | null;
  /** Measured on the first backend only (they do not depend on the database); null when skipped. */
  bundles: BundlesResult | null;
  lighthouse: LighthouseResult | null;
  /** Occurrences overlapping another on the same court after everything ran: must be 0. */
  doubleBookings: number;
}

export const ms = (value: number) => (Number.isFinite(value) ? `${value.toFixed(1)} ms` : 'n/a');
