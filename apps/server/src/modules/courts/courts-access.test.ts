import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Court } from '@fairplay/contracts';
import { courts } from '@fairplay/db';
import { endpoints } from '@fairplay/contracts';
import { startTestApp, type TestApp, errorFields } from '../../test/harness.js';
import { registerSecondClub } from '../../test/second-club.js';

function bodyOf(court: Court): Record<string, unknown> {
  const { id: _id, facility_group_id: _group, sport_category_id: _category, ...body } = court;
  return body;
}

describe('courts: permissions, other clubs and bad input', () => {
  let t: TestApp;
  let owner: string;
  let court: Court;
  let body: Record<string, unknown>;
  const rows = () => t.handle.db.select().from(courts).orderBy(asc(courts.id));

  beforeAll(async () => {
    t = await startTestApp();
    owner = await t.login('owner');
    court = (await t.call(endpoints.courts.list, { token: owner })).body.payload[0]!;
    body = bodyOf(court);
  });
  afterAll(async () => t.close());

  it('lets court readers list and read; others get 403, and no token 401', async () => {
    for (const username of ['admin', 'reception', 'accountant', 'coach', 'member']) {
      const token = await t.login(username);
      expect((await t.call(endpoints.courts.list, { token })).body.payload, username).toHaveLength(18);
      expect((await t.call(endpoints.courts.get, { params: { id: court.id }, token })).status, username).toBe(200);
    }
    const shop = await t.login('shop.alex');
    expect((await t.call(endpoints.courts.list, { token: shop })).status).toBe(403);
    expect((await t.call(endpoints.courts.get, { params: { id: court.id }, token: shop })).status).toBe(403);
    expect((await t.call(endpoints.courts.list, {})).status).toBe(401);
    expect((await t.call(endpoints.courts.get, { params: { id: court.id } })).status).toBe(401);
  });

  it('lets only settings updaters change a court (403 otherwise, 401 without a token, nothing written)', async () => {
    const before = await rows();
    for (const username of ['reception', 'accountant', 'coach', 'member', 'shop.alex']) {
      const response = await t.callRaw(endpoints.courts.update, {
        params: { id: court.id },
        token: await t.login(username),
        body: { ...body, name: 'Taken' },
      });
      expect(response.status, username).toBe(403);
      expect(response.body.code).toBe(403);
    }
    expect(
      (await t.callRaw(endpoints.courts.update, { params: { id: court.id }, body: { ...body, name: 'Taken' } })).status,
    ).toBe(401);
    expect(await rows()).toEqual(before);
    const admin = await t.callRaw(endpoints.courts.update, {
      params: { id: court.id },
      token: await t.login('admin'),
      body: { ...body, price: 2500 },
    });
    expect(admin.status).toBe(200);
    expect(admin.body.payload.price).toBe(2500);
    expect((await t.callRaw(endpoints.courts.update, { params: { id: court.id }, token: owner, body })).status).toBe(
      200,
    );
  });

  it("keeps another club's courts out of reach, both ways", async () => {
    const other = await registerSecondClub(t, 'c');
    const created = await t.call(endpoints.facilities.create, {
      token: other.token,
      body: {
        name: 'Bay courts',
        plan: 'courtandlessonproviderplan',
        sport_category_id: 1,
        location_id: other.locationId,
      },
    });
    expect(created.status).toBe(200);
    const [bCourt] = await t.handle.db
      .insert(courts)
      .values({ businessId: other.businessId, facilityGroupId: created.body.payload.id, name: 'Harbour 1' })
      .returning();

    const before = await rows();
    expect(
      (await t.call(endpoints.courts.list, { token: other.token })).body.payload.map((item: Court) => item.name),
    ).toEqual(['Harbour 1']);
    const aGroup = { 'facility-group-id': String(court.facility_group_id) };
    expect((await t.call(endpoints.courts.list, { token: other.token, headers: aGroup })).body.payload).toEqual([]);
    expect((await t.call(endpoints.courts.get, { params: { id: court.id }, token: other.token })).status).toBe(404);
    const taken = await t.callRaw(endpoints.courts.update, {
      params: { id: court.id },
      token: other.token,
      body: { ...body, name: 'Taken' },
    });
    expect(taken.status).toBe(404);
    // B cannot block A's court, nor A block B's.
    const bBody = { ...body, name: 'Harbour 1', blocked_courts: [court.id] };
    expect(
      (await t.callRaw(endpoints.courts.update, { params: { id: bCourt!.id }, token: other.token, body: bBody }))
        .errors[0]?.field,
    ).toBe('blocked_courts');
    const aBlocks = await t.callRaw(endpoints.courts.update, {
      params: { id: court.id },
      token: owner,
      body: { ...body, blocked_courts: [bCourt!.id] },
    });
    expect(aBlocks.status).toBe(400);
    expect(aBlocks.errors[0]?.field).toBe('blocked_courts');
    expect((await t.call(endpoints.courts.get, { params: { id: bCourt!.id }, token: owner })).status).toBe(404);
    expect((await t.callRaw(endpoints.courts.update, { params: { id: bCourt!.id }, token: owner, body })).status).toBe(
      404,
    );
    expect(JSON.stringify((await t.call(endpoints.courts.list, { token: owner })).body)).not.toContain('Harbour');
    expect(await rows()).toEqual(before);
  });

  it('refuses malformed JSON, non-object bodies, missing fields, wrong types, oversize strings and unknown keys', async () => {
    const before = await rows();
    const call = (extra: { body?: unknown; rawBody?: string }) =>
      t.callRaw(endpoints.courts.update, { params: { id: court.id }, token: owner, ...extra });
    const malformed = await call({ rawBody: '{"name": "Oops"' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe('The request body is not valid JSON.');
    for (const rawBody of ['[1, 2]', '"text"', 'null']) expect((await call({ rawBody })).status, rawBody).toBe(400);

    for (const field of Object.keys(body)) {
      const { [field]: _dropped, ...rest } = body;
      const missing = await call({ body: rest });
      expect(missing.status, field).toBe(400);
      expect(errorFields(missing)).toContain(field);
      const wrong = await call({ body: { ...body, [field]: { nested: true } } });
      expect(wrong.status, field).toBe(400);
      expect(wrong.errors.map((error: { field: string }) => error.field)).toContain(field);
    }
    const bad: [Record<string, unknown>, string][] = [
      [{ name: '' }, 'name'],
      [{ name: '   ' }, 'name'],
      [{ name: 'x'.repeat(61) }, 'name'],
      [{ details: "x'; DROP TABLE courts; --".repeat(21) }, 'details'],
      [{ surface: 'x'.repeat(41) }, 'surface'],
      [{ price: -1 }, 'price'],
      [{ price: 12.5 }, 'price'],
      [{ price: '100' }, 'price'],
      [{ party_size: 0 }, 'party_size'],
      [{ party_size: 101 }, 'party_size'],
      [{ virtual_court: 'yes' }, 'virtual_court'],
      [{ blocked_courts: ['1'] }, 'blocked_courts.0'],
      [{ blocked_courts: 5 }, 'blocked_courts'],
      [{ block_court_vertical_step: 1441 }, 'block_court_vertical_step'],
      [{ booking_to_start: 25 }, 'booking_to_start'],
      [{ min_list_duration: 4 }, 'min_list_duration'],
      [{ max_time_for_singles: 1441 }, 'max_time_for_singles'],
      [{ max_time_for_quadruples: 0 }, 'max_time_for_quadruples'],
      [{ time_to_start_booking: -5 }, 'time_to_start_booking'],
      [{ enable_time_to_start_booking: null }, 'enable_time_to_start_booking'],
      [{ facility_group_id: 1 }, 'facility_group_id'],
      [{ id: 7 }, 'id'],
      [{ business_id: 2 }, 'business_id'],
    ];
    for (const [change, field] of bad) {
      const response = await call({ body: { ...body, ...change } });
      expect(response.status, JSON.stringify(change)).toBe(400);
      expect(response.errors[0]?.field, JSON.stringify(change)).toBe(field);
      expect(errorFields(response)).toContain(field);
    }
    expect(await rows()).toEqual(before);
  });

  it('stores SQL meta-characters as plain text', async () => {
    const name = "O'Neil; DROP--";
    const saved = await t.callRaw(endpoints.courts.update, {
      params: { id: court.id },
      token: owner,
      body: { ...body, name, details: 'a"b\\c' },
    });
    expect(saved.status).toBe(200);
    const [row] = await t.handle.db.select().from(courts).where(eq(courts.id, court.id));
    expect(row).toMatchObject({ name, details: 'a"b\\c' });
    expect((await t.callRaw(endpoints.courts.update, { params: { id: court.id }, token: owner, body })).status).toBe(
      200,
    );
  });
});
