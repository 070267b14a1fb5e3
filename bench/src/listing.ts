import { addDaysToDate, zonedWallTimeToUtc } from '@fairplay/domain';
import { readFileSync } from 'node:fs';
import { call, summarize, type Summary } from './http.js';

export interface ListingResult extends Summary {
  events: number;
  day: string;
  /**
   * The server process's CPU time (user + system, from /proc) per timed call: a figure that depends far less on
   * the machine's load than the latencies do. On PostgreSQL the database's own work is not in it. NaN when not
   * measured.
   */
  serverCpuMs: number;
}

/** CPU time (user + system) a process has used, in ms, from /proc/<pid>/stat; NaN where /proc is missing. */
export function processCpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces, so split after its closing parenthesis).
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return (ticks * 1000) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return Number.NaN;
  }
}

/**
 * Waits until the server process is idle: under 5 % of a core over two consecutive half-seconds (at most 120 s).
 * A setup made through the API leaves work behind (the outbox sending its e-mails, queued jobs); on PGlite that
 * work shares the server's one database connection, so timing before it ends measures the setup's tail, not the call.
 */
export async function waitUntilIdle(pid: number): Promise<void> {
  const deadline = Date.now() + 120_000;
  let quiet = 0;
  while (quiet < 2 && Date.now() < deadline) {
    const before = processCpuMs(pid);
    if (Number.isNaN(before)) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
    quiet = processCpuMs(pid) - before < 25 ? quiet + 1 : 0;
  }
}

/** Linux's USER_HZ, the unit of /proc's CPU times (100 on every mainstream architecture). */
const CLOCK_TICKS_PER_SECOND = 100;

/** The instants bounding one club-local day, as the court sheet asks for it. */
export function dayBounds(date: string, timeZone: string): { startDate: string; endDate: string } {
  return {
    startDate: zonedWallTimeToUtc(date, '00:00', timeZone).toISOString(),
    endDate: zonedWallTimeToUtc(addDaysToDate(date, 1), '00:00', timeZone).toISOString(),
  };
}

/**
 * `POST /appointment/listing` for one whole day, all locations and facility groups (every court), sent one
 * after another over HTTP; each sample is the time until the whole answer has arrived and been parsed.
 */
export async function measureListing(
  baseUrl: string,
  serverPid: number,
  token: string,
  day: string,
  timeZone: string,
  options: { warmup: number; samples: number },
): Promise<ListingResult> {
  const body = { ...dayBounds(day, timeZone), assignedTo: null, family: null };
  let events = -1;
  const samples: number[] = [];
  let cpuAtStart = Number.NaN;
  for (let index = 0; index < options.warmup + options.samples; index += 1) {
    if (index === options.warmup) cpuAtStart = processCpuMs(serverPid);
    const started = performance.now();
    const answer = await call<unknown[]>(baseUrl, '/appointment/listing', body, token);
    const elapsed = performance.now() - started;
    if (answer.status !== 200) throw new Error(`listing answered ${answer.status}: ${answer.body.message}`);
    if (events < 0) events = answer.body.payload.length;
    else if (answer.body.payload.length !== events)
      throw new Error('listing returned a different number of events between calls');
    if (index >= options.warmup) samples.push(elapsed);
  }
  const serverCpuMs = (processCpuMs(serverPid) - cpuAtStart) / Math.max(samples.length, 1);
  return { ...summarize(samples), events, day, serverCpuMs };
}

/**
 * Which of a listing's items the court sheet draws as event elements (`[data-event-id]` buttons and
 * `[data-taken]` blocks, EventBlock.tsx): bookings, lessons and coaches' free time. Availability rules
 * (`microsettings`) are bands behind the events and frozen time is a band of its own; neither is an event element,
 * so counting them would wait for elements that never come (issue 30 point 2).
 */
export function drawnAsEvent(item: { type?: unknown }): boolean {
  return item.type !== 'microsettings' && item.type !== 'freeze';
}

/** A day's listing as the owner sees it: every item, and those the court sheet draws as event elements. */
export async function countEvents(
  baseUrl: string,
  token: string,
  day: string,
  timeZone: string,
): Promise<{ all: number; drawn: number }> {
  const answer = await call<{ type?: unknown }[]>(
    baseUrl,
    '/appointment/listing',
    { ...dayBounds(day, timeZone), assignedTo: null, family: null },
    token,
  );
  if (answer.status !== 200) throw new Error(`listing answered ${answer.status}: ${answer.body.message}`);
  return { all: answer.body.payload.length, drawn: answer.body.payload.filter(drawnAsEvent).length };
}
