import { addDaysToDate, zonedWallTimeToUtc } from '@fairplay/domain';
import { call, summarize, type Summary } from './http.js';
import { processCpuMs } from './listing.js';

export interface BookingsResult {
  total: number;
  clients: number;
  created: number;
  failed: number;
  statuses: Record<string, number>;
  seconds: number;
  perSecond: number;
  latency: Summary;
  /** The server process's CPU time (user + system) per booking made, over the timed run (steadier than the rate). */
  serverCpuMs: number;
}

const HOURS = 15; // 07:00 to 22:00

/**
 * Slot `index` is a distinct one-hour booking on one court: it walks hours, then courts, then days, starting on
 * `firstDay`, which lies after the generated year, so every request is for free court time.
 */
function slot(index: number, courtIds: number[], firstDay: string, timeZone: string) {
  const perDay = courtIds.length * HOURS;
  const date = addDaysToDate(firstDay, Math.floor(index / perDay));
  const court = courtIds[Math.floor(index / HOURS) % courtIds.length]!;
  const hour = 7 + (index % HOURS);
  const time = (h: number) => `${String(h).padStart(2, '0')}:00`;
  return {
    courts: [court],
    start_time: zonedWallTimeToUtc(date, time(hour), timeZone).toISOString(),
    end_time: zonedWallTimeToUtc(date, time(hour + 1), timeZone).toISOString(),
  };
}

/**
 * `clients` concurrent clients, each signed in as the owner, loop `POST /appointment/add_complex` (staff
 * "Book Spot Time", one court, one hour) over distinct free slots until `total` requests were sent.
 * bookings/s = successful creates / wall time of the whole run.
 */
export async function measureBookings(
  baseUrl: string,
  serverPid: number,
  token: string,
  courtIds: number[],
  firstFreeDay: string,
  timeZone: string,
  options: { total: number; clients: number; warmup: number },
): Promise<BookingsResult> {
  // A few sequential creates first (on slots of their own), so the timed run starts warm.
  for (let index = 0; index < options.warmup; index += 1) {
    const answer = await call(
      baseUrl,
      '/appointment/add_complex',
      slot(options.total + index, courtIds, firstFreeDay, timeZone),
      token,
    );
    if (answer.status !== 200) throw new Error(`warm-up booking answered ${answer.status}: ${answer.body.message}`);
  }

  let next = 0;
  let created = 0;
  const statuses: Record<string, number> = {};
  const latencies: number[] = [];
  const cpuAtStart = processCpuMs(serverPid);
  const started = performance.now();
  const client = async () => {
    for (;;) {
      const index = next;
      next += 1;
      if (index >= options.total) return;
      const sent = performance.now();
      let status: string;
      try {
        const answer = await call(
          baseUrl,
          '/appointment/add_complex',
          slot(index, courtIds, firstFreeDay, timeZone),
          token,
        );
        status = String(answer.status);
      } catch (error) {
        status = `error: ${error instanceof Error ? error.message : String(error)}`;
      }
      latencies.push(performance.now() - sent);
      statuses[status] = (statuses[status] ?? 0) + 1;
      if (status === '200') created += 1;
    }
  };
  await Promise.all(Array.from({ length: options.clients }, client));
  const seconds = (performance.now() - started) / 1000;
  const serverCpuMs = (processCpuMs(serverPid) - cpuAtStart) / Math.max(created, 1);
  return {
    total: options.total,
    clients: options.clients,
    created,
    failed: options.total - created,
    statuses,
    seconds,
    perSecond: created / seconds,
    latency: summarize(latencies),
    serverCpuMs,
  };
}
