import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@fairplay/contracts';
import { queryRows } from '@fairplay/db';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { at, clubIdOf, courtIdsOf, localDate, userIdOf } from '../../test/appointments-kit.js';

/**
 * The largest repeat a request may create (a year, daily, on five courts: 1,830 occurrences, under the 2,000 cap)
 * with a booker, a partner and six guests is 14,640 players: more rows than one INSERT can carry, since PostgreSQL
 * takes at most 65,535 parameters per statement. A larger form of it used to fail as a 500 (found by probing past
 * the API sweep); the rows now go in batches, in one transaction.
 */
describe('a daily repeat on five courts for a year, eight players each', () => {
  let t: TestApp;
  let owner: string;

  beforeAll(async () => {
    t = await startTestApp();
    owner = await t.login('owner');
  });
  afterAll(async () => t.close());

  it('is stored whole, people included', async () => {
    const courts = (await courtIdsOf(t, await clubIdOf(t, owner))).slice(0, 5);
    expect(courts).toHaveLength(5);
    const first = localDate(1);
    const response = await t.call(endpoints.appointments.addComplex, {
      token: owner,
      body: {
        courts,
        start_time: at(first, '05:00'),
        end_time: at(first, '05:30'),
        userId: await userIdOf(t, 'member'),
        partners: [await userIdOf(t, 'lucas.wilson')],
        guests: ['Ann Guest', 'Ben Guest', 'Cleo Guest', 'Dev Guest', 'Eli Guest', 'Fay Guest'],
        recurrence: { frequency: 'daily', ends: 'date', end_date: localDate(365) },
        force: true,
      },
    });
    expect(response.status).toBe(200);
    const created = response.body.payload.created;
    expect(created.length).toBeGreaterThan(courts.length * 360);
    const [stored] = await queryRows<{ occurrences: number; people: number }>(
      t.handle.db,
      sql`SELECT count(DISTINCT a.id)::int AS occurrences, count(p.id)::int AS people
          FROM appointments a JOIN appointment_participants p ON p.appointment_id = a.id
          WHERE a.series_id = ${created[0]!.global_recurrence_id}`,
    );
    expect(stored).toEqual({ occurrences: created.length, people: created.length * 8 });
  });
});
