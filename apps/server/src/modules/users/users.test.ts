import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESOURCES } from '@fairplay/domain';
import { businesses, queryRows, users } from '@fairplay/db';
import { startTestApp, type ApiResponse, type TestApp } from '../../test/harness.js';

const INFO = '/api/v1/users/info';
const MEMBERSHIPS = '/api/v1/users/memberships';
const UPDATE = '/api/v1/users/update';
const CHANGE_PASSWORD = '/api/v1/users/changepassword';
const SET_BUSINESS = '/api/v1/users/set_business';
const REACTIVATE = '/api/v1/users/subscription/reactivate';
const REGISTER = '/api/v1/auth/register';
const LOGIN = '/api/v1/auth/login';

const DEMO_CLUB_NAME = 'Riverside Racquet & Golf Club';

/** Spec 1 section 3, "User (session)". */
const SESSION_FIELDS = [
  'business',
  'business_id',
  'dob',
  'email',
  'first_name',
  'id',
  'last_name',
  'member_type',
  'memberships',
  'namespace',
  'phone',
  'premium',
  'profile_image',
  'subscribed',
  'subscription',
  'uid',
  'user_id',
  'user_type',
  'username',
];

/** Spec 1 section 3, "Business" (the fields the session carries). */
const BUSINESS_FIELDS = [
  'address',
  'am_pm',
  'booking_to_start',
  'btn1',
  'btn2',
  'btn3',
  'csh_start_time',
  'currency_code',
  'family',
  'fields_count',
  'id',
  'min_list_duration',
  'name',
  'plan',
  'planId',
  'sign_file',
  'timezone',
  'uid',
  'user_id',
  // The scheduling settings of spec 2 section 3 (business/settings), carried in the session too.
  'advance_time',
  'allow_booking_until',
  'allow_to_pay_in_person',
  'automatically_refund_payment',
  'cancel_allowed',
  'cancel_allowed_hour',
  'cancel_on_freeze',
  'enable_max_time_for_bookings',
  'guest_fee',
  'guest_fee_point',
  'max_time_for_doubles',
  'max_time_for_quadruples',
  'max_time_for_singles',
  'max_time_for_triples',
  'require_guest_and_partner_name',
  'require_guest_name',
  'require_partner_name',
  'require_waiver_sign',
  'require_waiver_sign_nbu',
  'show_waitlist',
].sort();

/** Registrations are limited per address; each one here comes from its own. */
let nextIp = 10;
const freshIp = () => `10.20.0.${nextIp++}`;

function fields(response: ApiResponse): string[] {
  return (response.body.payload?.errors ?? []).map((error: { field: string }) => error.field);
}

function expectFieldError(response: ApiResponse, field: string): void {
  expect(response.status).toBe(400);
  expect(response.body.code).toBe(400);
  expect(fields(response)).toContain(field);
  expect(response.body.message).toContain(field);
}

describe('users/info', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t.close());

  it('answers 401 without a token and with a garbage token', async () => {
    const none = await t.api({ url: INFO });
    expect(none.status).toBe(401);
    expect(none.body).toEqual({ code: 401, payload: null, message: 'Please sign in to continue.' });
    for (const token of ['garbage', 'x'.repeat(43), 'x'.repeat(500)]) {
      const bad = await t.api({ url: INFO, token });
      expect(bad.status).toBe(401);
      expect(bad.body.code).toBe(401);
      expect(bad.body.payload).toBeNull();
    }
  });

  it('gives the owner every session field of spec 1 section 3', async () => {
    const token = await t.login('owner');
    const response = await t.api({ url: INFO, token });
    expect(response.status).toBe(200);
    expect(response.body.code).toBe(200);
    const user = response.body.payload;
    expect(Object.keys(user).sort()).toEqual(SESSION_FIELDS);
    expect(user).toMatchObject({
      user_type: 'bu',
      username: 'owner',
      first_name: 'Olivia',
      last_name: 'Bennett',
      email: 'owner@riverside.example.com',
      phone: '+15125550100',
      dob: '1979-04-12',
      profile_image: null,
      premium: true,
      subscribed: true,
    });
    expect(user.id).toBe(user.user_id);
    expect(typeof user.uid).toBe('string');
    expect(user.uid.length).toBeGreaterThan(0);

    const business = user.business;
    expect(Object.keys(business).sort()).toEqual(BUSINESS_FIELDS);
    expect(business).toMatchObject({
      name: DEMO_CLUB_NAME,
      address: '1200 River Road, Austin, TX 78703',
      timezone: 'America/Chicago',
      plan: 'grandslam',
      fields_count: 18,
      user_id: user.id,
    });
    expect(business.csh_start_time).toMatch(/^\d{2}__\d{2}$/);
    expect(user.business_id).toBe(business.id);
    expect(user.namespace).toBe(`business-${business.uid}`);

    expect(user.member_type).toMatchObject({ key: 'owner', name: 'Owner', settings: { manage_lessons: false } });
    expect(typeof user.member_type.id).toBe('number');
    const roles = [...user.member_type.roles].sort((a: { resource: string }, b: { resource: string }) => a.resource.localeCompare(b.resource));
    expect(roles).toEqual([...RESOURCES].sort().map((resource) => ({ resource, read: true, update: true })));

    expect(user.subscription).toEqual({ subscription_id: 'sub_demo_riverside', status: 'active', pause_collection: null });
    expect(user.memberships).toEqual([{ business_id: business.id, business_name: DEMO_CLUB_NAME, member_type: 'owner', current: true }]);
  });

  it("gives a member (nbu) the club and member type but not the club's subscription", async () => {
    const token = await t.login('member');
    const response = await t.api({ url: INFO, token });
    expect(response.status).toBe(200);
    const user = response.body.payload;
    expect(Object.keys(user).sort()).toEqual(SESSION_FIELDS);
    expect(user).toMatchObject({
      username: 'member',
      user_type: 'nbu',
      first_name: 'Emma',
      last_name: 'Wilson',
      subscription: null,
      subscribed: false,
      member_type: { key: 'member', settings: { manage_lessons: false } },
      business: { name: DEMO_CLUB_NAME, fields_count: 18 },
    });
    expect(user.member_type.roles).toHaveLength(9);
    expect(user.memberships).toEqual([{ business_id: user.business_id, business_name: DEMO_CLUB_NAME, member_type: 'member', current: true }]);
  });

  it('gives a coach the coach member type with manage_lessons', async () => {
    const token = await t.login('coach');
    const user = (await t.api({ url: INFO, token })).body.payload;
    expect(user.member_type).toMatchObject({ key: 'coach', settings: { manage_lessons: true } });
    expect(user.subscription).not.toBeNull();
  });

  it('lists memberships through users/memberships', async () => {
    const token = await t.login('coach.sofia');
    const info = (await t.api({ url: INFO, token })).body.payload;
    const response = await t.api({ url: MEMBERSHIPS, token });
    expect(response.status).toBe(200);
    expect(response.body.payload).toEqual([{ business_id: info.business_id, business_name: DEMO_CLUB_NAME, member_type: 'supercoach', current: true }]);
    expect((await t.api({ url: MEMBERSHIPS })).status).toBe(401);
    expect((await t.api({ url: MEMBERSHIPS, token: 'nonsense' })).status).toBe(401);
  });
});

describe('users/update', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t.close());

  async function info(token: string) {
    const response = await t.api({ url: INFO, token });
    expect(response.status).toBe(200);
    return response.body.payload;
  }

  it('needs a token', async () => {
    const response = await t.api({ method: 'PUT', url: UPDATE, body: { first_name: 'Nobody' } });
    expect(response.status).toBe(401);
  });

  it('changes names, phone and date of birth and shows them in users/info', async () => {
    const token = await t.login('reception');
    const response = await t.api({
      method: 'PUT',
      url: UPDATE,
      token,
      body: { first_name: '  Priyanka ', last_name: 'Shah-Verma', phone: '+4917612345678', dob: '1993-02-21T20:00:00.000Z' },
    });
    expect(response.status).toBe(200);
    expect(response.body.message).toBe('Profile saved.');
    expect(response.body.payload).toMatchObject({ first_name: 'Priyanka', last_name: 'Shah-Verma', phone: '+4917612345678', dob: '1993-02-21' });
    const user = await info(token);
    expect(user).toMatchObject({ first_name: 'Priyanka', last_name: 'Shah-Verma', phone: '+4917612345678', dob: '1993-02-21' });
    // Other fields stay as they were.
    expect(user).toMatchObject({ username: 'reception', email: 'reception@riverside.example.com', member_type: { key: 'reception' } });
  });

  it('changes only the fields sent, and clears phone and dob with null or an empty phone', async () => {
    const token = await t.login('accountant');
    const before = await info(token);
    expect((await t.api({ method: 'PUT', url: UPDATE, token, body: {} })).status).toBe(200);
    expect(await info(token)).toEqual(before);

    const cleared = await t.api({ method: 'PUT', url: UPDATE, token, body: { phone: '', dob: null } });
    expect(cleared.status).toBe(200);
    expect(await info(token)).toEqual({ ...before, phone: null, dob: null });
    expect((await t.api({ method: 'PUT', url: UPDATE, token, body: { phone: '5125550199' } })).status).toBe(200);
    expect((await t.api({ method: 'PUT', url: UPDATE, token, body: { phone: null } })).status).toBe(200);
    expect((await info(token)).phone).toBeNull();
  });

  it('changes the e-mail, lowercased, and signs in with it', async () => {
    const token = await t.login('coach.james');
    const response = await t.api({ method: 'PUT', url: UPDATE, token, body: { email: ' James.OConnor@Example.ORG ' } });
    expect(response.status).toBe(200);
    expect((await info(token)).email).toBe('james.oconnor@example.org');
    const login = await t.api({ method: 'POST', url: LOGIN, body: { username: 'james.oconnor@example.org', password: 'fairplay1' } });
    expect(login.status).toBe(200);
    expect(login.body.payload.user.username).toBe('coach.james');
    // Keeping one's own e-mail is not a conflict.
    expect((await t.api({ method: 'PUT', url: UPDATE, token, body: { email: 'james.oconnor@example.org' } })).status).toBe(200);
  });

  it("refuses another user's e-mail with 409 naming email, and changes nothing", async () => {
    const token = await t.login('coach.mei');
    const before = await info(token);
    for (const email of ['admin@riverside.example.com', 'ADMIN@Riverside.Example.com']) {
      const response = await t.api({ method: 'PUT', url: UPDATE, token, body: { first_name: 'Changed', email } });
      expect(response.status).toBe(409);
      expect(response.body.code).toBe(409);
      expect(response.body.payload.errors).toEqual([{ field: 'email', message: 'An account with this e-mail already exists.' }]);
    }
    expect(await info(token)).toEqual(before);
  });

  it('rejects invalid fields with 400 naming the field, and changes nothing', async () => {
    const token = await t.login('shop.alex');
    const before = await info(token);
    const cases: [unknown, string][] = [
      [{ first_name: 'Alexander', phone: '+1 (512) 555-0108' }, 'phone'],
      [{ first_name: 'Alexander', phone: 'call me' }, 'phone'],
      [{ first_name: 'Alexander', phone: `+${'1'.repeat(18)}` }, 'phone'],
      [{ first_name: 'A', last_name: 'Novakova' }, 'first_name'],
      [{ first_name: '  A  ' }, 'first_name'],
      [{ last_name: 'N'.repeat(51) }, 'last_name'],
      [{ first_name: 'Alexander', dob: '1920-05-05' }, 'dob'],
      [{ dob: '05/27/1998' }, 'dob'],
      [{ dob: '1998-13-01' }, 'dob'],
      [{ dob: '1998-02-30' }, 'dob'],
      [{ dob: '1998-02-30T20:00:00.000Z' }, 'dob'],
      [{ dob: '2999-01-01' }, 'dob'],
      [{ email: 'not-an-address' }, 'email'],
      [{ first_name: 42 }, 'first_name'],
      [{ last_name: ['Novak'] }, 'last_name'],
      [{ phone: 5125550108 }, 'phone'],
      [{ dob: true }, 'dob'],
      [{ first_name: 'Alexander', business: 'Shop' }, 'business'],
      [{ business: { name: 'X' } }, 'business.name'],
      [{ business: { name: 'X'.repeat(81) } }, 'business.name'],
      [{ first_name: null }, 'first_name'],
      [{ email: null }, 'email'],
    ];
    for (const [body, field] of cases) {
      const response = await t.api({ method: 'PUT', url: UPDATE, token, body });
      expectFieldError(response, field);
    }
    expect(await info(token)).toEqual(before);
  });

  it('rejects unknown fields (strict) naming them, and changes nothing', async () => {
    const token = await t.login('shop.alex');
    const before = await info(token);
    for (const body of [
      { first_name: 'Alexander', user_type: 'bu' },
      { first_name: 'Alexander', username: 'alex' },
      { first_name: 'Alexander', business: { name: 'Renamed', plan: 'free' } },
    ]) {
      const response = await t.api({ method: 'PUT', url: UPDATE, token, body });
      expect(response.status).toBe(400);
      const unknown = Object.keys(body).find((key) => key !== 'first_name' && key !== 'business') ?? 'plan';
      expect(response.body.message).toContain(unknown);
    }
    expect(await info(token)).toEqual(before);
  });

  it('rejects malformed JSON and a non-object body, and changes nothing', async () => {
    const token = await t.login('shop.alex');
    const before = await info(token);
    const malformed = await t.api({ method: 'PUT', url: UPDATE, token, rawBody: '{"first_name": "Alexander",' });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ code: 400, payload: null, message: 'The request body is not valid JSON.' });
    for (const rawBody of ['[]', '"Alexander"', 'null']) {
      const response = await t.api({ method: 'PUT', url: UPDATE, token, rawBody });
      expect(response.status).toBe(400);
      expect(response.body.code).toBe(400);
    }
    expect(await info(token)).toEqual(before);
  });

  it("stores SQL meta-characters and any text in names verbatim, and the users table still works", async () => {
    const token = await t.login('erik.larsen');
    const lastName = "O'Brien; DROP TABLE users;--";
    const firstName = 'Zoë "Zed" Ørsted \\ %_';
    const response = await t.api({ method: 'PUT', url: UPDATE, token, body: { first_name: firstName, last_name: lastName } });
    expect(response.status).toBe(200);
    expect(await info(token)).toMatchObject({ first_name: firstName, last_name: lastName });
    const [row] = await t.handle.db.select({ lastName: users.lastName }).from(users).where(eq(users.username, 'erik.larsen'));
    expect(row?.lastName).toBe(lastName);
    const [count] = await queryRows<{ total: number }>(t.handle.db, sql`SELECT count(*)::int AS total FROM users`);
    expect(count!.total).toBeGreaterThan(40);
    expect((await t.api({ method: 'POST', url: LOGIN, body: { username: 'freya.larsen', password: 'fairplay1' } })).status).toBe(200);
  });

  it('lets the owner rename the club', async () => {
    const token = await t.login('owner');
    const response = await t.api({ method: 'PUT', url: UPDATE, token, body: { business: { name: '  Riverside Tennis & Golf  ' } } });
    expect(response.status).toBe(200);
    expect(response.body.payload.business.name).toBe('Riverside Tennis & Golf');
    const owner = await info(token);
    expect(owner.business.name).toBe('Riverside Tennis & Golf');
    expect(owner.memberships[0].business_name).toBe('Riverside Tennis & Golf');
    // Everyone in the club sees the new name.
    expect((await info(await t.login('member'))).business.name).toBe('Riverside Tennis & Golf');
    expect((await t.api({ method: 'PUT', url: UPDATE, token, body: { business: { name: DEMO_CLUB_NAME } } })).status).toBe(200);
    expect((await info(token)).business.name).toBe(DEMO_CLUB_NAME);
  });

  it('refuses a club rename with 403 to staff without settings update and to members, and changes nothing', async () => {
    for (const username of ['coach', 'reception', 'member']) {
      const token = await t.login(username);
      const before = await info(token);
      const response = await t.api({ method: 'PUT', url: UPDATE, token, body: { first_name: 'Renamer', business: { name: 'Hijacked Club' } } });
      expect(response.status).toBe(403);
      expect(response.body.code).toBe(403);
      expect(await info(token)).toEqual(before);
    }
    const [club] = await t.handle.db.select({ name: businesses.name }).from(businesses);
    expect(club?.name).toBe(DEMO_CLUB_NAME);
  });
});

describe('users/changepassword', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t.close());

  const loginStatus = async (username: string, password: string) =>
    (await t.api({ method: 'POST', url: LOGIN, body: { username, password } })).status;

  it('needs a token', async () => {
    const response = await t.api({
      method: 'POST',
      url: CHANGE_PASSWORD,
      body: { old_password: 'fairplay1', new_password: 'new-pass-2024', confirm_password: 'new-pass-2024' },
    });
    expect(response.status).toBe(401);
  });

  it('refuses a wrong old password, a mismatched confirmation and a weak new password, changing nothing', async () => {
    const token = await t.login('ben.carter');
    const cases: [Record<string, unknown>, string][] = [
      [{ old_password: 'wrong-pass1', new_password: 'new-pass-2024', confirm_password: 'new-pass-2024' }, 'old_password'],
      [{ old_password: '', new_password: 'new-pass-2024', confirm_password: 'new-pass-2024' }, 'old_password'],
      [{ new_password: 'new-pass-2024', confirm_password: 'new-pass-2024' }, 'old_password'],
      [{ old_password: 'fairplay1', new_password: 'new-pass-2024', confirm_password: 'new-pass-2025' }, 'confirm_password'],
      [{ old_password: 'fairplay1', new_password: 'short1', confirm_password: 'short1' }, 'new_password'],
      [{ old_password: 'fairplay1', new_password: 'onlyletters', confirm_password: 'onlyletters' }, 'new_password'],
      [{ old_password: 'fairplay1', new_password: '1234567890', confirm_password: '1234567890' }, 'new_password'],
      [{ old_password: 'fairplay1', new_password: `a1${'b'.repeat(24)}`, confirm_password: `a1${'b'.repeat(24)}` }, 'new_password'],
      [{ old_password: 'fairplay1', new_password: 12345678, confirm_password: 12345678 }, 'new_password'],
    ];
    for (const [body, field] of cases) {
      const response = await t.api({ method: 'POST', url: CHANGE_PASSWORD, token, body });
      expectFieldError(response, field);
    }
    const strict = await t.api({
      method: 'POST',
      url: CHANGE_PASSWORD,
      token,
      body: { old_password: 'fairplay1', new_password: 'new-pass-2024', confirm_password: 'new-pass-2024', user_id: 1 },
    });
    expect(strict.status).toBe(400);
    expect(strict.body.message).toContain('user_id');
    const malformed = await t.api({ method: 'POST', url: CHANGE_PASSWORD, token, rawBody: '{"old_password":' });
    expect(malformed.status).toBe(400);

    expect((await t.api({ url: INFO, token })).status).toBe(200);
    expect(await loginStatus('ben.carter', 'fairplay1')).toBe(200);
    expect(await loginStatus('ben.carter', 'new-pass-2024')).toBe(401);
  });

  it('changes the password, returns a new token and ends every old session', async () => {
    const token = await t.login('ava.thompson');
    const otherDevice = await t.login('ava.thompson');
    const response = await t.api({
      method: 'POST',
      url: CHANGE_PASSWORD,
      token,
      body: { old_password: 'fairplay1', new_password: 'Baseline-99', confirm_password: 'Baseline-99' },
    });
    expect(response.status).toBe(200);
    expect(response.body.message).toBe('Password changed.');
    const newToken = response.body.payload.token;
    expect(typeof newToken).toBe('string');
    expect(newToken).not.toBe(token);

    expect((await t.api({ url: INFO, token })).status).toBe(401);
    expect((await t.api({ url: INFO, token: otherDevice })).status).toBe(401);
    const fresh = await t.api({ url: INFO, token: newToken });
    expect(fresh.status).toBe(200);
    expect(fresh.body.payload.username).toBe('ava.thompson');

    expect(await loginStatus('ava.thompson', 'Baseline-99')).toBe(200);
    expect(await loginStatus('ava.thompson', 'fairplay1')).toBe(401);
    // Nobody else's password moved.
    expect(await loginStatus('liam.walsh', 'fairplay1')).toBe(200);
  });
});

describe('users/set_business', () => {
  let t: TestApp;
  let demoClubId: number;
  beforeAll(async () => {
    t = await startTestApp();
    demoClubId = (await t.api({ url: INFO, token: await t.login('owner') })).body.payload.business_id;
  });
  afterAll(async () => t.close());

  async function registerCustomer(username: string): Promise<string> {
    const response = await t.api({
      method: 'POST',
      url: REGISTER,
      ip: freshIp(),
      body: { user_type: 'nbu', firstName: 'Rosa', lastName: 'Delgado', username, email: `${username}@example.org`, dob: '1990-01-01', password: 'rally-point-5' },
    });
    expect(response.status).toBe(200);
    return response.body.payload.token;
  }

  const membersOf = async (businessId: number) =>
    (await queryRows<{ total: number }>(t.handle.db, sql`SELECT count(*)::int AS total FROM business_members WHERE business_id = ${businessId}`))[0]!.total;

  it('needs a token', async () => {
    expect((await t.api({ method: 'PUT', url: SET_BUSINESS, body: { business_id: demoClubId } })).status).toBe(401);
  });

  it('lets a new customer (nbu) without a club join the demo club as a member', async () => {
    const token = await registerCustomer('rosa.d');
    const before = await t.api({ url: INFO, token });
    expect(before.body.payload).toMatchObject({ user_type: 'nbu', business_id: null, business: null, member_type: null, subscription: null, memberships: [] });
    expect(before.body.payload.namespace).toBe(`user-${before.body.payload.uid}`);
    expect((await t.api({ url: MEMBERSHIPS, token })).body.payload).toEqual([]);
    const membersBefore = await membersOf(demoClubId);

    const response = await t.api({ method: 'PUT', url: SET_BUSINESS, token, body: { business_id: demoClubId } });
    expect(response.status).toBe(200);
    expect(response.body.payload).toMatchObject({ business_id: demoClubId, member_type: { key: 'member' } });

    const user = (await t.api({ url: INFO, token })).body.payload;
    expect(user).toMatchObject({
      user_type: 'nbu',
      business_id: demoClubId,
      business: { id: demoClubId, name: DEMO_CLUB_NAME, fields_count: 18 },
      member_type: { key: 'member' },
      subscription: null,
    });
    const memberships = await t.api({ url: MEMBERSHIPS, token });
    expect(memberships.body.payload).toEqual([{ business_id: demoClubId, business_name: DEMO_CLUB_NAME, member_type: 'member', current: true }]);
    expect(await membersOf(demoClubId)).toBe(membersBefore + 1);

    // Choosing the same club again does not add a second membership.
    expect((await t.api({ method: 'PUT', url: SET_BUSINESS, token, body: { business_id: demoClubId } })).status).toBe(200);
    expect(await membersOf(demoClubId)).toBe(membersBefore + 1);
    expect((await t.api({ url: MEMBERSHIPS, token })).body.payload).toHaveLength(1);
  });

  it('joins once when the same customer picks the club twice at the same moment', async () => {
    const token = await registerCustomer('rosa.twice');
    const membersBefore = await membersOf(demoClubId);
    const answers = await Promise.all(
      [1, 2, 3].map(() => t.api({ method: 'PUT', url: SET_BUSINESS, token, body: { business_id: demoClubId } })),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(await membersOf(demoClubId)).toBe(membersBefore + 1);
    expect((await t.api({ url: MEMBERSHIPS, token })).body.payload).toEqual([
      { business_id: demoClubId, business_name: DEMO_CLUB_NAME, member_type: 'member', current: true },
    ]);
  });

  it('lets staff switch to a club of their own', async () => {
    const token = await t.login('admin');
    const response = await t.api({ method: 'PUT', url: SET_BUSINESS, token, body: { business_id: demoClubId } });
    expect(response.status).toBe(200);
    expect(response.body.payload.member_type.key).toBe('admin');
  });

  it("refuses a staff account (bu) of another club joining the demo club with 403, writing nothing", async () => {
    const registered = await t.api({
      method: 'POST',
      url: REGISTER,
      ip: freshIp(),
      body: {
        user_type: 'bu',
        firstName: 'Hugo',
        lastName: 'Berg',
        username: 'hugo.berg',
        email: 'hugo.berg@example.org',
        dob: '1980-06-06',
        password: 'north-court-8',
        businessName: 'Northside Padel',
        businessAddress: '1 Fjord Road, Oslo',
        timezone: 'Europe/Oslo',
      },
    });
    expect(registered.status).toBe(200);
    const token = registered.body.payload.token;
    const ownClub = registered.body.payload.user.business_id;
    const membersBefore = await membersOf(demoClubId);

    const response = await t.api({ method: 'PUT', url: SET_BUSINESS, token, body: { business_id: demoClubId } });
    expect(response.status).toBe(403);
    expect(response.body.code).toBe(403);

    const user = (await t.api({ url: INFO, token })).body.payload;
    expect(user.business_id).toBe(ownClub);
    expect(user.business.name).toBe('Northside Padel');
    expect(user.memberships).toEqual([{ business_id: ownClub, business_name: 'Northside Padel', member_type: 'owner', current: true }]);
    expect(await membersOf(demoClubId)).toBe(membersBefore);
  });

  it('answers an unknown club with 404 and changes nothing', async () => {
    const token = await registerCustomer('rosa.unknown');
    const response = await t.api({ method: 'PUT', url: SET_BUSINESS, token, body: { business_id: 987654 } });
    expect(response.status).toBe(404);
    expect(response.body.code).toBe(404);
    expect((await t.api({ url: INFO, token })).body.payload).toMatchObject({ business_id: null, memberships: [] });
  });

  it('rejects a business_id that is a string, negative, zero, fractional, too large or missing with 400', async () => {
    const token = await registerCustomer('rosa.invalid');
    for (const body of [
      { business_id: String(demoClubId) },
      { business_id: -1 },
      { business_id: 0 },
      { business_id: 1.5 },
      { business_id: 2147483648 },
      { business_id: null },
      {},
      { business_id: demoClubId, user_id: 1 },
    ]) {
      const response = await t.api({ method: 'PUT', url: SET_BUSINESS, token, body });
      expect(response.status).toBe(400);
      expect(response.body.code).toBe(400);
      expect(response.body.message).toMatch(/business_id|user_id/);
    }
    expectFieldError(await t.api({ method: 'PUT', url: SET_BUSINESS, token, body: {} }), 'business_id');
    expectFieldError(await t.api({ method: 'PUT', url: SET_BUSINESS, token, body: { business_id: '1' } }), 'business_id');
    const malformed = await t.api({ method: 'PUT', url: SET_BUSINESS, token, rawBody: '{"business_id": 1' });
    expect(malformed.status).toBe(400);
    expect((await t.api({ url: INFO, token })).body.payload).toMatchObject({ business_id: null, memberships: [] });
  });
});

describe('users/subscription/reactivate', () => {
  let t: TestApp;
  let demoClubId: number;
  const resumesAt = new Date('2031-05-01T05:00:00.000Z');

  beforeAll(async () => {
    t = await startTestApp();
    demoClubId = (await t.api({ url: INFO, token: await t.login('owner') })).body.payload.business_id;
  });
  afterAll(async () => t.close());

  const setClub = (changes: Partial<typeof businesses.$inferInsert>) =>
    t.handle.db.update(businesses).set(changes).where(eq(businesses.id, demoClubId));

  const storedResumesAt = async () =>
    (await t.handle.db.select({ at: businesses.subscriptionResumesAt }).from(businesses).where(eq(businesses.id, demoClubId)))[0]!.at;

  it('shows a paused subscription to staff with its resume date, and never to members', async () => {
    await setClub({ subscriptionResumesAt: resumesAt });
    const owner = (await t.api({ url: INFO, token: await t.login('owner') })).body.payload;
    expect(owner.subscription).toEqual({
      subscription_id: 'sub_demo_riverside',
      status: 'active',
      pause_collection: { resumes_at: '2031-05-01T05:00:00.000Z' },
    });
    const member = (await t.api({ url: INFO, token: await t.login('member') })).body.payload;
    expect(member.subscription).toBeNull();
  });

  it('refuses staff without settings update, members and anonymous callers, leaving the pause', async () => {
    expect((await t.api({ method: 'POST', url: REACTIVATE })).status).toBe(401);
    for (const username of ['coach', 'reception', 'accountant', 'member']) {
      const response = await t.api({ method: 'POST', url: REACTIVATE, token: await t.login(username) });
      expect(response.status).toBe(403);
      expect(response.body.code).toBe(403);
    }
    expect(await storedResumesAt()).toEqual(resumesAt);
  });

  it('refuses a customer without a club with 403', async () => {
    const registered = await t.api({
      method: 'POST',
      url: REGISTER,
      ip: freshIp(),
      body: { user_type: 'nbu', firstName: 'Lena', lastName: 'Vogt', username: 'lena.v', email: 'lena.v@example.org', dob: '1990-01-01', password: 'rally-point-5' },
    });
    const response = await t.api({ method: 'POST', url: REACTIVATE, token: registered.body.payload.token });
    expect(response.status).toBe(403);
    expect(await storedResumesAt()).toEqual(resumesAt);
  });

  it('lets the owner re-activate: pause_collection becomes null', async () => {
    const token = await t.login('owner');
    const response = await t.api({ method: 'POST', url: REACTIVATE, token });
    expect(response.status).toBe(200);
    expect(response.body.message).toBe('Subscription re-activated.');
    expect(response.body.payload.subscription).toEqual({ subscription_id: 'sub_demo_riverside', status: 'active', pause_collection: null });
    expect((await t.api({ url: INFO, token })).body.payload.subscription.pause_collection).toBeNull();
    expect(await storedResumesAt()).toBeNull();
  });

  it('refuses to re-activate a canceled subscription with 409, leaving it paused', async () => {
    await setClub({ subscriptionStatus: 'canceled', subscriptionResumesAt: resumesAt });
    const token = await t.login('owner');
    const response = await t.api({ method: 'POST', url: REACTIVATE, token });
    expect(response.status).toBe(409);
    expect(response.body.code).toBe(409);
    const subscription = (await t.api({ url: INFO, token })).body.payload.subscription;
    expect(subscription).toMatchObject({ status: 'canceled', pause_collection: { resumes_at: '2031-05-01T05:00:00.000Z' } });
    expect((await t.api({ url: INFO, token })).body.payload.subscribed).toBe(false);
    await setClub({ subscriptionStatus: 'active', subscriptionResumesAt: null });
    const [row] = await t.handle.db
      .select({ status: businesses.subscriptionStatus })
      .from(businesses)
      .where(and(eq(businesses.id, demoClubId), eq(businesses.subscriptionStatus, 'active')));
    expect(row?.status).toBe('active');
  });

  it('lets an admin (settings update) re-activate too', async () => {
    await setClub({ subscriptionResumesAt: resumesAt });
    const response = await t.api({ method: 'POST', url: REACTIVATE, token: await t.login('admin') });
    expect(response.status).toBe(200);
    expect(response.body.payload.subscription.pause_collection).toBeNull();
    expect(await storedResumesAt()).toBeNull();
  });
});
