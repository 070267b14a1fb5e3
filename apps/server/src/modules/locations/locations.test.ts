import { and, asc, eq, notInArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { locations } from '@fairplay/db';
import { endpoints } from '@fairplay/contracts';
import { createFirstLocation } from './index.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { registerSecondClub } from '../../test/second-club.js';

describe('location/entity', () => {
  let t: TestApp;
  let owner: string;
  let clubA: number;
  let other: Awaited<ReturnType<typeof registerSecondClub>>;
  /** The demo club's locations as seeded. */
  let seeded: (typeof locations.$inferSelect)[];
  const rowsOf = async (businessId: number) =>
    t.handle.db.select().from(locations).where(eq(locations.businessId, businessId)).orderBy(asc(locations.id));

  beforeAll(async () => {
    t = await startTestApp();
    owner = await t.login('owner');
    clubA = (await t.call(endpoints.users.info, { token: owner })).body.payload.business_id!;
    other = await registerSecondClub(t);
    seeded = await rowsOf(clubA);
  });
  /** Tests that add or rename the demo club's locations leave them as seeded for the next test. */
  afterEach(async () => {
    const seededIds = seeded.map((row) => row.id);
    await t.handle.db
      .delete(locations)
      .where(and(eq(locations.businessId, clubA), notInArray(locations.id, seededIds)));
    for (const row of seeded) await t.handle.db.update(locations).set(row).where(eq(locations.id, row.id));
  });
  afterAll(async () => t.close());

  it("lists the club's locations with paging and search", async () => {
    const response = await t.call(endpoints.locations.list, { query: {}, token: owner });
    expect(response.status).toBe(200);
    expect(response.body.payload).toMatchObject({ count: 2, page: 1, limit: 10 });
    const names = response.body.payload.rows.map((row: { name: string }) => row.name);
    expect(names).toEqual(['Riverside Main Club', 'Eastside Golf Studio']);
    const first = response.body.payload.rows[0];
    expect(Object.keys(first!).sort()).toEqual(['address', 'createdAt', 'id', 'name']);
    expect(new Date(first!.createdAt).toISOString()).toBe(first!.createdAt);

    const paged = await t.call(endpoints.locations.list, { query: { page: 2, limit: 1 }, token: owner });
    expect(paged.body.payload).toMatchObject({ count: 2, page: 2, limit: 1, rows: [{ name: 'Eastside Golf Studio' }] });
    const searched = await t.call(endpoints.locations.list, { query: { search: '6TH st' }, token: owner });
    expect(searched.body.payload.rows.map((row: { name: string }) => row.name)).toEqual(['Eastside Golf Studio']);
    expect(searched.body.payload.count).toBe(1);
  });

  it('treats SQL and LIKE meta-characters in search as plain text', async () => {
    const before = await rowsOf(clubA);
    for (const search of ["' OR 1=1 --", '%', '_', '\\', "Riverside'; DROP TABLE locations; --"]) {
      const response = await t.call(endpoints.locations.list, { query: { search: search }, token: owner });
      expect(response.status).toBe(200);
      expect(response.body.payload).toMatchObject({ count: 0, rows: [] });
    }
    expect(await rowsOf(clubA)).toEqual(before);
  });

  it('refuses bad query parameters with 400 naming them', async () => {
    for (const [query, field] of [
      ['page=0', 'page'],
      ['page=abc', 'page'],
      ['limit=101', 'limit'],
      ['limit=1.5', 'limit'],
      [`search=${'x'.repeat(81)}`, 'search'],
      ['sort=name', 'sort'],
    ]) {
      const response = await t.callRaw(endpoints.locations.list, {
        query: Object.fromEntries(new URLSearchParams(query)),
        token: owner,
      });
      expect(response.status, query).toBe(400);
      expect(response.errors[0]?.field).toBe(field);
    }
  });

  it('creates a location, reads it and renames it (name only)', async () => {
    const created = await t.call(endpoints.locations.create, {
      token: owner,
      body: { name: '  North Courts ', address: '9 North Loop, Austin, TX 78751, US' },
    });
    expect(created.status).toBe(200);
    expect(created.body.payload).toMatchObject({ name: 'North Courts', address: '9 North Loop, Austin, TX 78751, US' });
    const id = created.body.payload.id;
    expect((await t.call(endpoints.locations.get, { params: { id: id }, token: owner })).body.payload).toEqual(
      created.body.payload,
    );

    const renamed = await t.call(endpoints.locations.rename, {
      params: { id: id },
      token: owner,
      body: { name: 'North Courts Club' },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.payload).toMatchObject({
      id,
      name: 'North Courts Club',
      address: '9 North Loop, Austin, TX 78751, US',
    });
    const address = await t.callRaw(endpoints.locations.rename, {
      params: { id: id },
      token: owner,
      body: { name: 'X', address: 'Elsewhere' },
    });
    expect(address.status).toBe(400);
    expect(address.errors[0]?.field).toBe('address');
    expect((await rowsOf(clubA)).find((row) => row.id === id)?.address).toBe('9 North Loop, Austin, TX 78751, US');
  });

  it('refuses missing, wrong-typed and oversize fields and malformed JSON with 400', async () => {
    const before = await rowsOf(clubA);
    const cases: [unknown, string][] = [
      [{ address: '1 Road' }, 'name'],
      [{ name: 'Ok' }, 'address'],
      [{ name: '   ', address: '1 Road' }, 'name'],
      [{ name: 'Ok', address: '  ' }, 'address'],
      [{ name: 12, address: '1 Road' }, 'name'],
      [{ name: 'Ok', address: ['1 Road'] }, 'address'],
      [{ name: 'x'.repeat(81), address: '1 Road' }, 'name'],
      [{ name: 'Ok', address: 'x'.repeat(201) }, 'address'],
      [{ name: 'Ok', address: '1 Road', business_id: other.businessId }, 'business_id'],
    ];
    for (const [body, field] of cases) {
      const response = await t.callRaw(endpoints.locations.create, { token: owner, body });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.errors.map((error: { field: string }) => error.field)).toContain(field);
    }
    const invalid = await t.call(endpoints.locations.create, { token: owner, body: { name: 'Ok', address: ' ' } });
    expect(invalid.errors[0]?.message).toBe('Please provide valid address');
    const malformed = await t.callRaw(endpoints.locations.create, { token: owner, rawBody: '{"name": "Ok",' });
    expect(malformed.status).toBe(400);
    expect(await rowsOf(clubA)).toEqual(before);
  });

  it('stores SQL meta-characters as text', async () => {
    const name = 'O\'Brien"; DROP TABLE locations; --';
    const created = await t.call(endpoints.locations.create, {
      token: owner,
      body: { name, address: "1 Quote's Lane" },
    });
    expect(created.status).toBe(200);
    expect(
      (await t.call(endpoints.locations.get, { params: { id: created.body.payload.id }, token: owner })).body.payload
        .name,
    ).toBe(name);
  });

  it("answers 404 for another club's location and changes nothing", async () => {
    const before = await rowsOf(other.businessId);
    expect((await t.call(endpoints.locations.get, { params: { id: other.locationId }, token: owner })).status).toBe(
      404,
    );
    const put = await t.call(endpoints.locations.rename, {
      params: { id: other.locationId },
      token: owner,
      body: { name: 'Taken over' },
    });
    expect(put.status).toBe(404);
    expect(put.body.code).toBe(404);
    expect(await rowsOf(other.businessId)).toEqual(before);
    expect((await t.call(endpoints.locations.get, { params: { id: 999999 }, token: owner })).status).toBe(404);
    expect((await t.call(endpoints.locations.get, { params: { id: 'abc' }, token: owner })).status).toBe(400);
    // And the other club lists only its own.
    const list = await t.call(endpoints.locations.list, { query: {}, token: other.token });
    expect(list.body.payload.rows.map((row: { id: number }) => row.id)).toEqual(before.map((row) => row.id));
  });

  it('needs settings read to list and settings update to change (403), and a token (401)', async () => {
    const reception = await t.login('reception');
    expect((await t.call(endpoints.locations.list, { query: {}, token: reception })).status).toBe(200);
    const before = await rowsOf(clubA);
    const created = await t.call(endpoints.locations.create, {
      token: reception,
      body: { name: 'Nope', address: '1 Road' },
    });
    expect(created.status).toBe(403);
    const renamed = await t.call(endpoints.locations.rename, {
      params: { id: before[0]!.id },
      token: reception,
      body: { name: 'Nope' },
    });
    expect(renamed.status).toBe(403);
    const coach = await t.login('coach');
    expect((await t.call(endpoints.locations.list, { query: {}, token: coach })).status).toBe(403);
    expect((await t.call(endpoints.locations.get, { params: { id: before[0]!.id }, token: coach })).status).toBe(403);
    expect((await t.call(endpoints.locations.list, { query: {} })).status).toBe(401);
    expect((await t.call(endpoints.locations.create, { body: { name: 'Nope', address: '1 Road' } })).status).toBe(401);
    expect(await rowsOf(clubA)).toEqual(before);
  });

  it('createFirstLocation writes a club location inside the transaction it is given (registration)', async () => {
    const id = await t.handle.db.transaction((tx) =>
      createFirstLocation(tx, clubA, { name: 'Annex', address: '1 Annex Way' }),
    );
    const read = await t.call(endpoints.locations.get, { params: { id }, token: owner });
    expect(read.body.payload).toMatchObject({ id, name: 'Annex', address: '1 Annex Way' });
  });
});
