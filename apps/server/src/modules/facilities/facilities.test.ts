import { and, asc, eq, notInArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { facilityGroups, TenantScope } from '@fairplay/db';
import { endpoints } from '@fairplay/contracts';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { registerSecondClub } from '../../test/second-club.js';
import { groupIdsOf } from './index.js';

describe('facility/group', () => {
  let t: TestApp;
  let owner: string;
  let clubA: number;
  let locationIds: number[];
  /** A second club that no test adds groups to: its location and ids are only read. */
  let other: Awaited<ReturnType<typeof registerSecondClub>>;
  /** The demo club's groups as seeded. */
  let seeded: (typeof facilityGroups.$inferSelect)[];
  const rowsOf = async (businessId: number) =>
    t.handle.db
      .select()
      .from(facilityGroups)
      .where(eq(facilityGroups.businessId, businessId))
      .orderBy(asc(facilityGroups.id));
  const valid = () => ({
    name: 'Padel',
    plan: 'courtandlessonproviderplan' as const,
    sport_category_id: 1,
    location_id: locationIds[0]!,
  });

  beforeAll(async () => {
    t = await startTestApp();
    owner = await t.login('owner');
    clubA = (await t.call(endpoints.users.info, { token: owner })).body.payload.business_id!;
    locationIds = (await t.call(endpoints.locations.list, { query: {}, token: owner })).body.payload.rows.map(
      (row: { id: number }) => row.id,
    );
    other = await registerSecondClub(t);
    seeded = await rowsOf(clubA);
  });
  /** Tests that add, rename or reorder the demo club's groups leave them as seeded for the next test. */
  afterEach(async () => {
    const seededIds = seeded.map((row) => row.id);
    await t.handle.db
      .delete(facilityGroups)
      .where(and(eq(facilityGroups.businessId, clubA), notInArray(facilityGroups.id, seededIds)));
    for (const row of seeded) await t.handle.db.update(facilityGroups).set(row).where(eq(facilityGroups.id, row.id));
  });
  afterAll(async () => t.close());

  it('lists the seeded groups in order with their location and sport category', async () => {
    const response = await t.call(endpoints.facilities.list, { token: owner });
    expect(response.status).toBe(200);
    const groups = response.body.payload;
    expect(groups.map((group: { name: string }) => group.name)).toEqual(['Tennis', 'Pickleball', 'Golf simulators']);
    expect(groups[0]).toMatchObject({
      location_id: locationIds[0],
      location_name: 'Riverside Main Club',
      order_index: 0,
      sport_category_id: 1,
    });
    expect(groups[2]).toMatchObject({
      location_id: locationIds[1],
      location_name: 'Eastside Golf Studio',
      sport_category_id: 2,
    });
    expect(Object.keys(groups[0]!).sort()).toEqual([
      'createdAt',
      'id',
      'location_id',
      'location_name',
      'name',
      'order_index',
      'plan',
      'sport_category_id',
    ]);
  });

  it("honours the location-id and facility-group-id headers; another club's ids list nothing", async () => {
    const all = (await t.call(endpoints.facilities.list, { token: owner })).body.payload;
    const pickleball = all.find((group) => group.name === 'Pickleball')!;
    const golf = await t.call(endpoints.facilities.list, {
      token: owner,
      headers: { 'location-id': String(locationIds[1]) },
    });
    expect(golf.body.payload.map((group: { name: string }) => group.name)).toEqual(['Golf simulators']);
    const single = await t.call(endpoints.facilities.list, {
      token: owner,
      headers: { 'location-id': '0', 'facility-group-id': String(pickleball.id) },
    });
    expect(single.body.payload.map((group: { name: string }) => group.name)).toEqual(['Pickleball']);
    const mismatch = await t.call(endpoints.facilities.list, {
      token: owner,
      headers: { 'location-id': String(locationIds[1]), 'facility-group-id': String(pickleball.id) },
    });
    expect(mismatch.body.payload).toEqual([]);
    const foreign = await t.call(endpoints.facilities.list, {
      token: owner,
      headers: { 'location-id': String(other.locationId) },
    });
    expect(foreign.status).toBe(200);
    expect(foreign.body.payload).toEqual([]);
    const fromB = await t.call(endpoints.facilities.list, {
      token: other.token,
      headers: { 'facility-group-id': String(all[0]!.id) },
    });
    expect(fromB.body.payload).toEqual([]);
    expect((await t.call(endpoints.facilities.list, { token: owner, headers: { 'location-id': 'x' } })).status).toBe(
      400,
    );
  });

  it('creates a group at the end of the order, then reads and renames it', async () => {
    const created = await t.callRaw(endpoints.facilities.create, {
      token: owner,
      body: { ...valid(), coupon: 'SPRING-10' },
    });
    expect(created.status).toBe(200);
    expect(created.body.payload).toMatchObject({
      name: 'Padel',
      plan: 'courtandlessonproviderplan',
      sport_category_id: 1,
      location_id: locationIds[0],
      order_index: 3,
    });
    const id = created.body.payload.id;
    expect((await rowsOf(clubA)).find((row) => row.id === id)?.coupon).toBe('SPRING-10');
    expect((await t.call(endpoints.facilities.get, { params: { id: id }, token: owner })).body.payload).toEqual(
      created.body.payload,
    );

    const noCoupon = await t.callRaw(endpoints.facilities.create, {
      token: owner,
      body: { ...valid(), name: 'Squash', sport_category_id: 1 },
    });
    expect(noCoupon.status).toBe(200);
    expect((await rowsOf(clubA)).find((row) => row.id === noCoupon.body.payload.id)?.coupon).toBeNull();

    const renamed = await t.call(endpoints.facilities.rename, {
      params: { id: id },
      token: owner,
      body: { name: 'Padel Courts' },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.payload).toMatchObject({ id, name: 'Padel Courts', order_index: 3 });
    const extra = await t.callRaw(endpoints.facilities.rename, {
      params: { id: id },
      token: owner,
      body: { name: 'X', location_id: locationIds[1] },
    });
    expect(extra.status).toBe(400);
    expect(extra.errors[0]?.field).toBe('location_id');
  });

  it('refuses a missing location (or -1) with "Please select location." and bad fields with 400; nothing is written', async () => {
    const before = await rowsOf(clubA);
    for (const location_id of [undefined, -1, 0]) {
      const response = await t.callRaw(endpoints.facilities.create, {
        token: owner,
        body: { ...valid(), location_id },
      });
      expect(response.status).toBe(400);
      expect(response.errors).toEqual([{ field: 'location_id', message: 'Please select location.' }]);
    }
    const cases: [Record<string, unknown>, string][] = [
      [{ name: undefined }, 'name'],
      [{ name: '  ' }, 'name'],
      [{ name: 'x'.repeat(81) }, 'name'],
      [{ name: 7 }, 'name'],
      [{ plan: 'freeplan' }, 'plan'],
      [{ plan: undefined }, 'plan'],
      [{ sport_category_id: '1' }, 'sport_category_id'],
      [{ sport_category_id: undefined }, 'sport_category_id'],
      [{ sport_category_id: 999 }, 'sport_category_id'],
      [{ location_id: '1' }, 'location_id'],
      [{ coupon: '' }, 'coupon'],
      [{ coupon: "x'; DROP TABLE facility_groups; --" }, 'coupon'],
      [{ coupon: 'C'.repeat(41) }, 'coupon'],
      [{ business_id: other.businessId }, 'business_id'],
    ];
    for (const [patch, field] of cases) {
      const response = await t.callRaw(endpoints.facilities.create, { token: owner, body: { ...valid(), ...patch } });
      expect(response.status, JSON.stringify(patch)).toBe(400);
      expect(response.errors.map((error: { field: string }) => error.field)).toContain(field);
    }
    expect((await t.callRaw(endpoints.facilities.create, { token: owner, rawBody: '{"name":' })).status).toBe(400);
    expect(await rowsOf(clubA)).toEqual(before);
  });

  it('stores a name with SQL meta-characters as text', async () => {
    const name = 'Court\'s "A"; DELETE FROM facility_groups; --';
    const created = await t.callRaw(endpoints.facilities.create, { token: owner, body: { ...valid(), name } });
    expect(created.status).toBe(200);
    expect(
      (await t.call(endpoints.facilities.get, { params: { id: created.body.payload.id }, token: owner })).body.payload
        .name,
    ).toBe(name);
  });

  it("refuses another club's location and groups with 404 and changes nothing", async () => {
    const bay = await registerSecondClub(t, 'refuse');
    const aBefore = await rowsOf(clubA);
    const create = await t.callRaw(endpoints.facilities.create, {
      token: owner,
      body: { ...valid(), location_id: bay.locationId },
    });
    expect(create.status).toBe(404);
    expect(await rowsOf(clubA)).toEqual(aBefore);

    const bGroup = await t.callRaw(endpoints.facilities.create, {
      token: bay.token,
      body: { ...valid(), location_id: bay.locationId, name: 'Bay courts' },
    });
    expect(bGroup.status).toBe(200);
    const bBefore = await rowsOf(bay.businessId);
    const bId = bGroup.body.payload.id;
    expect((await t.call(endpoints.facilities.get, { params: { id: bId }, token: owner })).status).toBe(404);
    expect(
      (await t.call(endpoints.facilities.rename, { params: { id: bId }, token: owner, body: { name: 'Taken' } }))
        .status,
    ).toBe(404);
    const reorder = await t.call(endpoints.facilities.reorder, {
      token: owner,
      body: {
        order_index: [
          { id: aBefore[0]!.id, order: 5 },
          { id: bId, order: 0 },
        ],
      },
    });
    expect(reorder.status).toBe(404);
    expect(await rowsOf(bay.businessId)).toEqual(bBefore);
    expect(await rowsOf(clubA)).toEqual(aBefore);
    expect(
      (await t.call(endpoints.facilities.list, { token: bay.token })).body.payload.map(
        (group: { id: number }) => group.id,
      ),
    ).toEqual([bId]);
  });

  it('reorders the groups in one transaction', async () => {
    const before = (await t.call(endpoints.facilities.list, { token: owner })).body.payload;
    const reversed = [...before].reverse().map((group, order) => ({ id: group.id, order }));
    const response = await t.call(endpoints.facilities.reorder, { token: owner, body: { order_index: reversed } });
    expect(response.status).toBe(200);
    expect(response.body.payload.map((group: { id: number }) => group.id)).toEqual(reversed.map((item) => item.id));
    const listed = (await t.call(endpoints.facilities.list, { token: owner })).body.payload;
    expect(listed.map((group: { name: string }) => group.name)).toEqual(before.map((group) => group.name).reverse());

    const snapshot = await rowsOf(clubA);
    const bad: unknown[] = [
      { order_index: [] },
      {
        order_index: [
          { id: before[0]!.id, order: 1 },
          { id: before[0]!.id, order: 2 },
        ],
      },
      { order_index: [{ id: before[0]!.id, order: -1 }] },
      { order_index: [{ id: before[0]!.id, order: 1.5 }] },
      { order_index: [{ id: 'x', order: 1 }] },
      { order_index: [{ id: before[0]!.id }] },
      { order_index: Array.from({ length: 201 }, (_, index) => ({ id: index + 1, order: index })) },
      [{ id: before[0]!.id, order: 1 }],
      {
        order_index: [
          { id: before[0]!.id, order: 1 },
          { id: 999999, order: 0 },
        ],
      },
    ];
    for (const body of bad) {
      const answer = await t.callRaw(endpoints.facilities.reorder, { token: owner, body });
      expect([400, 404], JSON.stringify(body).slice(0, 80)).toContain(answer.status);
    }
    expect(await rowsOf(clubA)).toEqual(snapshot);
  });

  it('lists every group with the club staff in group-staff, whatever the selection', async () => {
    const bay = await registerSecondClub(t, 'staff');
    const bayGroup = await t.call(endpoints.facilities.create, {
      token: bay.token,
      body: { ...valid(), location_id: bay.locationId, name: 'Bay courts' },
    });
    expect(bayGroup.status).toBe(200);
    const response = await t.call(endpoints.facilities.staff, {
      token: owner,
      headers: { 'location-id': String(locationIds[1]) },
    });
    expect(response.status).toBe(200);
    const groups = response.body.payload;
    expect(groups.length).toBe((await rowsOf(clubA)).length);
    const usernames = groups[0]!.staff.map((person: { member_type: string }) => person.member_type);
    expect(usernames).toContain('owner');
    expect(usernames).toContain('coach');
    expect(usernames).not.toContain('member');
    expect(JSON.stringify(response.body)).not.toContain('Bianca');
    const bayStaff = (await t.call(endpoints.facilities.staff, { token: bay.token })).body.payload;
    expect(bayStaff.map((group: { id: number }) => group.id)).toEqual([bayGroup.body.payload.id]);
  });

  it('needs settings read to read groups and settings update to change them (403), and a token (401)', async () => {
    const before = await rowsOf(clubA);
    const reception = await t.login('reception');
    expect((await t.call(endpoints.facilities.list, { token: reception })).status).toBe(200);
    expect((await t.call(endpoints.facilities.staff, { token: reception })).status).toBe(200);
    expect((await t.call(endpoints.facilities.get, { params: { id: before[0]!.id }, token: reception })).status).toBe(
      200,
    );
    expect((await t.callRaw(endpoints.facilities.create, { token: reception, body: valid() })).status).toBe(403);
    expect(
      (
        await t.call(endpoints.facilities.rename, {
          params: { id: before[0]!.id },
          token: reception,
          body: { name: 'No' },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await t.call(endpoints.facilities.reorder, {
          token: reception,
          body: { order_index: [{ id: before[0]!.id, order: 9 }] },
        })
      ).status,
    ).toBe(403);
    const coach = await t.login('coach');
    const id = before[0]!.id;
    expect((await t.call(endpoints.facilities.list, { token: coach })).status).toBe(403);
    expect((await t.call(endpoints.facilities.get, { params: { id }, token: coach })).status).toBe(403);
    // group-staff feeds the header's switcher, so every member of the club may read it.
    for (const username of ['coach', 'member'])
      expect((await t.call(endpoints.facilities.staff, { token: await t.login(username) })).status).toBe(200);
    expect((await t.call(endpoints.facilities.list)).status).toBe(401);
    expect((await t.call(endpoints.facilities.staff)).status).toBe(401);
    expect((await t.call(endpoints.facilities.get, { params: { id } })).status).toBe(401);
    expect(
      (await t.call(endpoints.facilities.reorder, { body: { order_index: [{ id: before[0]!.id, order: 9 }] } })).status,
    ).toBe(401);
    expect(await rowsOf(clubA)).toEqual(before);
  });

  it("groupIdsOf answers the ids of a location's groups in sheet order, and nothing for another club's", async () => {
    const scope = new TenantScope(t.handle.db, clubA);
    const listed = (await t.call(endpoints.facilities.list, { token: owner })).body.payload;
    const at = (locationId: number) => listed.filter((group) => group.location_id === locationId).map((g) => g.id);
    expect(await groupIdsOf(scope, locationIds[0]!)).toEqual(at(locationIds[0]!));
    expect(await groupIdsOf(scope, locationIds[1]!)).toEqual(at(locationIds[1]!));
    expect(await groupIdsOf(scope, null)).toEqual(listed.map((group) => group.id));
    expect(await groupIdsOf(scope, other.locationId)).toEqual([]);
  });
});
