import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@fairplay/db';
import { startTestApp, type TestApp, errorFields } from '../../test/harness.js';
import { endpoints } from '@fairplay/contracts';

const person = (username: string) => ({
  firstName: 'Nadia',
  lastName: 'Flores',
  username,
  email: `${username}@example.org`,
  dob: '1988-03-14T20:00:00.000Z',
  password: 'court-time-7',
});

const club = (username: string) => ({
  user_type: 'bu',
  ...person(username),
  businessName: 'Harbour Padel & Squash',
  businessAddress: '9 Quay Street, Auckland 1010',
  timezone: 'Pacific/Auckland',
});

async function counts(t: TestApp) {
  const [row] = await queryRows<{ users: number; businesses: number; locations: number; member_types: number }>(
    t.handle.db,
    sql`SELECT (SELECT count(*)::int FROM users) AS users, (SELECT count(*)::int FROM businesses) AS businesses,
               (SELECT count(*)::int FROM locations) AS locations, (SELECT count(*)::int FROM member_types) AS member_types`,
  );
  return row!;
}

describe('auth/register', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t.close());

  it('registers a business: club, owner, default member types and roles, first location, signed in', async () => {
    const response = await t.callRaw(endpoints.auth.register, { body: club('nadia.f') });
    expect(response.status).toBe(200);
    const { user, token } = response.body.payload;
    expect(token).toBeTruthy();
    expect(user).toMatchObject({
      username: 'nadia.f',
      user_type: 'bu',
      dob: '1988-03-14',
      business: { name: 'Harbour Padel & Squash', timezone: 'Pacific/Auckland', fields_count: 0 },
      member_type: { key: 'owner' },
    });
    const types = await t.call(endpoints.roles.memberTypes, { token });
    expect(types.body.payload.map((type: { key: string }) => type.key).sort()).toEqual([
      'accountant',
      'admin',
      'coach',
      'member',
      'owner',
      'proshop',
      'reception',
      'supercoach',
      'superdupercoach',
    ]);
    const locations = await queryRows<{ name: string; address: string }>(
      t.handle.db,
      sql`SELECT name, address FROM locations WHERE business_id = ${user.business_id}`,
    );
    expect(locations).toEqual([{ name: 'Harbour Padel & Squash', address: '9 Quay Street, Auckland 1010' }]);
  });

  it('registers a member/customer without a club', async () => {
    const response = await t.call(endpoints.auth.register, { body: { user_type: 'nbu', ...person('nadia.member') } });
    expect(response.status).toBe(200);
    expect(response.body.payload.user).toMatchObject({
      user_type: 'nbu',
      business: null,
      member_type: null,
      memberships: [],
    });
  });

  it('refuses a taken username or e-mail with 409 naming the field', async () => {
    const sameUsername = await t.callRaw(endpoints.auth.register, {
      body: { ...club('owner'), email: 'fresh@example.org' },
    });
    expect(sameUsername.status).toBe(409);
    expect(sameUsername.errors[0]!.field).toBe('username');
    const sameEmail = await t.callRaw(endpoints.auth.register, {
      body: { ...club('fresh.one'), email: 'owner@riverside.example.com' },
    });
    expect(sameEmail.status).toBe(409);
    expect(sameEmail.errors[0]!.field).toBe('email');
  });

  it('validates every field by the spec rules and writes nothing', async () => {
    const before = await counts(t);
    const bad: [Record<string, unknown>, string][] = [
      [{ username: 'a' }, 'username'],
      [{ username: 'a'.repeat(23) }, 'username'],
      [{ username: 'Bad Name' }, 'username'],
      [{ username: "x';drop" }, 'username'],
      [{ password: 'short1' }, 'password'],
      [{ password: 'a1'.repeat(13) }, 'password'],
      [{ password: 'lettersonly' }, 'password'],
      [{ password: '1234567890' }, 'password'],
      [{ firstName: 'N' }, 'firstName'],
      [{ lastName: 'F' }, 'lastName'],
      [{ lastName: 'F'.repeat(51) }, 'lastName'],
      [{ email: 'not-an-email' }, 'email'],
      [{ email: `${'e'.repeat(250)}@example.org` }, 'email'],
      [{ dob: '1929-12-31' }, 'dob'],
      [{ dob: 'yesterday' }, 'dob'],
      [{ dob: 19880314 }, 'dob'],
      [{ businessName: 'H' }, 'businessName'],
      [{ businessName: 'H'.repeat(81) }, 'businessName'],
      [{ businessAddress: '' }, 'businessAddress'],
      [{ timezone: 'Mars/Olympus' }, 'timezone'],
    ];
    for (const [override, field] of bad) {
      const response = await t.callRaw(endpoints.auth.register, { body: { ...club('valid.name'), ...override } });
      expect(response.status, JSON.stringify(override)).toBe(400);
      expect(response.errors.map((error: { field: string }) => error.field)).toContain(field);
      expect(errorFields(response)).toContain(field);
    }
    const missingType = await t.callRaw(endpoints.auth.register, { body: person('valid.name') });
    expect(missingType.status).toBe(400);
    const malformed = await t.callRaw(endpoints.auth.register, { rawBody: '{"user_type":"bu",' });
    expect(malformed.status).toBe(400);
    const unknownField = await t.callRaw(endpoints.auth.register, { body: { ...club('valid.name'), role: 'admin' } });
    expect(unknownField.status).toBe(400);
    expect(await counts(t)).toEqual(before);
  });

  it('stores SQL meta-characters in names verbatim', async () => {
    const name = "O'Brien; DROP TABLE users;--";
    const response = await t.callRaw(endpoints.auth.register, {
      body: { ...club('obrien'), lastName: name, businessName: name },
    });
    expect(response.status).toBe(200);
    expect(response.body.payload.user.last_name).toBe(name);
    expect(response.body.payload.user.business!.name).toBe(name);
  });

  it('registers only one of two simultaneous sign-ups for the same username', async () => {
    const before = await counts(t);
    const [first, second] = await Promise.all([
      t.callRaw(endpoints.auth.register, {
        body: { ...club('race.user'), email: 'race1@example.org' },
        ip: '10.1.0.1',
      }),
      t.callRaw(endpoints.auth.register, {
        body: { ...club('race.user'), email: 'race2@example.org' },
        ip: '10.1.0.2',
      }),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const after = await counts(t);
    expect(after.users).toBe(before.users + 1);
    expect(after.businesses).toBe(before.businesses + 1);
  });
});

describe('auth/verifyusername and auth/verifydemocode', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t.close());

  it('says whether a username is free', async () => {
    const check = (username: unknown) => t.callRaw(endpoints.auth.verifyUsername, { body: { username } });
    expect((await check('owner')).body.payload).toEqual({ available: false });
    expect((await check(' OWNER ')).body.payload).toEqual({ available: false });
    expect((await check('brand.new_1')).body.payload).toEqual({ available: true });
    expect((await check('no spaces')).body.payload).toEqual({ available: false });
    expect((await check(42)).status).toBe(400);
  });

  it('accepts a known demo code and reports its plan and discount', async () => {
    const check = (demo_code: unknown) => t.callRaw(endpoints.auth.verifyDemoCode, { body: { demo_code } });
    expect((await check('fairplay-demo')).body.payload).toEqual({
      valid: true,
      plan: 'enterprisecourtandlessonproviderplan',
      percent_off: 20,
    });
    expect((await check('NOPE')).body.payload).toEqual({ valid: false, plan: null, percent_off: 0 });
    expect((await check('')).status).toBe(400);
  });
});
