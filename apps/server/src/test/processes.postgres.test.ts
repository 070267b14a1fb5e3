import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, gte, like, sql } from 'drizzle-orm';
import pg from 'pg';
import { endpoints, pathOf, type RuleBody } from '@fairplay/contracts';
import {
  appointmentParticipants,
  appointments,
  availabilityRuleCourts,
  businesses,
  inAppNotifications,
  jobs,
  queryRows,
} from '@fairplay/db';
import { startTestApp, type TestApp } from './harness.js';
import { at, clubIdOf, courtIdsOf, freeCourtBetween, localDate, spot } from './appointments-kit.js';
import { buildServerBundle, httpCall, openStream, startServerProcess, type ServerProcess } from './processes-kit.js';

/** Long enough for a loaded 2-core machine; each step normally takes well under a second. */
const GENEROUS_MS = 60_000;
/** The job worker polls every 10 s in each process. */
const JOBS_MS = 90_000;

const call = endpoints;
const path = pathOf;

/**
 * Three server processes (the real entry point, main.ts, in separate Node processes) on one PostgreSQL database —
 * through PgBouncer in transaction pooling mode when TEST_PGBOUNCER_URL is set (as .ci/run does), with LISTEN on a
 * direct connection: live updates reach a sheet on another process, a rate limit counts across processes, each job
 * runs once, every process's rules cache sees a rule change, and a process shuts down gracefully.
 */
describe('three server processes on one database', () => {
  let t: TestApp;
  let bundle: Awaited<ReturnType<typeof buildServerBundle>>;
  let processes: ServerProcess[] = [];
  let owner: string;
  let reception: string;
  let clubId: number;
  let court: number;

  beforeAll(async () => {
    t = await startTestApp();
    bundle = await buildServerBundle();
    const direct = t.handle.listenUrl!;
    const pooler = process.env.TEST_PGBOUNCER_URL;
    let env: Record<string, string> = { DATABASE_URL: direct };
    if (pooler) {
      // The pooler's address with this file's own database.
      const url = new URL(pooler);
      url.pathname = new URL(direct).pathname;
      env = { DATABASE_URL: url.toString(), DATABASE_POOLER: 'transaction', DATABASE_LISTEN_URL: direct };
    }
    processes = await Promise.all(['A', 'B', 'C'].map((name) => startServerProcess(name, bundle.file, env)));
    owner = await t.login('owner');
    reception = await t.login('reception');
    clubId = await clubIdOf(t, owner);
    court = (await courtIdsOf(t, clubId))[2]!;
  }, 240_000);

  afterAll(async () => {
    for (const server of processes) if (server.child.exitCode === null) server.child.kill('SIGKILL');
    await Promise.all(processes.map((server) => server.exited));
    await bundle?.remove();
    await t?.close();
  });

  const A = () => processes[0]!;
  const B = () => processes[1]!;
  const C = () => processes[2]!;

  it(
    'shows a booking made through process A on a sheet streaming from process C',
    async () => {
      const day = localDate(120);
      await freeCourtBetween(t, owner, court, at(day, '09:00'), at(day, '12:00'));
      const ownerOnA = await signIn(A(), 'owner');
      const sheet = await openStream(`${C().url}/api/v1${path(call.appointments.stream)}`, reception);
      const booked = await httpCall<{ created: { id: number }[] }>(A().url, 'POST', path(call.appointments.addBook), {
        token: ownerOnA,
        body: spot(court, day, '10:00', '11:00'),
      });
      expect(booked.status, booked.body.message).toBe(200);
      expect(await sheet.nextChange()).toMatchObject({ business_id: clubId });
      // The sheet's refresh on C reads the booking.
      const listing = await httpCall<{ appointments: { id: number }[] }>(
        C().url,
        'POST',
        path(call.appointments.listing),
        { token: reception, body: { startDate: at(day, '00:00'), endDate: at(day, '23:59') } },
      );
      expect(listing.status, listing.body.message).toBe(200);
      expect(JSON.stringify(listing.body.payload)).toContain(`"id":${booked.body.payload.created[0]!.id}`);
      sheet.close();
    },
    GENEROUS_MS,
  );

  it(
    'counts failed sign-ins across processes: the sixth from one address is refused, whichever process takes it',
    async () => {
      const attempt = (server: ServerProcess) =>
        httpCall(server.url, 'POST', path(call.auth.login), {
          body: { username: 'coach.mei', password: 'not the password' },
        });
      for (const server of [A(), B(), C(), A(), B()]) expect((await attempt(server)).status).not.toBe(429);
      const sixth = await attempt(C());
      expect(sixth.status).toBe(429);
      expect((await attempt(A())).status).toBe(429);
    },
    GENEROUS_MS,
  );

  it(
    'runs every job once, whichever process claims it',
    async () => {
      const started = new Date();
      // Occurrences a few days ahead with players: the club's own reminders of them are not due yet.
      const upcoming = await queryRows<{ id: number; starts_at: Date }>(
        t.handle.db,
        sql`SELECT a.id, a.starts_at FROM ${appointments} a
            WHERE a.business_id = ${clubId} AND a.status = 'default'
              AND a.starts_at BETWEEN now() + interval '3 days' AND now() + interval '20 days'
              AND EXISTS (SELECT 1 FROM ${appointmentParticipants} p WHERE p.appointment_id = a.id AND p.user_id IS NOT NULL)
            ORDER BY a.id LIMIT 40`,
      );
      expect(upcoming.length).toBeGreaterThan(10);
      await t.handle.db.insert(jobs).values(
        upcoming.map((occurrence) => ({
          type: 'booking.reminder',
          businessId: clubId,
          key: `three-processes:${occurrence.id}`,
          payload: { appointment_id: occurrence.id, starts_at: new Date(occurrence.starts_at).toISOString() },
          runAt: new Date(Date.now() - 60_000),
        })),
      );
      const ours = like(jobs.key, 'three-processes:%');
      await waitFor(async () => {
        const [left] = await t.handle.db
          .select({ count: sql<number>`count(*)::int` })
          .from(jobs)
          .where(and(ours, sql`${jobs.status} <> 'done'`));
        return left!.count === 0;
      }, JOBS_MS);
      const done = await t.handle.db.select({ attempts: jobs.attempts }).from(jobs).where(ours);
      expect(done).toHaveLength(upcoming.length);
      // Each reminder reached each player once: no job ran twice.
      const reminders = await queryRows<{ link: string; user_id: number; count: number }>(
        t.handle.db,
        sql`SELECT link, user_id, count(*)::int AS count FROM ${inAppNotifications}
            WHERE kind = 'booking_reminder' AND created_at >= ${started.toISOString()}::timestamptz
            GROUP BY link, user_id`,
      );
      const remindedIds = new Set(reminders.map((row) => Number(/courtlisting\/(\d+)\//.exec(row.link)?.[1])));
      for (const occurrence of upcoming) expect(remindedIds).toContain(occurrence.id);
      expect(reminders.filter((row) => row.count !== 1)).toEqual([]);
    },
    JOBS_MS + GENEROUS_MS,
  );

  it(
    "sees a rule change made through process A in every process's rules cache",
    async () => {
      await t.handle.db
        .update(businesses)
        .set({ requirePartnerName: false, bookingToStart: 60, advanceTime: 365, enableMaxTimeForBookings: false })
        .where(eq(businesses.id, clubId));
      const day = localDate(5);
      // A tennis court of its own, cleared of the demo's rules and of bookings from that day on.
      const court = (await courtIdsOf(t, clubId))[0]!;
      await t.handle.db
        .delete(appointments)
        .where(and(eq(appointments.courtId, court), gte(appointments.startsAt, new Date(at(day, '00:00')))));
      await t.handle.db.delete(availabilityRuleCourts).where(eq(availabilityRuleCourts.courtId, court));
      const ownerOnA = await signIn(A(), 'owner');
      const member = await signIn(B(), 'member');
      const rule = (price: number): RuleBody => ({
        note: 'Three processes',
        sport_id: 1,
        courts: [court],
        // That one day (no recurrence): the day quoted below.
        start_date: day,
        recurrence: null,
        book_pay_type: 1,
        rules: [{ days: [], start_time: '06:00', end_time: '23:00', price, point_price: 0, advance: 30, buffer: 0 }],
        who_can_book: [{ for: 'allmembers', values: [] }],
      });
      const added = await httpCall<{ id: number }>(A().url, 'POST', path(call.availability.add), {
        token: ownerOnA,
        body: rule(1500),
      });
      expect(added.status, added.body.message).toBe(200);
      const quote = { court_id: court, start_time: at(day, '10:00'), end_time: at(day, '11:00') };
      const priceOn = async (server: ServerProcess) => {
        const answer = await httpCall<{ main_value: number }>(server.url, 'POST', path(call.appointments.price), {
          token: member,
          body: quote,
        });
        expect(answer.status, answer.body.message).toBe(200);
        return answer.body.payload.main_value;
      };
      // Each process has the rule in its cache now.
      expect([await priceOn(A()), await priceOn(B()), await priceOn(C())]).toEqual([1500, 1500, 1500]);
      const updated = await httpCall(A().url, 'POST', path(call.availability.update, { id: added.body.payload.id }), {
        token: ownerOnA,
        body: { ...rule(2500), mode: 2 },
      });
      expect(updated.status, updated.body.message).toBe(200);
      expect([await priceOn(B()), await priceOn(C()), await priceOn(A())]).toEqual([2500, 2500, 2500]);
    },
    GENEROUS_MS,
  );

  it(
    'answers /healthz and /readyz on every process',
    async () => {
      for (const server of processes) {
        expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
        const ready = await fetch(`${server.url}/readyz`);
        expect(ready.status).toBe(200);
        expect(await ready.json()).toEqual({ status: 'ready' });
      }
    },
    GENEROUS_MS,
  );

  it(
    'shuts down on SIGTERM: ends its open streams, finishes the request in flight, and exits cleanly',
    async () => {
      const day = localDate(121);
      await freeCourtBetween(t, owner, court, at(day, '09:00'), at(day, '12:00'));
      const sheetOnB = await openStream(`${B().url}/api/v1${path(call.appointments.stream)}`, reception);
      const sheetOnC = await openStream(`${C().url}/api/v1${path(call.appointments.stream)}`, reception);
      const ownerOnB = await signIn(B(), 'owner');
      // Holds new bookings back (reads go on): the booking sent to B waits for the lock, in flight.
      const blocker = new pg.Client({ connectionString: t.handle.listenUrl });
      blocker.on('error', () => undefined);
      await blocker.connect();
      await blocker.query('BEGIN');
      await blocker.query('LOCK TABLE appointments IN EXCLUSIVE MODE');
      const inFlight = httpCall(B().url, 'POST', path(call.appointments.addBook), {
        token: ownerOnB,
        body: spot(court, day, '10:00', '11:00'),
      });
      await waitFor(async () => {
        const { rows } = await blocker.query<{ waiting: number }>(
          `SELECT count(*)::int AS waiting FROM pg_stat_activity
           WHERE datname = current_database() AND wait_event_type = 'Lock' AND pid <> pg_backend_pid()`,
        );
        return rows[0]!.waiting > 0;
      }, GENEROUS_MS);
      B().child.kill('SIGTERM');
      // The open stream ends at once; its sheet reconnects to another process.
      await sheetOnB.ended;
      await blocker.query('COMMIT');
      await blocker.end();
      const answer = await inFlight;
      expect(answer.status, answer.body.message).toBe(200);
      expect(await B().exited).toBe(0);
      // The booking B made while stopping still reached the sheet on C.
      expect(await sheetOnC.nextChange()).toMatchObject({ business_id: clubId });
      sheetOnC.close();
    },
    GENEROUS_MS,
  );

  async function signIn(server: ServerProcess, username: string): Promise<string> {
    const answer = await httpCall<{ token: string }>(server.url, 'POST', path(call.auth.login), {
      body: { username, password: 'fairplay1' },
    });
    if (answer.status !== 200)
      throw new Error(`${username} could not sign in on ${server.name}: ${answer.body.message}`);
    return answer.body.payload.token;
  }
});

/** Asks `ready` again until it answers true (no fixed wait: each question is a database read). */
async function waitFor(ready: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await ready())) {
    if (Date.now() > until) throw new Error('gave up waiting');
    await new Promise((resolve) => setImmediate(resolve));
  }
}
