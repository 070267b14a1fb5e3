import { asc, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  businesses,
  businessMembers,
  courts,
  emailOutbox,
  facilityGroups,
  locations,
  memberTypeRoles,
  memberTypes,
  serviceTypes,
  users,
} from '@fairplay/db';
import { startTestApp, type TestApp } from './harness.js';

/**
 * Club A is the seeded demo club; club B registers beside it. Neither may read or change the other's data
 * through any route.
 *
 * ROUTES lists every /api/v1 route with the test below that covers its isolation. The inventory guard at the
 * end fails when a route is added (or removed) without updating this list, so a new route cannot ship without
 * a tenancy check here.
 */
/** Routes that answer with a file or an event stream rather than an envelope; their isolation tests live beside them. */
const FILE_ROUTES = new Set(['GET /api/v1/business/waiver', 'GET /api/v1/appointment/stream']);

const ROUTES: Record<string, string> = {
  'POST /api/v1/auth/login': 'signs in to its own club only',
  'POST /api/v1/auth/logout': "account routes act on the caller's own account only",
  'POST /api/v1/auth/verifyusername': 'public account look-ups reveal no club data',
  'POST /api/v1/auth/verifydemocode': 'public account look-ups reveal no club data',
  'POST /api/v1/auth/register': 'a registered club starts with its own rows only',
  'POST /api/v1/auth/forgotpassword': "password resets stay with the caller's account and club",
  'POST /api/v1/auth/resetpassword': "password resets stay with the caller's account and club",
  'GET /api/v1/users/info': "B's owner sees only club B",
  'GET /api/v1/users/memberships': "B's owner sees only club B",
  'PUT /api/v1/users/set_business': "B's owner cannot switch into club A",
  'PUT /api/v1/users/update': 'renaming club B changes only club B',
  'POST /api/v1/users/changepassword': "account routes act on the caller's own account only",
  'POST /api/v1/users/subscription/reactivate': "re-activating B does not touch A's pause",
  'GET /api/v1/roles/member-types': "B's owner sees only club B",
  'POST /api/v1/contactus': 'public site forms are provider-wide and carry no club data',
  'POST /api/v1/auth/requestdemo': 'public site forms are provider-wide and carry no club data',
  'GET /api/v1/demo/slots': 'public site forms are provider-wide and carry no club data',
  'POST /api/v1/demo/slots/book': 'public site forms are provider-wide and carry no club data',
  'GET /api/v1/lesson/getalltypes': 'service types stay in their club',
  'GET /api/v1/lesson/getalltypes/{x}': 'service types stay in their club',
  'GET /api/v1/lesson/type/{id}': 'service types stay in their club',
  'POST /api/v1/lesson/type/add': 'service types stay in their club',
  'PUT /api/v1/lesson/type/edit/{id}': 'service types stay in their club',
  'PUT /api/v1/lesson/type/edit/hidden/{id}': 'service types stay in their club',
  'GET /api/v1/court/getall': 'courts stay in their club',
  'GET /api/v1/court/get/{id}': 'courts stay in their club',
  'PUT /api/v1/court/update/{id}': 'courts stay in their club',
  'GET /api/v1/business/settings': 'club settings stay in their club',
  'PUT /api/v1/business/settings': 'club settings stay in their club',
  'GET /api/v1/business/waiver': 'the waiver stays in its club (modules/waivers/waivers.test.ts)',
  'PUT /api/v1/business/waiver': 'the waiver stays in its club (modules/waivers/waivers.test.ts)',
  'DELETE /api/v1/business/waiver': 'the waiver stays in its club (modules/waivers/waivers.test.ts)',
  'GET /api/v1/location/entity': 'locations, facility groups and check-ins stay in their club',
  'POST /api/v1/location/entity': 'locations, facility groups and check-ins stay in their club',
  'GET /api/v1/location/entity/{id}': 'locations, facility groups and check-ins stay in their club',
  'PUT /api/v1/location/entity/{id}': 'locations, facility groups and check-ins stay in their club',
  'GET /api/v1/checkin/get-by-locationid/{id}': 'locations, facility groups and check-ins stay in their club',
  'GET /api/v1/out/sport_category': 'the sport catalogue is shared reference data',
  'GET /api/v1/facility/sport': 'the sport catalogue is shared reference data',
  'GET /api/v1/facility/group': 'locations, facility groups and check-ins stay in their club',
  'POST /api/v1/facility/group': 'locations, facility groups and check-ins stay in their club',
  'GET /api/v1/facility/group-staff': 'locations, facility groups and check-ins stay in their club',
  'POST /api/v1/facility/group/order': 'locations, facility groups and check-ins stay in their club',
  'GET /api/v1/facility/group/{id}': 'locations, facility groups and check-ins stay in their club',
  'PUT /api/v1/facility/group/{id}': 'locations, facility groups and check-ins stay in their club',
  'POST /api/v1/appointment/listing':
    'appointments stay in their club (modules/appointments/appointments-tenancy.test.ts)',
  'GET /api/v1/appointment/stream':
    'appointments stay in their club (modules/appointments/appointments-tenancy.test.ts)',
  'GET /api/v1/appointment/get/{id}':
    'appointments stay in their club (modules/appointments/appointments-tenancy.test.ts)',
  'GET /api/v1/appointment/people':
    'appointments stay in their club (modules/appointments/appointments-tenancy.test.ts)',
  'POST /api/v1/appointment/add_complex':
    'appointments stay in their club (modules/appointments/appointments-tenancy.test.ts)',
  'POST /api/v1/appointment/add_book':
    'appointments stay in their club (modules/appointments/appointments-tenancy.test.ts)',
  'POST /api/v1/appointment/add_many':
    'appointments stay in their club (modules/appointments/appointments-tenancy.test.ts)',
  'PUT /api/v1/appointment/update/{id}':
    'appointments stay in their club (modules/appointments/appointments-tenancy.test.ts)',
  'PUT /api/v1/appointment/update_complex/{id}':
    'appointments stay in their club (modules/appointments/appointments-tenancy.test.ts)',
  'PUT /api/v1/appointment/drag_and_drop/{id}':
    'appointments stay in their club (modules/appointments/appointments-tenancy.test.ts)',
  'DELETE /api/v1/appointment/delete/{id}':
    'appointments stay in their club (modules/appointments/appointments-tenancy.test.ts)',
  'DELETE /api/v1/appointment/remove_partly/{id}/{recurrence}':
    'appointments stay in their club (modules/appointments/appointments-tenancy.test.ts)',
  'DELETE /api/v1/appointment/remove_partly/{id}/{recurrence}/{global}':
    'appointments stay in their club (modules/appointments/appointments-tenancy.test.ts)',
  'DELETE /api/v1/appointment/delete_rule':
    'appointments stay in their club (modules/appointments/appointments-tenancy.test.ts)',
  'PUT /api/v1/appointment/block/{id}':
    'appointments stay in their club (modules/appointments/appointments-tenancy.test.ts)',
  'POST /api/v1/appointment/cancel/{id}':
    'appointments stay in their club (modules/appointments/appointments-tenancy.test.ts)',
  'POST /api/v1/appointment/cancel/{id}/{userId}':
    'appointments stay in their club (modules/appointments/appointments-tenancy.test.ts)',
  'PUT /api/v1/appointment/cancel_for/{aptId}':
    'appointments stay in their club (modules/appointments/appointments-tenancy.test.ts)',
  'POST /api/v1/appointment/book_for/{id}':
    'appointments stay in their club (modules/appointments/appointments-tenancy.test.ts)',
  'POST /api/v1/appointment/getmsgs':
    'appointments stay in their club (modules/appointments/appointments-tenancy.test.ts)',
  'POST /api/v1/user/court/sendmessagetoparticipantcp':
    'appointments stay in their club (modules/appointments/appointments-tenancy.test.ts)',
};

const INFO = '/api/v1/users/info';
const MEMBERSHIPS = '/api/v1/users/memberships';
const MEMBER_TYPES = '/api/v1/roles/member-types';
const UPDATE = '/api/v1/users/update';
const SET_BUSINESS = '/api/v1/users/set_business';
const REACTIVATE = '/api/v1/users/subscription/reactivate';

const CLUB_B = {
  user_type: 'bu',
  firstName: 'Bianca',
  lastName: 'Moreau',
  username: 'bianca.owner',
  email: 'bianca@bayview.example.org',
  dob: '1982-08-08',
  password: 'bayview-club-1',
  businessName: 'Bayview Tennis Centre',
  businessAddress: '77 Harbour Drive, Sydney NSW 2000',
  timezone: 'Australia/Sydney',
};

interface Club {
  id: number;
  uid: string;
  name: string;
  ownerToken: string;
}

describe('club A cannot read or change club B data on any route', () => {
  let t: TestApp;
  let a: Club;
  let b: Club;

  beforeAll(async () => {
    t = await startTestApp();
    const aToken = await t.login('owner');
    const aUser = (await t.api({ url: INFO, token: aToken })).body.payload;
    a = { id: aUser.business.id, uid: aUser.business.uid, name: aUser.business.name, ownerToken: aToken };
    const registered = await t.api({ method: 'POST', url: '/api/v1/auth/register', ip: '10.40.0.1', body: CLUB_B });
    if (registered.status !== 200) throw new Error(`registering club B failed: ${registered.body.message}`);
    const bUser = registered.body.payload.user;
    b = {
      id: bUser.business.id,
      uid: bUser.business.uid,
      name: bUser.business.name,
      ownerToken: registered.body.payload.token,
    };
  });
  afterAll(async () => t.close());

  /** Everything stored for one club in the tables these routes touch. */
  async function snapshot(businessId: number) {
    const db = t.handle.db;
    const [business] = await db.select().from(businesses).where(eq(businesses.id, businessId));
    const members = await db
      .select()
      .from(businessMembers)
      .where(eq(businessMembers.businessId, businessId))
      .orderBy(asc(businessMembers.id));
    const types = await db
      .select()
      .from(memberTypes)
      .where(eq(memberTypes.businessId, businessId))
      .orderBy(asc(memberTypes.id));
    const roles = await db
      .select()
      .from(memberTypeRoles)
      .where(eq(memberTypeRoles.businessId, businessId))
      .orderBy(asc(memberTypeRoles.memberTypeId), asc(memberTypeRoles.resource));
    return { business, members, types, roles };
  }

  const typeIdsOf = async (businessId: number) =>
    (
      await t.handle.db.select({ id: memberTypes.id }).from(memberTypes).where(eq(memberTypes.businessId, businessId))
    ).map((row) => row.id);

  function expectNoTraceOf(club: Club, body: unknown): void {
    const text = JSON.stringify(body);
    expect(text).not.toContain(club.uid);
    expect(text).not.toContain(club.name);
  }

  it('a registered club starts with its own rows only', async () => {
    expect(b.id).not.toBe(a.id);
    const bRows = await snapshot(b.id);
    expect(bRows.types).toHaveLength(9);
    expect(bRows.roles).toHaveLength(81);
    expect(bRows.members).toHaveLength(1);
    const aTypeIds = new Set(await typeIdsOf(a.id));
    expect(bRows.types.filter((type) => aTypeIds.has(type.id))).toEqual([]);
    expect(bRows.members[0]!.memberTypeId).toBe(bRows.types.find((type) => type.key === 'owner')!.id);
  });

  it("B's owner sees only club B", async () => {
    const info = await t.api({ url: INFO, token: b.ownerToken });
    expect(info.status).toBe(200);
    const user = info.body.payload;
    expect(user).toMatchObject({
      business_id: b.id,
      business: {
        id: b.id,
        uid: b.uid,
        name: 'Bayview Tennis Centre',
        timezone: 'Australia/Sydney',
        fields_count: 0,
        user_id: user.id,
      },
      member_type: { key: 'owner' },
      memberships: [{ business_id: b.id, business_name: 'Bayview Tennis Centre', member_type: 'owner', current: true }],
      namespace: `business-${b.uid}`,
    });
    expect(user.memberships).toHaveLength(1);
    expect(await typeIdsOf(b.id)).toContain(user.member_type.id);
    expectNoTraceOf(a, info.body);

    const memberships = await t.api({ url: MEMBERSHIPS, token: b.ownerToken });
    expect(memberships.body.payload).toEqual([
      { business_id: b.id, business_name: 'Bayview Tennis Centre', member_type: 'owner', current: true },
    ]);
    expectNoTraceOf(a, memberships.body);

    const types = await t.api({ url: MEMBER_TYPES, token: b.ownerToken });
    expect(types.status).toBe(200);
    const ids = types.body.payload.map((type: { id: number }) => type.id).sort((x: number, y: number) => x - y);
    expect(ids).toEqual((await typeIdsOf(b.id)).sort((x, y) => x - y));
    const aTypeIds = new Set(await typeIdsOf(a.id));
    expect(ids.filter((id: number) => aTypeIds.has(id))).toEqual([]);

    // And the other way round: A's owner sees nothing of B.
    for (const url of [INFO, MEMBERSHIPS, MEMBER_TYPES]) {
      const response = await t.api({ url, token: a.ownerToken });
      expect(response.status).toBe(200);
      expectNoTraceOf(b, response.body);
    }
  });

  it('no GET route shows B anything of A, whatever selection headers B sends', async () => {
    const getRoutes = Object.keys(ROUTES)
      .filter((route) => route.startsWith('GET ') && !route.includes('{') && !FILE_ROUTES.has(route))
      .map((route) => route.slice(4));
    // Routes with path parameters get their own isolation tests (listed in ROUTES), with real ids of each club.
    expect(getRoutes.length).toBeGreaterThan(0);
    const aLocation = (
      await t.handle.db.select({ id: locations.id }).from(locations).where(eq(locations.businessId, a.id))
    )[0]!.id;
    for (const url of getRoutes) {
      const headerSets: Record<string, string>[] = [{}, { 'location-id': String(aLocation), 'facility-group-id': '1' }];
      for (const headers of headerSets) {
        const response = await t.api({ url, token: b.ownerToken, headers });
        expect(response.status).toBe(200);
        expectNoTraceOf(a, response.body);
      }
    }
  });

  it("B's owner cannot switch into club A, and A's rows are unchanged", async () => {
    const before = await snapshot(a.id);
    const response = await t.api({
      method: 'PUT',
      url: SET_BUSINESS,
      token: b.ownerToken,
      body: { business_id: a.id },
    });
    expect(response.status).toBe(403);
    expect(response.body.code).toBe(403);
    expectNoTraceOf(a, response.body);
    expect(await snapshot(a.id)).toEqual(before);
    const user = (await t.api({ url: INFO, token: b.ownerToken })).body.payload;
    expect(user.business_id).toBe(b.id);
    expect(user.memberships).toHaveLength(1);
    // Nor does a request for A's data work after the refused switch.
    expectNoTraceOf(a, (await t.api({ url: MEMBER_TYPES, token: b.ownerToken })).body);
  });

  it("A's staff cannot switch into club B either", async () => {
    const before = await snapshot(b.id);
    for (const username of ['admin', 'coach']) {
      const response = await t.api({
        method: 'PUT',
        url: SET_BUSINESS,
        token: await t.login(username),
        body: { business_id: b.id },
      });
      expect(response.status).toBe(403);
    }
    expect(await snapshot(b.id)).toEqual(before);
  });

  it("a customer who joins club B gets B's member type, and A's rows are unchanged", async () => {
    const token = await t.login('member');
    const aBefore = await snapshot(a.id);
    const joined = await t.api({ method: 'PUT', url: SET_BUSINESS, token, body: { business_id: b.id } });
    expect(joined.status).toBe(200);
    const bMemberType = (await snapshot(b.id)).types.find((type) => type.key === 'member')!;
    expect(joined.body.payload).toMatchObject({
      business_id: b.id,
      business: { id: b.id },
      member_type: { id: bMemberType.id, key: 'member' },
    });
    expect(joined.body.payload.memberships).toEqual([
      { business_id: b.id, business_name: 'Bayview Tennis Centre', member_type: 'member', current: true },
      { business_id: a.id, business_name: a.name, member_type: 'member', current: false },
    ]);
    expect(await snapshot(a.id)).toEqual(aBefore);

    const back = await t.api({ method: 'PUT', url: SET_BUSINESS, token, body: { business_id: a.id } });
    expect(back.status).toBe(200);
    const aMemberType = aBefore.types.find((type) => type.key === 'member')!;
    expect(back.body.payload.member_type).toMatchObject({ id: aMemberType.id, key: 'member' });
    expect(await snapshot(a.id)).toEqual(aBefore);
  });

  it('renaming club B changes only club B', async () => {
    const aBefore = await snapshot(a.id);
    const renamed = await t.api({
      method: 'PUT',
      url: UPDATE,
      token: b.ownerToken,
      body: { business: { name: 'Bayview Racquet Club' } },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.payload.business).toMatchObject({ id: b.id, name: 'Bayview Racquet Club' });
    expect((await t.api({ url: INFO, token: a.ownerToken })).body.payload.business.name).toBe(a.name);
    expect(await snapshot(a.id)).toEqual(aBefore);

    // And A renaming itself leaves B alone.
    const bBefore = await snapshot(b.id);
    expect(
      (
        await t.api({
          method: 'PUT',
          url: UPDATE,
          token: a.ownerToken,
          body: { business: { name: 'Riverside Renamed' } },
        })
      ).status,
    ).toBe(200);
    expect((await t.api({ url: INFO, token: b.ownerToken })).body.payload.business.name).toBe('Bayview Racquet Club');
    expect(await snapshot(b.id)).toEqual(bBefore);

    expect(
      (await t.api({ method: 'PUT', url: UPDATE, token: a.ownerToken, body: { business: { name: a.name } } })).status,
    ).toBe(200);
    expect(
      (await t.api({ method: 'PUT', url: UPDATE, token: b.ownerToken, body: { business: { name: b.name } } })).status,
    ).toBe(200);
  });

  it("re-activating B does not touch A's pause", async () => {
    const aPause = new Date('2032-01-15T06:00:00.000Z');
    const bPause = new Date('2032-02-20T13:00:00.000Z');
    const pause = (id: number, at: Date | null) =>
      t.handle.db.update(businesses).set({ subscriptionResumesAt: at }).where(eq(businesses.id, id));
    const resumesAt = async (id: number) =>
      (
        await t.handle.db.select({ at: businesses.subscriptionResumesAt }).from(businesses).where(eq(businesses.id, id))
      )[0]!.at;
    await pause(a.id, aPause);
    await pause(b.id, bPause);

    const response = await t.api({ method: 'POST', url: REACTIVATE, token: b.ownerToken });
    expect(response.status).toBe(200);
    expect(response.body.payload.business_id).toBe(b.id);
    expect(response.body.payload.subscription.pause_collection).toBeNull();
    expect(await resumesAt(b.id)).toBeNull();
    expect(await resumesAt(a.id)).toEqual(aPause);
    expect((await t.api({ url: INFO, token: a.ownerToken })).body.payload.subscription.pause_collection).toEqual({
      resumes_at: '2032-01-15T06:00:00.000Z',
    });

    // The other way round.
    await pause(b.id, bPause);
    expect((await t.api({ method: 'POST', url: REACTIVATE, token: a.ownerToken })).status).toBe(200);
    expect(await resumesAt(a.id)).toBeNull();
    expect(await resumesAt(b.id)).toEqual(bPause);
    await pause(b.id, null);
  });

  it('service types stay in their club', async () => {
    const typeRows = async (businessId: number) =>
      t.handle.db
        .select()
        .from(serviceTypes)
        .where(eq(serviceTypes.businessId, businessId))
        .orderBy(asc(serviceTypes.id));
    const aBefore = await typeRows(a.id);
    const aType = aBefore[0]!;
    const created = await t.api({
      method: 'POST',
      url: '/api/v1/lesson/type/add',
      token: b.ownerToken,
      body: { display_name: 'Bayview Clinic' },
    });
    expect(created.status).toBe(200);
    const bType = created.body.payload;
    expect((await typeRows(b.id)).map((row) => row.id)).toEqual([bType.id]);

    const list = await t.api({ url: '/api/v1/lesson/getalltypes', token: b.ownerToken });
    expect(list.body.payload.map((type: { id: number }) => type.id)).toEqual([bType.id]);
    expect((await t.api({ url: '/api/v1/lesson/getalltypes?hidden=true', token: b.ownerToken })).body.payload).toEqual(
      [],
    );
    expect((await t.api({ url: `/api/v1/lesson/getalltypes/${b.id}`, token: b.ownerToken })).body.payload).toHaveLength(
      1,
    );
    expect((await t.api({ url: `/api/v1/lesson/getalltypes/${a.id}`, token: b.ownerToken })).status).toBe(404);
    expect((await t.api({ url: `/api/v1/lesson/type/${aType.id}`, token: b.ownerToken })).status).toBe(404);
    const edit = {
      display_name: 'Taken Over',
      color: '#000000',
      is_min_max_enabled: false,
      min_list_duration: null,
      max_list_duration: null,
    };
    expect(
      (await t.api({ method: 'PUT', url: `/api/v1/lesson/type/edit/${aType.id}`, token: b.ownerToken, body: edit }))
        .status,
    ).toBe(404);
    const hide = {
      method: 'PUT' as const,
      url: `/api/v1/lesson/type/edit/hidden/${aType.id}`,
      token: b.ownerToken,
      body: { hidden: true },
    };
    expect((await t.api(hide)).status).toBe(404);
    expect(await typeRows(a.id)).toEqual(aBefore);

    // And A cannot reach B's type.
    const bBefore = await typeRows(b.id);
    expect((await t.api({ url: `/api/v1/lesson/type/${bType.id}`, token: a.ownerToken })).status).toBe(404);
    expect(
      (await t.api({ method: 'PUT', url: `/api/v1/lesson/type/edit/${bType.id}`, token: a.ownerToken, body: edit }))
        .status,
    ).toBe(404);
    expect(
      (await t.api({ ...hide, url: `/api/v1/lesson/type/edit/hidden/${bType.id}`, token: a.ownerToken })).status,
    ).toBe(404);
    expect((await t.api({ url: `/api/v1/lesson/getalltypes/${b.id}`, token: a.ownerToken })).status).toBe(404);
    expectNoTraceOf(b, (await t.api({ url: '/api/v1/lesson/getalltypes', token: a.ownerToken })).body);
    expect(await typeRows(b.id)).toEqual(bBefore);
  });

  it('locations, facility groups and check-ins stay in their club', async () => {
    const structureOf = async (businessId: number) => ({
      locations: await t.handle.db
        .select()
        .from(locations)
        .where(eq(locations.businessId, businessId))
        .orderBy(asc(locations.id)),
      groups: await t.handle.db
        .select()
        .from(facilityGroups)
        .where(eq(facilityGroups.businessId, businessId))
        .orderBy(asc(facilityGroups.id)),
    });
    const aBefore = await structureOf(a.id);
    const aLocation = aBefore.locations[0]!.id;
    const aGroup = aBefore.groups[0]!.id;
    const bLocation = (await t.api({ url: '/api/v1/location/entity', token: b.ownerToken })).body.payload.rows[0]
      .id as number;
    const created = await t.api({
      method: 'POST',
      url: '/api/v1/facility/group',
      token: b.ownerToken,
      body: { name: 'Bay courts', plan: 'courtandlessonproviderplan', sport_category_id: 1, location_id: bLocation },
    });
    expect(created.status).toBe(200);
    const bGroup = created.body.payload.id as number;
    const extraLocation = await t.api({
      method: 'POST',
      url: '/api/v1/location/entity',
      token: b.ownerToken,
      body: { name: 'Bay annex', address: '1 Annex Road' },
    });
    expect(extraLocation.status).toBe(200);

    // B cannot read or change any of A's rows, and lists only its own.
    for (const url of [
      `/api/v1/location/entity/${aLocation}`,
      `/api/v1/facility/group/${aGroup}`,
      `/api/v1/checkin/get-by-locationid/${aLocation}`,
    ]) {
      expect((await t.api({ url, token: b.ownerToken })).status, url).toBe(404);
    }
    expect(
      (
        await t.api({
          method: 'PUT',
          url: `/api/v1/location/entity/${aLocation}`,
          token: b.ownerToken,
          body: { name: 'Taken' },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await t.api({
          method: 'PUT',
          url: `/api/v1/facility/group/${aGroup}`,
          token: b.ownerToken,
          body: { name: 'Taken' },
        })
      ).status,
    ).toBe(404);
    const order = {
      order_index: [
        { id: bGroup, order: 1 },
        { id: aGroup, order: 0 },
      ],
    };
    expect(
      (await t.api({ method: 'POST', url: '/api/v1/facility/group/order', token: b.ownerToken, body: order })).status,
    ).toBe(404);
    const intoA = { name: 'Sneaky', plan: 'courtandlessonproviderplan', sport_category_id: 1, location_id: aLocation };
    expect(
      (await t.api({ method: 'POST', url: '/api/v1/facility/group', token: b.ownerToken, body: intoA })).status,
    ).toBe(404);
    const bGroups = await t.api({
      url: '/api/v1/facility/group',
      token: b.ownerToken,
      headers: { 'location-id': String(aLocation) },
    });
    expect(bGroups.body.payload).toEqual([]);
    const staff = await t.api({ url: '/api/v1/facility/group-staff', token: b.ownerToken });
    expect(staff.body.payload.map((group: { id: number }) => group.id)).toEqual([bGroup]);
    expect(await structureOf(a.id)).toEqual(aBefore);

    // And A cannot reach B's.
    const bBefore = await structureOf(b.id);
    expect((await t.api({ url: `/api/v1/location/entity/${bLocation}`, token: a.ownerToken })).status).toBe(404);
    expect((await t.api({ url: `/api/v1/facility/group/${bGroup}`, token: a.ownerToken })).status).toBe(404);
    expect(
      (
        await t.api({
          method: 'PUT',
          url: `/api/v1/facility/group/${bGroup}`,
          token: a.ownerToken,
          body: { name: 'Taken' },
        })
      ).status,
    ).toBe(404);
    const aList = await t.api({ url: '/api/v1/location/entity', token: a.ownerToken });
    expect(aList.body.payload.rows.map((row: { id: number }) => row.id)).toEqual(
      aBefore.locations.map((row) => row.id),
    );
    expect(await structureOf(b.id)).toEqual(bBefore);
  });

  it('the sport catalogue is shared reference data', async () => {
    const fromA = await t.api({ url: '/api/v1/facility/sport', token: a.ownerToken });
    const fromB = await t.api({ url: '/api/v1/facility/sport', token: b.ownerToken });
    expect(fromB.body).toEqual(fromA.body);
    const categories = await t.api({ url: '/api/v1/out/sport_category' });
    expect(categories.status).toBe(200);
    for (const response of [fromA, categories]) {
      expectNoTraceOf(a, response.body);
      expectNoTraceOf(b, response.body);
    }
  });

  it('club settings stay in their club', async () => {
    const aBefore = await snapshot(a.id);
    const saved = await t.api({
      method: 'PUT',
      url: '/api/v1/business/settings',
      token: b.ownerToken,
      body: { btn3: 'Bayview Sheet', guest_fee: 700 },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.payload).toMatchObject({
      btn3: 'Bayview Sheet',
      guest_fee: 700,
      timezone: 'Australia/Sydney',
      fields_count: 0,
    });
    expect(await snapshot(a.id)).toEqual(aBefore);
    const aSettings = (await t.api({ url: '/api/v1/business/settings', token: a.ownerToken })).body.payload;
    expect(aSettings).toMatchObject({ btn3: 'Facility-sheet', guest_fee: 0, timezone: 'America/Chicago' });
    // Selection headers naming A's rows do not steer B's save.
    const aLocation = (
      await t.handle.db.select({ id: locations.id }).from(locations).where(eq(locations.businessId, a.id))
    )[0]!.id;
    const headers = { 'location-id': String(aLocation) };
    expect(
      (
        await t.api({
          method: 'PUT',
          url: '/api/v1/business/settings',
          token: b.ownerToken,
          headers,
          body: { btn1: 'Reserve' },
        })
      ).status,
    ).toBe(200);
    expect(await snapshot(a.id)).toEqual(aBefore);
    expect(
      (
        await t.api({
          method: 'PUT',
          url: '/api/v1/business/settings',
          token: b.ownerToken,
          body: { btn3: 'Facility-sheet', btn1: 'Book', guest_fee: 0 },
        })
      ).status,
    ).toBe(200);
  });

  it('courts stay in their club', async () => {
    const courtRows = async (businessId: number) =>
      t.handle.db.select().from(courts).where(eq(courts.businessId, businessId)).orderBy(asc(courts.id));
    const aBefore = await courtRows(a.id);
    const aCourt = aBefore[0]!;
    const [aGroup] = await t.handle.db
      .select()
      .from(facilityGroups)
      .where(eq(facilityGroups.id, aCourt.facilityGroupId));
    const bLocation = (await t.api({ url: '/api/v1/location/entity', token: b.ownerToken })).body.payload.rows[0]
      .id as number;
    const group = {
      name: 'Bay courts 2',
      plan: 'courtandlessonproviderplan',
      sport_category_id: 1,
      location_id: bLocation,
    };
    const groupId = (await t.api({ method: 'POST', url: '/api/v1/facility/group', token: b.ownerToken, body: group }))
      .body.payload.id as number;
    const [bCourt] = await t.handle.db
      .insert(courts)
      .values({ businessId: b.id, facilityGroupId: groupId, name: 'Bayview 1' })
      .returning();
    const edit = (name: string, blocked: number[] = []) => ({
      name,
      price: 0,
      details: '',
      surface: '',
      party_size: 4,
      virtual_court: false,
      blocked_courts: blocked,
      block_court_vertical_step: 0,
      is_block_court_vertical: false,
      booking_to_start: null,
      min_list_duration: null,
      max_time_for_singles: null,
      max_time_for_doubles: null,
      max_time_for_triples: null,
      max_time_for_quadruples: null,
      enable_max_time_for_bookings: false,
      time_to_start_booking: null,
      enable_time_to_start_booking: false,
    });

    // B lists only its own court, whatever selection it sends, and cannot read, change or block A's.
    const listOfB = async (headers: Record<string, string>) =>
      (
        (await t.api({ url: '/api/v1/court/getall', token: b.ownerToken, headers })).body.payload as { id: number }[]
      ).map((court) => court.id);
    expect(await listOfB({})).toEqual([bCourt!.id]);
    expect(await listOfB({ 'location-id': String(aGroup!.locationId) })).toEqual([]);
    expect(await listOfB({ 'facility-group-id': String(aGroup!.id) })).toEqual([]);
    expect((await t.api({ url: `/api/v1/court/get/${aCourt.id}`, token: b.ownerToken })).status).toBe(404);
    const taken = await t.api({
      method: 'PUT',
      url: `/api/v1/court/update/${aCourt.id}`,
      token: b.ownerToken,
      body: edit('Taken'),
    });
    expect(taken.status).toBe(404);
    const blocks = await t.api({
      method: 'PUT',
      url: `/api/v1/court/update/${bCourt!.id}`,
      token: b.ownerToken,
      body: edit('Bayview 1', [aCourt.id]),
    });
    expect(blocks.status).toBe(400);
    expect(blocks.body.payload.errors[0].field).toBe('blocked_courts');
    expect(await courtRows(a.id)).toEqual(aBefore);

    // And A cannot reach B's.
    const bBefore = await courtRows(b.id);
    expect((await t.api({ url: `/api/v1/court/get/${bCourt!.id}`, token: a.ownerToken })).status).toBe(404);
    expect(
      (
        await t.api({
          method: 'PUT',
          url: `/api/v1/court/update/${bCourt!.id}`,
          token: a.ownerToken,
          body: edit('Taken'),
        })
      ).status,
    ).toBe(404);
    const aBlocks = await t.api({
      method: 'PUT',
      url: `/api/v1/court/update/${aCourt.id}`,
      token: a.ownerToken,
      body: edit(aCourt.name, [bCourt!.id]),
    });
    expect(aBlocks.status).toBe(400);
    const aList = (await t.api({ url: '/api/v1/court/getall', token: a.ownerToken })).body.payload as { id: number }[];
    expect(aList.map((court) => court.id)).toEqual(aBefore.map((court) => court.id));
    expectNoTraceOf(b, aList);
    expect(await courtRows(b.id)).toEqual(bBefore);
    await t.handle.db.delete(courts).where(eq(courts.id, bCourt!.id));
  });

  it('signs in to its own club only', async () => {
    const response = await t.api({
      method: 'POST',
      url: '/api/v1/auth/login',
      body: { username: 'bianca.owner', password: 'bayview-club-1' },
    });
    expect(response.status).toBe(200);
    expect(response.body.payload.user).toMatchObject({ business_id: b.id, memberships: [{ business_id: b.id }] });
    expectNoTraceOf(a, response.body);
  });

  it('public account look-ups reveal no club data', async () => {
    const username = await t.api({ method: 'POST', url: '/api/v1/auth/verifyusername', body: { username: 'owner' } });
    expect(username.body).toEqual({ code: 200, payload: { available: false }, message: 'Success' });
    const code = await t.api({
      method: 'POST',
      url: '/api/v1/auth/verifydemocode',
      body: { demo_code: 'FAIRPLAY-DEMO' },
    });
    expect(code.status).toBe(200);
    expect(Object.keys(code.body.payload).sort()).toEqual(['plan', 'valid']);
    for (const response of [username, code]) {
      expectNoTraceOf(a, response.body);
      expectNoTraceOf(b, response.body);
    }
  });

  it('public site forms are provider-wide and carry no club data', async () => {
    const contact = { first_name: 'Bianca', last_name: 'Moreau', email: CLUB_B.email, message: 'Hello from club B.' };
    const sent = await t.api({
      method: 'POST',
      url: '/api/v1/contactus',
      token: b.ownerToken,
      ip: '10.40.0.9',
      body: contact,
    });
    expect(sent.status).toBe(200);
    const demo = { fullName: 'Bianca Moreau', email: CLUB_B.email, company: 'Bayview', jobTitle: 'Owner' };
    const requested = await t.api({
      method: 'POST',
      url: '/api/v1/auth/requestdemo',
      token: b.ownerToken,
      ip: '10.40.0.9',
      body: demo,
    });
    expect(Object.keys(requested.body.payload).sort()).toEqual(['booking_token', 'demo_request_id']);
    const slots = await t.api({ url: '/api/v1/demo/slots', token: b.ownerToken });
    const start = slots.body.payload.slots[0].start;
    const booked = await t.api({
      method: 'POST',
      url: '/api/v1/demo/slots/book',
      token: a.ownerToken,
      body: { booking_token: requested.body.payload.booking_token, start },
    });
    expect(booked.status).toBe(200);
    const mails = await t.handle.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, 'demo@fairplay.local'));
    expect(mails.length).toBeGreaterThanOrEqual(3);
    expect(mails.every((mail) => mail.businessId === null)).toBe(true);
    for (const response of [sent, requested, slots, booked]) {
      expectNoTraceOf(a, response.body);
      expectNoTraceOf(b, response.body);
    }
  });

  it("account routes act on the caller's own account only", async () => {
    const aOwnerToken = await t.login('owner');
    const changed = await t.api({
      method: 'POST',
      url: '/api/v1/users/changepassword',
      token: b.ownerToken,
      body: { old_password: 'bayview-club-1', new_password: 'bayview-club-2', confirm_password: 'bayview-club-2' },
    });
    expect(changed.status).toBe(200);
    b.ownerToken = changed.body.payload.token;
    expect((await t.api({ url: INFO, token: aOwnerToken })).status).toBe(200);
    expect(await t.login('owner')).toBeTruthy();

    const secondB = await t.login('bianca.owner', 'bayview-club-2');
    expect((await t.api({ method: 'POST', url: '/api/v1/auth/logout', token: secondB })).status).toBe(200);
    expect((await t.api({ url: INFO, token: secondB })).status).toBe(401);
    expect((await t.api({ url: INFO, token: aOwnerToken })).status).toBe(200);
    expect((await t.api({ url: INFO, token: b.ownerToken })).status).toBe(200);
  });

  it("password resets stay with the caller's account and club", async () => {
    const forgot = await t.api({
      method: 'POST',
      url: '/api/v1/auth/forgotpassword',
      ip: '10.40.0.2',
      body: { username: 'bianca.owner' },
    });
    expect(forgot.status).toBe(200);
    const [email] = await t.handle.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, CLUB_B.email))
      .orderBy(desc(emailOutbox.id))
      .limit(1);
    expect(email?.businessId).toBe(b.id);
    expectNoTraceOf(a, email);
    const code = email!.textBody.match(/reset code is (\d{6})/)![1]!;

    // B's code does nothing for A's owner.
    const misuse = await t.api({
      method: 'POST',
      url: '/api/v1/auth/resetpassword',
      body: { username: 'owner', code, new_password: 'taken-over-1', confirm_password: 'taken-over-1' },
    });
    expect(misuse.status).toBe(400);
    expect(misuse.body.payload.errors[0].field).toBe('code');
    expect(await t.login('owner')).toBeTruthy();
    expect(
      (
        await t.api({
          method: 'POST',
          url: '/api/v1/auth/login',
          body: { username: 'owner', password: 'taken-over-1' },
        })
      ).status,
    ).toBe(401);

    const [aOwner] = await t.handle.db
      .select({ updatedAt: users.updatedAt })
      .from(users)
      .where(eq(users.username, 'owner'));
    const reset = await t.api({
      method: 'POST',
      url: '/api/v1/auth/resetpassword',
      body: { username: 'bianca.owner', code, new_password: 'bayview-club-3', confirm_password: 'bayview-club-3' },
    });
    expect(reset.status).toBe(200);
    b.ownerToken = await t.login('bianca.owner', 'bayview-club-3');
    const [aOwnerAfter] = await t.handle.db
      .select({ updatedAt: users.updatedAt })
      .from(users)
      .where(eq(users.username, 'owner'));
    expect(aOwnerAfter).toEqual(aOwner);
  });
});

describe('selection headers', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp();
    token = await t.login('owner');
  });
  afterAll(async () => t.close());

  for (const header of ['location-id', 'facility-group-id']) {
    it(`rejects a ${header} that is not a whole number with 400 naming the header`, async () => {
      for (const value of ['abc', '-1', '1.5', '1e3', '0x10', '99999999999', '4294967296']) {
        const response = await t.api({ url: INFO, token, headers: { [header]: value } });
        expect(response.status).toBe(400);
        expect(response.body.code).toBe(400);
        expect(response.body.payload.errors[0].field).toBe(header);
        expect(response.body.message).toContain(header);
      }
      // Also on a public route, before any sign-in.
      const open = await t.api({
        method: 'POST',
        url: '/api/v1/auth/verifyusername',
        body: { username: 'someone' },
        headers: { [header]: 'abc' },
      });
      expect(open.status).toBe(400);
      expect(open.body.payload.errors[0].field).toBe(header);
    });

    it(`accepts a ${header} of 0, a positive id, or none`, async () => {
      for (const headers of [{ [header]: '0' }, { [header]: '12' }, {}]) {
        const response = await t.api({ url: INFO, token, headers });
        expect(response.status).toBe(200);
        expect(response.body.payload.username).toBe('owner');
      }
    });
  }

  it('accepts both headers together', async () => {
    const response = await t.api({
      url: MEMBER_TYPES,
      token,
      headers: { 'location-id': '0', 'facility-group-id': '0' },
    });
    expect(response.status).toBe(200);
  });
});

describe('route inventory', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ seed: false });
  });
  afterAll(async () => t.close());

  const expected = Object.keys(ROUTES).sort();

  it('the OpenAPI document lists exactly the routes whose isolation this file covers', async () => {
    const raw = await t.app.inject({ url: '/api/docs/json' });
    expect(raw.statusCode).toBe(200);
    const paths = raw.json().paths as Record<string, Record<string, unknown>>;
    const documented = Object.entries(paths)
      .filter(([path]) => path.startsWith('/api/'))
      .flatMap(([path, operations]) =>
        Object.keys(operations)
          .filter((method) => ['get', 'put', 'post', 'patch', 'delete'].includes(method))
          .map((method) => `${method.toUpperCase()} ${path}`),
      )
      .sort();
    expect(documented).toEqual(expected);
  });

  it('the router holds exactly these /api/v1 routes, including any hidden from the document', () => {
    // printRoutes draws a tree; rebuild each full path from its indentation.
    const tree = t.app.printRoutes({ commonPrefix: false });
    const stack: string[] = [];
    const registered: string[] = [];
    for (const line of tree.split('\n')) {
      const match = /^((?:│ {3}| {4})*)(?:├── |└── )(.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
      if (!match) continue;
      const depth = match[1]!.length / 4;
      stack.length = depth;
      stack.push(match[2]!);
      const path = stack.join('').replace(/:(\w+)/g, '{$1}');
      if (!match[3] || !path.startsWith('/api/v1/')) continue;
      for (const method of match[3].split(',').map((item) => item.trim())) {
        if (method !== 'HEAD') registered.push(`${method} ${path}`);
      }
    }
    expect(registered.sort()).toEqual(expected);
  });

  it('every listed route exists', () => {
    for (const route of expected) {
      const [method, url] = route.split(' ') as [string, string];
      expect(t.app.hasRoute({ method: method as 'GET', url: url.replace(/\{(\w+)\}/g, ':$1') }), route).toBe(true);
    }
  });
});
