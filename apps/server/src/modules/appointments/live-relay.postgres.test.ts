import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { endpoints, pathOf } from '@fairplay/contracts';
import { LISTENER_APPLICATION_NAME, liveEvents, queryRows } from '@fairplay/db';
import { API_PREFIX } from '../../app.js';
import { startSecondApp, startTestApp, type TestApp } from '../../test/harness.js';
import { at, clubIdOf, courtIdsOf, freeCourtBetween, localDate, spot } from '../../test/appointments-kit.js';
import { openStream } from '../../test/processes-kit.js';

const GENEROUS_MS = 60_000;

/** Two app instances on one PostgreSQL database, as two server processes: live updates go through LISTEN/NOTIFY. */
describe('live updates relayed through PostgreSQL', () => {
  let t: TestApp;
  let second: Awaited<ReturnType<typeof startSecondApp>>;
  let base: string;
  beforeAll(async () => {
    t = await startTestApp();
    second = await startSecondApp(t);
    // Ready: its listener is in place (an app answering requests is ready).
    await second.app.ready();
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await second.close();
    await t.close();
  });

  const listeners = async () =>
    (
      await queryRows<{ count: number }>(
        t.handle.db,
        sql`SELECT count(*)::int AS count FROM pg_stat_activity
            WHERE datname = current_database() AND application_name = ${LISTENER_APPLICATION_NAME}`,
      )
    )[0]!.count;

  it('holds one listening connection per process', async () => {
    expect(await listeners()).toBe(2);
  });

  it(
    'misses nothing when the listening connection is dropped: it connects again and reads what it missed',
    async () => {
      const owner = await t.login('owner');
      const reception = await t.login('reception');
      const clubId = await clubIdOf(t, owner);
      const court = (await courtIdsOf(t, clubId))[1]!;
      const day = localDate(140);
      await freeCourtBetween(t, owner, court, at(day, '09:00'), at(day, '12:00'));
      const sheet = await openStream(`${base}${API_PREFIX}${pathOf(endpoints.appointments.stream)}`, reception);
      const before = Number(
        (
          await queryRows<{ id: string }>(t.handle.db, sql`SELECT coalesce(max(id), 0)::text AS id FROM ${liveEvents}`)
        )[0]!.id,
      );
      // Every listener's connection is cut (as a database restart or a network loss would), and a change is made
      // through the other process at once, while they connect again.
      await t.handle.db.execute(
        sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
            WHERE datname = current_database() AND application_name = ${LISTENER_APPLICATION_NAME}`,
      );
      const booked = await second.call(endpoints.appointments.addBook, {
        token: owner,
        body: spot(court, day, '10:00', '11:00'),
      });
      expect(booked.status, booked.body.message).toBe(200);
      expect(await sheet.nextChange()).toMatchObject({ business_id: clubId });
      // The change was recorded once, after the last one seen before the cut.
      const recorded = await queryRows<{ business_id: number }>(
        t.handle.db,
        sql`SELECT business_id FROM ${liveEvents} WHERE id > ${before}`,
      );
      expect(recorded).toEqual([{ business_id: clubId }]);
      sheet.close();
      // Both processes listen again.
      while ((await listeners()) < 2) await new Promise((resolve) => setImmediate(resolve));
    },
    GENEROUS_MS,
  );
});
