// Issue 11: the lessons page's day and a member's private-session search for a week, against the built server over
// HTTP, on a database of their own: the demo club with 300 lessons a week (eight weeks of weekly lessons, 43 a day
// on its courts, coaches assigned, members booked into them) and coach availabilities every day on four courts
// each, with blocks and booked sessions. Parts `lessons` (POST lesson/search/{businessId} for one day, target p95
// under 30 ms) and `sessions` (POST appointment/listing-coach for a week as a member, target p95 under 50 ms).
import { mkdtempSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { migrate, openDatabase, queryRows, seedDemo, type DatabaseConfig } from '@fairplay/db';
import { addDaysToDate, utcToZonedParts, zonedWallTimeToUtc } from '@fairplay/domain';
import { call, login, summarize, type Summary } from './http.js';
import { processCpuMs, waitUntilIdle } from './listing.js';
import { startServer } from './server.js';
import { ms, SETTINGS } from './settings.js';

export const LESSON_SEARCH_TARGET_MS = 30;
export const SESSION_SEARCH_TARGET_MS = 50;
const LESSONS_A_WEEK = 300;
const WEEKS = 8;
const WARMUP = 20;
const SAMPLES = 200;

interface Club {
  businessId: number;
  zone: string;
  courts: number[];
  typeId: number;
  sportId: number;
  coaches: { id: number; username: string }[];
  members: string[];
}

export interface LessonBenchResult {
  backend: string;
  lessons: number;
  search: Summary | null;
  searchEvents: number;
  /** The server process's CPU time per call (on PGlite the database's work is in it). */
  searchCpuMs: number;
  sessions: Summary | null;
  sessionEvents: number;
  sessionCpuMs: number;
  load: number;
}

/** Migrates a fresh database, seeds the demo club and reads the ids the calls need. */
async function seedClub(config: DatabaseConfig): Promise<Club> {
  const handle = await openDatabase(config);
  try {
    await migrate(handle);
    const businessId = await handle.db.transaction((tx) => seedDemo(tx));
    const [club] = await queryRows<{ timezone: string; type_id: number; sport_id: number }>(
      handle.db,
      sql`SELECT b.timezone,
                 (SELECT id FROM service_types WHERE business_id = b.id ORDER BY id LIMIT 1) AS type_id,
                 (SELECT id FROM sports ORDER BY id LIMIT 1) AS sport_id
          FROM businesses b WHERE b.id = ${businessId}`,
    );
    const courts = await queryRows<{ id: number }>(
      handle.db,
      sql`SELECT id FROM courts WHERE business_id = ${businessId} ORDER BY id`,
    );
    const coaches = await queryRows<{ id: number; username: string }>(
      handle.db,
      sql`SELECT id, username FROM users WHERE username LIKE 'coach.%' ORDER BY id`,
    );
    const members = await queryRows<{ username: string }>(
      handle.db,
      sql`SELECT u.username FROM users u JOIN business_members m ON m.user_id = u.id
          WHERE m.business_id = ${businessId} AND u.user_type = 'nbu' AND u.username NOT LIKE '%@%'
          ORDER BY u.id LIMIT 6`,
    );
    if (!club || courts.length < 8 || coaches.length < 2) throw new Error('the seeded club lacks courts or coaches');
    return {
      businessId,
      zone: club.timezone,
      courts: courts.map((court) => court.id),
      typeId: club.type_id,
      sportId: club.sport_id,
      coaches,
      members: members.map((member) => member.username),
    };
  } finally {
    await handle.close();
  }
}

async function must<T>(what: string, answer: Promise<{ status: number; body: { payload: T; message: string } }>) {
  const { status, body } = await answer;
  if (status !== 200) throw new Error(`${what}: ${status} ${body.message}`);
  return body.payload;
}

/** The Monday on or after `date` (club-local dates; weekday 0 is Monday as the forms count). */
function mondayOnOrAfter(date: string): string {
  const weekday = (new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7;
  return addDaysToDate(date, (7 - weekday) % 7);
}

/**
 * 300 weekly lessons (43 a day, 42 on Sundays), each on one court for an hour at 08/12/16 o'clock (an hour later
 * on odd weekdays), eight weeks from `monday`. The first courts' lessons get a coach each; a member books a place
 * in every third lesson's first date.
 */
async function addLessons(base: string, owner: string, memberTokens: string[], club: Club, monday: string) {
  const at = (date: string, time: string) => zonedWallTimeToUtc(date, time, club.zone).toISOString();
  let made = 0;
  for (let index = 0; index < LESSONS_A_WEEK; index++) {
    const weekday = index % 7;
    const slot = Math.floor(index / 7);
    const court = slot % club.courts.length;
    const hour = 8 + Math.floor(slot / club.courts.length) * 4 + (weekday % 2);
    const date = addDaysToDate(monday, weekday);
    const from = `${String(hour).padStart(2, '0')}:00`;
    const to = `${String(hour + 1).padStart(2, '0')}:00`;
    const coach = court < club.coaches.length ? [club.coaches[court]!.id] : [];
    const added = await must<{ lesson: { id: number }; occurrences: { appointment_id: number }[] }>(
      `lesson ${index}`,
      call(
        base,
        '/lesson/add',
        {
          lessonType: club.typeId,
          sportId: club.sportId,
          quantity: 8,
          price: 2500,
          point_price: 25,
          courts: [club.courts[court]],
          coach,
          start_time: at(date, from),
          end_time: at(date, to),
          description: `Clinic ${index + 1}`,
          who_can_book: [{ for: 'allmembers', values: [-3] }],
          recurrence: { frequency: 'weekly', days: [weekday], ends: 'occurrences', occurrences: WEEKS },
        },
        owner,
      ),
    );
    made++;
    if (index % 3 === 0 && memberTokens.length > 0) {
      const token = memberTokens[index % memberTokens.length]!;
      const appointment = added.occurrences[2]?.appointment_id;
      if (appointment)
        await must(
          `place in lesson ${index}`,
          call(base, `/lesson/book/${added.lesson.id}`, { appointment_id: appointment }, token),
        );
    }
  }
  return made;
}

/** Each coach teaches privately every day 07:00-21:00 on four courts, with a block and a booked session a day. */
async function addCoachTime(base: string, owner: string, memberTokens: string[], club: Club, monday: string) {
  const at = (date: string, time: string) => zonedWallTimeToUtc(date, time, club.zone).toISOString();
  const coaches = club.coaches.slice(0, 3);
  for (const [index, coach] of coaches.entries()) {
    const courts = club.courts.slice(8 + index * 2, 12 + index * 2);
    await must(
      `availability of ${coach.username}`,
      call(
        base,
        '/microsettings/add-coach',
        {
          coach_id: coach.id,
          lesson_type_id: club.typeId,
          sport_id: club.sportId,
          note: 'Private lessons',
          courts,
          start_date: monday,
          recurrence: {
            frequency: 'weekly',
            days: [0, 1, 2, 3, 4, 5, 6],
            ends: 'date',
            end_date: addDaysToDate(monday, WEEKS * 7),
          },
          settings: [
            { days: [], start_time: '07:00', end_time: '21:00', price: 6000, point_price: 60, advance: 365, buffer: 0 },
          ],
          who_can_book: [{ for: 'allmembers', values: [-3] }],
        },
        owner,
      ),
    );
    for (let day = 0; day < WEEKS * 7; day++) {
      const date = addDaysToDate(monday, day);
      await must(
        `block of ${coach.username}`,
        call(
          base,
          '/appointment/coach-block',
          { startDate: at(date, '13:00'), endDate: at(date, '14:00'), coach_id: coach.id },
          owner,
        ),
      );
      // A session at 19:00 (after every lesson of the day), on the availability's first court.
      await must(
        `session of ${coach.username}`,
        call(
          base,
          '/appointment/add_book_coach',
          {
            startDate: at(date, '19:00'),
            endDate: at(date, '20:00'),
            courts: [courts[day % courts.length]],
            coach_id: coach.id,
            lesson_type_id: club.typeId,
            sport_id: club.sportId,
          },
          memberTokens[day % memberTokens.length]!,
        ),
      );
    }
  }
}

/** Warm-up calls, then timed ones one after another; with the server process's CPU time per timed call. */
async function time(
  pid: number,
  samples: number,
  run: () => Promise<number>,
): Promise<{ summary: Summary; size: number; cpuMs: number }> {
  const took: number[] = [];
  let size = 0;
  let cpuAtStart = Number.NaN;
  await waitUntilIdle(pid);
  for (let sample = 0; sample < WARMUP + samples; sample++) {
    if (sample === WARMUP) cpuAtStart = processCpuMs(pid);
    const began = performance.now();
    size = await run();
    if (sample >= WARMUP) took.push(performance.now() - began);
  }
  return { summary: summarize(took), size, cpuMs: (processCpuMs(pid) - cpuAtStart) / Math.max(took.length, 1) };
}

async function measure(backend: string, config: DatabaseConfig, server: { dataDir: string } | { url: string }) {
  const club = await seedClub(config);
  const running = await startServer(server, null);
  try {
    const base = running.baseUrl;
    const owner = await login(base);
    const memberTokens = await Promise.all(club.members.map((username) => login(base, username)));
    const today = utcToZonedParts(new Date(), club.zone).date;
    // Past the demo's own bookings, so every lesson and session finds its court free.
    const monday = mondayOnOrAfter(addDaysToDate(today, 120));
    const lessons = await addLessons(base, owner, memberTokens, club, monday);
    const wantSessions = SETTINGS.parts.has('sessions');
    if (wantSessions) await addCoachTime(base, owner, memberTokens, club, monday);
    const at = (date: string, clock: string) => zonedWallTimeToUtc(date, clock, club.zone).toISOString();
    const day = addDaysToDate(monday, 16); // a Wednesday in the third week
    let search: Awaited<ReturnType<typeof time>> | null = null;
    if (SETTINGS.parts.has('lessons'))
      search = await time(running.pid, SAMPLES, async () => {
        const found = await must<unknown[]>(
          'lesson/search',
          call(
            base,
            `/lesson/search/${club.businessId}`,
            { dates: [{ startDate: at(day, '00:00'), endDate: at(addDaysToDate(day, 1), '00:00') }] },
            owner,
          ),
        );
        return found.length;
      });
    let sessions: Awaited<ReturnType<typeof time>> | null = null;
    if (wantSessions) {
      const week = addDaysToDate(monday, 14);
      sessions = await time(running.pid, SAMPLES, async () => {
        const found = await must<unknown[]>(
          'appointment/listing-coach',
          call(
            base,
            '/appointment/listing-coach',
            {
              startDate: at(week, '00:00'),
              endDate: at(addDaysToDate(week, 7), '00:00'),
              coach_id: club.coaches[0]!.id,
              lesson_type_id: club.typeId,
            },
            memberTokens[0]!,
          ),
        );
        return found.length;
      });
    }
    return {
      backend,
      lessons,
      search: search?.summary ?? null,
      searchEvents: search?.size ?? 0,
      searchCpuMs: search?.cpuMs ?? Number.NaN,
      sessions: sessions?.summary ?? null,
      sessionEvents: sessions?.size ?? 0,
      sessionCpuMs: sessions?.cpuMs ?? Number.NaN,
      load: loadavg()[0]!,
    };
  } finally {
    await running.stop();
  }
}

function print(result: LessonBenchResult): void {
  const verdict = (value: number, target: number) => (value < target ? 'met' : 'MISSED');
  const tag = `[${result.backend}]`;
  if (result.search)
    console.log(
      `${tag} lesson/search, one day of ${result.searchEvents} lessons (${result.lessons} a week): p50 ${ms(result.search.p50)}, p95 ${ms(result.search.p95)}, max ${ms(result.search.max)} over ${result.search.n} calls, server CPU ${ms(result.searchCpuMs)} a call; target p95 < ${LESSON_SEARCH_TARGET_MS} ms: ${verdict(result.search.p95, LESSON_SEARCH_TARGET_MS)} (load ${result.load.toFixed(1)})`,
    );
  if (result.sessions)
    console.log(
      `${tag} private-session search, a week for one coach and lesson type as a member (${result.sessionEvents} free times): p50 ${ms(result.sessions.p50)}, p95 ${ms(result.sessions.p95)}, max ${ms(result.sessions.max)} over ${result.sessions.n} calls, server CPU ${ms(result.sessionCpuMs)} a call; target p95 < ${SESSION_SEARCH_TARGET_MS} ms: ${verdict(result.sessions.p95, SESSION_SEARCH_TARGET_MS)} (load ${result.load.toFixed(1)})`,
    );
}

/** BENCH_PARTS=lessons and/or sessions (or a full run): on fresh databases of their own, on each wanted backend. */
export async function runLessonBench(wanted: string[], postgresUrl: string | null): Promise<LessonBenchResult[]> {
  const results: LessonBenchResult[] = [];
  if (wanted.includes('pglite')) {
    const dataDir = mkdtempSync(join(tmpdir(), 'fairplay-bench-lessons-'));
    try {
      results.push(await measure('pglite', { kind: 'pglite', dataDir }, { dataDir }));
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  if (wanted.includes('postgres')) {
    if (!postgresUrl) console.log('[postgres] lesson and private-session search: skipped (no PostgreSQL answers)');
    else {
      const name = `fairplay_bench_${randomBytes(4).toString('hex')}`;
      const admin = async (statement: string) => {
        const client = new pg.Client({ connectionString: postgresUrl });
        await client.connect();
        try {
          await client.query(statement);
        } finally {
          await client.end();
        }
      };
      await admin(`CREATE DATABASE ${name}`);
      try {
        const url = new URL(postgresUrl);
        url.pathname = `/${name}`;
        results.push(await measure('postgres', { kind: 'postgres', url: url.toString() }, { url: url.toString() }));
      } finally {
        await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      }
    }
  }
  results.forEach(print);
  return results;
}
