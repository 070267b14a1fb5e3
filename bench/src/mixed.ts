import { addDaysToDate, zonedWallTimeToUtc } from '@fairplay/domain';
import { call, summarize, type Summary } from './http.js';
import { dayBounds } from './listing.js';
import type { MixedSessions } from './mixed-setup.js';

export interface MixedOptions {
  clients: number;
  seconds: number;
  /** Days of free court time the bookings aim at (the listing reads them too). */
  days: number;
}

export type MixedKind = 'listing' | 'staff booking' | 'member booking';

export interface KindResult {
  kind: MixedKind;
  requests: number;
  /** Requests per second of this kind over the run. */
  perSecond: number;
  latency: Summary;
  statuses: Record<string, number>;
}

export interface MixedResult {
  clients: number;
  seconds: number;
  requests: number;
  perSecond: number;
  kinds: KindResult[];
  /** 5xx answers and network failures: must be 0. */
  errors: number;
  /** 409: the slot was taken, an expected outcome of bookings racing for it. */
  conflicts: number;
  created: number;
  /** Refusals other than 409 (e.g. a member's booking rules), by status. */
  refusals: Record<string, number>;
}

/** A small seeded generator, so each client's sequence of requests is the same on every run. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** One in this many bookings aims at a handful of "hot" slots every client wants, so they must collide. */
const HOT_ONE_IN = 10;
const HOT_COURTS = 3;
const time = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * `clients` concurrent clients for `seconds`: each reads the court sheet of a day (`appointment/listing`, the
 * web's call) or books, half the time each. Even clients are staff booking court time (`add_complex`), odd ones
 * members booking for themselves (`add_book`). Bookings take a random 60 or 90 minutes on the half hour between
 * 07:00 and 22:00, on a random court and day of `days` free days, so they collide more as the days fill; one in
 * ten aims at the same few evening slots on purpose.
 */
export async function measureMixed(
  baseUrl: string,
  sessions: MixedSessions,
  courtIds: number[],
  firstFreeDay: string,
  today: string,
  timeZone: string,
  options: MixedOptions,
): Promise<MixedResult> {
  const latencies: Record<MixedKind, number[]> = { listing: [], 'staff booking': [], 'member booking': [] };
  const statuses: Record<MixedKind, Record<string, number>> = {
    listing: {},
    'staff booking': {},
    'member booking': {},
  };

  const slot = (random: () => number) => {
    const hot = random() * HOT_ONE_IN < 1;
    const date = hot ? firstFreeDay : addDaysToDate(firstFreeDay, Math.floor(random() * options.days));
    const court = hot
      ? courtIds[Math.floor(random() * HOT_COURTS)]!
      : courtIds[Math.floor(random() * courtIds.length)]!;
    const length = random() < 0.5 ? 60 : 90;
    const start = hot ? 18 * 60 : 7 * 60 + 30 * Math.floor(random() * ((22 * 60 - length - 7 * 60) / 30 + 1));
    return {
      courts: [court],
      start_time: zonedWallTimeToUtc(date, time(start), timeZone).toISOString(),
      end_time: zonedWallTimeToUtc(date, time(start + length), timeZone).toISOString(),
    };
  };
  // Half the reads are of the busy days around today, half of the days being booked.
  const listingDay = (random: () => number) =>
    random() < 0.5
      ? addDaysToDate(today, Math.floor(random() * 7) - 3)
      : addDaysToDate(firstFreeDay, Math.floor(random() * options.days));

  const started = performance.now();
  const deadline = started + options.seconds * 1000;
  const client = async (index: number) => {
    const random = seeded(index + 1);
    const staff = index % 2 === 0;
    const pool = staff ? sessions.staff : sessions.members;
    const token = pool[Math.floor(index / 2) % pool.length]!;
    while (performance.now() < deadline) {
      const reading = random() < 0.5;
      const kind: MixedKind = reading ? 'listing' : staff ? 'staff booking' : 'member booking';
      const path = reading ? '/appointment/listing' : staff ? '/appointment/add_complex' : '/appointment/add_book';
      const body = reading
        ? { ...dayBounds(listingDay(random), timeZone), assignedTo: null, family: null }
        : slot(random);
      const sent = performance.now();
      let status: string;
      try {
        status = String((await call(baseUrl, path, body, token)).status);
      } catch (error) {
        status = `network error: ${error instanceof Error ? error.message : String(error)}`;
      }
      latencies[kind].push(performance.now() - sent);
      statuses[kind][status] = (statuses[kind][status] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: options.clients }, (_, index) => client(index)));
  const seconds = (performance.now() - started) / 1000;

  const kinds = (Object.keys(latencies) as MixedKind[]).map((kind) => ({
    kind,
    requests: latencies[kind].length,
    perSecond: latencies[kind].length / seconds,
    latency: summarize(latencies[kind]),
    statuses: statuses[kind],
  }));
  let errors = 0;
  let conflicts = 0;
  let created = 0;
  const refusals: Record<string, number> = {};
  for (const kind of kinds) {
    for (const [status, count] of Object.entries(kind.statuses)) {
      const code = Number(status);
      if (!Number.isInteger(code) || code >= 500) errors += count;
      else if (code === 409) conflicts += count;
      else if (code === 200) created += kind.kind === 'listing' ? 0 : count;
      else if (code >= 400) refusals[status] = (refusals[status] ?? 0) + count;
    }
  }
  const requests = kinds.reduce((sum, kind) => sum + kind.requests, 0);
  return {
    clients: options.clients,
    seconds,
    requests,
    perSecond: requests / seconds,
    kinds,
    errors,
    conflicts,
    created,
    refusals,
  };
}
