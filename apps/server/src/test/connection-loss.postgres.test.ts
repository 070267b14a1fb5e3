import { execFileSync } from 'node:child_process';
import { count, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MESSAGES, endpoints, pathOf } from '@fairplay/contracts';
import { appointmentSeries, emailOutbox, openDatabase, queryRows } from '@fairplay/db';
import type { Transporter } from 'nodemailer';
import { OutboxSender, enqueueEmail } from '../modules/mail/index.js';
import { API_PREFIX, buildApp } from '../app.js';
import { configFromEnv } from '../config.js';
import { startTestApp, type TestApp } from './harness.js';
import { clubIdOf, courtIdsOf, localDate, rowsOnCourtFrom, spot, userIdOf } from './appointments-kit.js';

/**
 * A database connection lost in the middle of a request (an administrator's pg_terminate_backend, a server
 * restart) answers that request 503, leaves nothing half-written, never ends the process (an unhandled 'error'
 * event would fail this file), and the next requests succeed on new connections. PostgreSQL only: PGlite has no
 * connections to lose (vitest.config.ts includes *.postgres.test.ts in the PostgreSQL project only).
 */

const table = endpoints.appointments;
const GENEROUS = { timeout: 30_000, interval: 20 };
const unavailable = { code: 503, payload: null, message: MESSAGES.databaseUnavailable };

/** A client of the test server beside the app's pool; its own connection loss is expected, never fatal. */
async function connect(database?: string): Promise<pg.Client> {
  const url = new URL(process.env.TEST_DATABASE_URL!);
  if (database) url.pathname = `/${database}`;
  const client = new pg.Client({ connectionString: url.toString() });
  client.on('error', () => {});
  await client.connect();
  return client;
}

/**
 * Holds the next booking that adds a player in the middle of its transaction: its occurrences are written, and
 * the insert of its players waits for this lock. Answers the backend that waits, once it waits.
 */
async function holdBookingMidWrite(database: string, watcher: pg.Client) {
  const locker = await connect(database);
  await locker.query('BEGIN');
  await locker.query('LOCK TABLE appointment_participants IN ACCESS EXCLUSIVE MODE');
  const lockerPid = (await locker.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]!.pid;
  return {
    locker,
    /** The waiting backend, once the booking has written its occurrences (it holds a transaction id) and waits. */
    async waitingBackend(): Promise<number> {
      return vi.waitFor(async () => {
        const { rows } = await watcher.query<{ pid: number }>(
          `SELECT pid FROM pg_stat_activity
            WHERE datname = $1 AND pid <> $2 AND wait_event_type = 'Lock' AND backend_xid IS NOT NULL`,
          [database, lockerPid],
        );
        expect(rows).toHaveLength(1);
        return rows[0]!.pid;
      }, GENEROUS);
    },
  };
}

/**
 * Ends every connection to the database while this process is blocked, the way a database restart or failover
 * the pool has not heard of yet looks: the pool's idle connections are dead, and it learns so only by using them.
 */
function terminateAllUnnoticed(database: string): number {
  const script = `
    const pg = require('pg');
    const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    client.connect()
      .then(() => client.query(
        'SELECT count(pg_terminate_backend(pid, 30000))::int AS n FROM pg_stat_activity WHERE datname = $1',
        [process.argv[1]]))
      .then((result) => { process.stdout.write(String(result.rows[0].n)); return client.end(); });`;
  return Number(execFileSync(process.execPath, ['-e', script, database], { encoding: 'utf8' }));
}

/** Reads a court sheet's server-sent events; `next()` answers the next `changed` event. */
async function openSheet(url: string, token: string) {
  const controller = new AbortController();
  const response = await fetch(url, { headers: { 'access-token': token }, signal: controller.signal });
  expect(response.status).toBe(200);
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  return {
    async next(): Promise<{ business_id: number }> {
      for (;;) {
        const blocks = buffer.split('\n\n');
        buffer = blocks.pop() ?? '';
        for (const [index, block] of blocks.entries()) {
          const data = block.split('\n').find((line) => line.startsWith('data: '));
          if (block.includes('event: changed') && data) {
            buffer = [...blocks.slice(index + 1), buffer].join('\n\n');
            return JSON.parse(data.slice(6)) as { business_id: number };
          }
        }
        const { value, done } = await reader.read();
        if (done) throw new Error('the stream ended');
        buffer += value;
      }
    },
    close: () => controller.abort(),
  };
}

describe('a lost database connection', () => {
  let t: TestApp;
  let owner: string;
  let clubId: number;
  let courts: number[];
  let member: number;
  let database: string;
  let watcher: pg.Client;
  beforeAll(async () => {
    t = await startTestApp();
    owner = await t.login('owner');
    clubId = await clubIdOf(t, owner);
    courts = await courtIdsOf(t, clubId);
    member = await userIdOf(t, 'member');
    const [current] = await queryRows<{ name: string }>(t.handle.db, sql`SELECT current_database() AS name`);
    database = current!.name;
    watcher = await connect();
  });
  afterAll(async () => {
    await watcher?.end();
    await t?.close();
  });

  const seriesCount = async () =>
    (
      await t.handle.db.select({ n: count() }).from(appointmentSeries).where(eq(appointmentSeries.businessId, clubId))
    )[0]!.n;
  const book = (court: number, day: string) =>
    t.call(table.addComplex, { token: owner, body: spot(court, day, '10:00', '11:00', { userId: member }) });

  it('answers the request whose backend was terminated mid-write with 503, writes nothing, and serves the next one', async () => {
    const day = localDate(120);
    const before = await seriesCount();
    const hold = await holdBookingMidWrite(database, watcher);
    const inFlight = book(courts[5]!, day);
    const pid = await hold.waitingBackend();
    await watcher.query('SELECT pg_terminate_backend($1, 30000)', [pid]);
    const answer = await inFlight;
    expect(answer.body).toEqual(unavailable);
    expect(answer.status).toBe(503);
    await hold.locker.query('ROLLBACK');
    await hold.locker.end();
    // The server rolled the transaction back: neither the series nor the occurrence it had written is there.
    expect(await rowsOnCourtFrom(t, courts[5]!, day)).toHaveLength(0);
    expect(await seriesCount()).toBe(before);
    const retried = await book(courts[5]!, day);
    expect(retried.status).toBe(200);
    expect(await rowsOnCourtFrom(t, courts[5]!, day)).toHaveLength(1);
  });

  it('survives a restart of the database: every connection ends, the next requests succeed, live updates go on', async () => {
    const day = localDate(121);
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const sheet = await openSheet(`${base}${API_PREFIX}${pathOf(table.stream)}`, await t.login('reception'));
    // Several pooled connections, all of which the restart ends: the pool must drop every one of them.
    const warm = await Promise.all(Array.from({ length: 6 }, () => t.call(endpoints.users.info, { token: owner })));
    expect(warm.map((response) => response.status)).toEqual(Array(6).fill(200));
    const hold = await holdBookingMidWrite(database, watcher);
    const inFlight = book(courts[6]!, day);
    // The waiting booking's backend ends first: ending the locker first would release its lock, and the booking
    // could commit before its own turn came.
    await watcher.query('SELECT pg_terminate_backend($1, 30000)', [await hold.waitingBackend()]);
    const ended = await watcher.query<{ n: number }>(
      `SELECT count(pg_terminate_backend(pid, 30000))::int AS n FROM pg_stat_activity
        WHERE datname = $1 AND pid <> pg_backend_pid()`,
      [database],
    );
    // The locker and the pool's other connections.
    expect(ended.rows[0]!.n).toBeGreaterThanOrEqual(2);
    expect((await inFlight).body).toEqual(unavailable);
    await hold.locker.end().catch(() => {});
    expect(await rowsOnCourtFrom(t, courts[6]!, day)).toHaveLength(0);

    const after = await Promise.all(Array.from({ length: 6 }, () => t.call(endpoints.users.info, { token: owner })));
    expect(after.map((response) => response.status)).toEqual(Array(6).fill(200));
    const booked = await book(courts[6]!, day);
    expect(booked.status).toBe(200);
    expect(await sheet.next()).toEqual(expect.objectContaining({ business_id: clubId }));
    sheet.close();
  });
  it('serves the requests right after a restart the pool has not noticed: its dead connections are dropped', async () => {
    const day = localDate(122);
    const warm = await Promise.all(Array.from({ length: 8 }, () => t.call(endpoints.users.info, { token: owner })));
    expect(warm.map((response) => response.status)).toEqual(Array(8).fill(200));
    expect(terminateAllUnnoticed(database)).toBeGreaterThanOrEqual(2);
    // Reads (the session and the user) and a transaction (the booking), at once, on a pool of dead connections.
    const [booked, ...reads] = await Promise.all([
      book(courts[7]!, day),
      ...Array.from({ length: 8 }, () => t.call(endpoints.users.info, { token: owner })),
    ]);
    expect(reads.map((response) => response.status)).toEqual(Array(8).fill(200));
    expect(booked!.status).toBe(200);
    expect(await rowsOnCourtFrom(t, courts[7]!, day)).toHaveLength(1);
  });

  it('lets the outbox sender lose its connection while it sends, and sends the e-mail on the next run', async () => {
    // Mail other tests queued (booking notices) goes out first, so this test's e-mail is the only one pending.
    const drain = { sendMail: async () => undefined } as unknown as Transporter;
    const drainer = new OutboxSender(t.handle.db, drain, 'Fairplay <no-reply@fairplay.test>', t.app.log);
    while ((await drainer.flush()) > 0);
    const queued = await enqueueEmail(t.handle.db, {
      businessId: null,
      to: 'player@example.org',
      subject: 'Court booked',
      text: 'See you at 6.',
    });
    let sending: () => void = () => {};
    const sendingStarted = new Promise<void>((resolve) => (sending = resolve));
    let finishSend: () => void = () => {};
    let holdNext = true;
    const delivered: string[] = [];
    // The first send waits for the test; later ones go straight through.
    const transport = {
      sendMail: async (mail: { to: string }) => {
        if (holdNext) {
          holdNext = false;
          sending();
          await new Promise<void>((resolve) => (finishSend = resolve));
        }
        delivered.push(mail.to);
      },
    } as unknown as Transporter;
    const sender = new OutboxSender(t.handle.db, transport, 'Fairplay <no-reply@fairplay.test>', t.app.log);
    const flushing = sender.flush();
    await sendingStarted;
    // The sender's transaction holds the claimed e-mail and waits for the mail server: no query is running.
    const pid = await vi.waitFor(async () => {
      const { rows } = await watcher.query<{ pid: number }>(
        `SELECT pid FROM pg_stat_activity WHERE datname = $1 AND state = 'idle in transaction'`,
        [database],
      );
      expect(rows).toHaveLength(1);
      return rows[0]!.pid;
    }, GENEROUS);
    await watcher.query('SELECT pg_terminate_backend($1, 30000)', [pid]);
    finishSend();
    await expect(flushing).rejects.toThrow();
    // Its claim was rolled back with the connection: the e-mail is still pending and goes out on the next run.
    const [pending] = await t.handle.db.select().from(emailOutbox).where(eq(emailOutbox.id, queued.id));
    expect(pending).toMatchObject({ status: 'pending', attempts: 0 });
    expect(await sender.flush()).toBe(1);
    // Sent twice: the first send went out before its record was lost (the outbox delivers at least once).
    expect(delivered).toEqual(['player@example.org', 'player@example.org']);
    const [sent] = await t.handle.db.select().from(emailOutbox).where(eq(emailOutbox.id, queued.id));
    expect(sent).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('answers 503 at once when the database does not answer at all', async () => {
    // A port nothing listens on: every connection is refused, and a refused connection is not tried again.
    const handle = await openDatabase({ kind: 'postgres', url: 'postgres://postgres@127.0.0.1:1/none' });
    const now = () => new Date();
    const config = { ...configFromEnv({ PUBLIC_URL: 'http://fairplay.test' }), webDist: null };
    const app = await buildApp({ db: handle.db, config, now });
    try {
      const response = await app.inject({
        method: 'POST',
        url: `${API_PREFIX}${pathOf(endpoints.auth.login)}`,
        payload: { username: 'owner', password: 'fairplay1' },
      });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual(unavailable);
    } finally {
      await app.close();
      await handle.close();
    }
  });
});
