import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkIns } from '@fairplay/db';
import { endpoints } from '@fairplay/contracts';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { registerSecondClub } from '../../test/second-club.js';

describe('checkin/get-by-locationid', () => {
  let t: TestApp;
  let owner: string;
  let locationIds: number[];
  let other: Awaited<ReturnType<typeof registerSecondClub>>;
  beforeAll(async () => {
    t = await startTestApp();
    owner = await t.login('owner');
    locationIds = (await t.call(endpoints.locations.list, { query: {}, token: owner })).body.payload.rows.map(
      (row: { id: number }) => row.id,
    );
    other = await registerSecondClub(t);
  });
  afterAll(async () => t.close());

  it("lists the club's check-ins at a location, newest first", async () => {
    const response = await t.call(endpoints.checkins.atLocation, { params: { id: locationIds[0]! }, token: owner });
    expect(response.status).toBe(200);
    const rows = response.body.payload;
    // The seed's walk-in visits (no booking) in order; its front-desk check-ins for today's bookings sit among them.
    const walkIns = await t.handle.db
      .select({ id: checkIns.id })
      .from(checkIns)
      .where(and(eq(checkIns.locationId, locationIds[0]!), isNull(checkIns.appointmentId)));
    const walkInIds = new Set(walkIns.map((row) => row.id));
    expect(rows.filter((row) => walkInIds.has(row.id)).map((row) => row.username)).toEqual([
      'lucas.wilson',
      'member',
      'lucas.wilson',
    ]);
    expect(rows.every((row) => row.location_id === locationIds[0])).toBe(true);
    const times = rows.map((row) => Date.parse(row.checked_in_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(Object.keys(rows[0]!).sort()).toEqual([
      'checked_in_at',
      'first_name',
      'id',
      'last_name',
      'location_id',
      'user_id',
      'username',
    ]);
    expect(
      (await t.call(endpoints.checkins.atLocation, { params: { id: locationIds[1]! }, token: owner })).body.payload,
    ).toHaveLength(
      2 +
        (
          await t.handle.db
            .select()
            .from(checkIns)
            .where(and(eq(checkIns.locationId, locationIds[1]!), isNotNull(checkIns.appointmentId)))
        ).length,
    );
  });

  it("answers 404 for another club's location or an unknown one, 400 for a bad id", async () => {
    const before = await t.handle.db.select().from(checkIns);
    const foreign = await t.call(endpoints.checkins.atLocation, { params: { id: other.locationId }, token: owner });
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe('Location not found.');
    expect(
      (await t.call(endpoints.checkins.atLocation, { params: { id: locationIds[0]! }, token: other.token })).status,
    ).toBe(404);
    expect(
      (await t.call(endpoints.checkins.atLocation, { params: { id: other.locationId }, token: other.token })).body
        .payload,
    ).toEqual([]);
    expect((await t.call(endpoints.checkins.atLocation, { params: { id: 999999 }, token: owner })).status).toBe(404);
    for (const id of ['abc', '0', "1'--"])
      expect((await t.call(endpoints.checkins.atLocation, { params: { id: id }, token: owner })).status).toBe(400);
    expect(await t.handle.db.select().from(checkIns)).toEqual(before);
  });

  it('needs members read (403) and a token (401)', async () => {
    expect(
      (await t.call(endpoints.checkins.atLocation, { params: { id: locationIds[0]! }, token: await t.login('coach') }))
        .status,
    ).toBe(200);
    expect(
      (
        await t.call(endpoints.checkins.atLocation, {
          params: { id: locationIds[0]! },
          token: await t.login('shop.alex'),
        })
      ).status,
    ).toBe(200);
    expect(
      (await t.call(endpoints.checkins.atLocation, { params: { id: locationIds[0]! }, token: await t.login('member') }))
        .status,
    ).toBe(403);
    expect((await t.call(endpoints.checkins.atLocation, { params: { id: locationIds[0]! } })).status).toBe(401);
  });
});
