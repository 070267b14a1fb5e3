import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@fairplay/contracts';
import { queryRows } from '@fairplay/db';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { clubIdOf, courtIdsOf, localDate, spot } from '../../test/appointments-kit.js';

const table = endpoints.appointments;
/** An id no sport has (the catalogue is a dozen rows). */
const UNKNOWN_SPORT = 1_870_506_197;

/**
 * A booking's sport must be one of the catalogue's. An unknown id used to reach the foreign key and fail as a 500
 * (found by the API sweep); now it is a 400 naming `sport_id`, and nothing is written.
 */
describe('the sport of a booking', () => {
  let t: TestApp;
  let owner: string;
  let court: number;
  let sportId: number;
  const day = localDate(130);

  const count = async () =>
    (await queryRows<{ n: number }>(t.handle.db, sql`SELECT count(*)::int AS n FROM appointments`))[0]!.n;

  beforeAll(async () => {
    t = await startTestApp();
    owner = await t.login('owner');
    [court] = (await courtIdsOf(t, await clubIdOf(t, owner))) as [number];
    sportId = (await queryRows<{ id: number }>(t.handle.db, sql`SELECT min(id)::int AS id FROM sports`))[0]!.id;
  });
  afterAll(async () => t.close());

  it('refuses an unknown sport on add_complex, add_book and add_many with a 400 naming sport_id', async () => {
    const before = await count();
    const bad = spot(court, day, '09:00', '10:00', { sport_id: UNKNOWN_SPORT });
    for (const [definition, body] of [
      [table.addComplex, bad],
      [table.addBook, bad],
      [table.addMany, { appointments: [bad] }],
    ] as const) {
      const response = await t.callRaw(definition, { token: owner, body });
      expect(response.status, definition.path).toBe(400);
      expect(response.errors.map((error) => error.field)).toEqual(['sport_id']);
    }
    expect(await count()).toBe(before);
  });

  it('refuses an unknown sport on update and update_complex, and keeps a known one', async () => {
    const created = await t.call(table.addComplex, {
      token: owner,
      body: spot(court, day, '11:00', '12:00', { sport_id: sportId }),
    });
    expect(created.status).toBe(200);
    const id = created.body.payload.created[0]!.id;
    for (const definition of [table.update, table.updateComplex]) {
      const response = await t.callRaw(definition, {
        token: owner,
        params: { id },
        body: { mode: 2, sport_id: UNKNOWN_SPORT },
      });
      expect(response.status, definition.path).toBe(400);
      expect(response.errors.map((error) => error.field)).toEqual(['sport_id']);
    }
    const [row] = await queryRows<{ sport_id: number }>(
      t.handle.db,
      sql`SELECT sport_id FROM appointments WHERE id = ${id}`,
    );
    expect(row?.sport_id).toBe(sportId);
  });
});
