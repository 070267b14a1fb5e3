import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businesses, queryRows, users } from '@fairplay/db';
import { startTestApp, type TestApp, errorFields } from '../../test/harness.js';
import { DEMO_CLUB_NAME, expectFieldError } from '../../test/users-kit.js';
import { endpoints } from '@fairplay/contracts';

describe('users/update', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t.close());

  async function info(token: string) {
    const response = await t.call(endpoints.users.info, { token });
    expect(response.status).toBe(200);
    return response.body.payload;
  }

  it('needs a token', async () => {
    const response = await t.call(endpoints.users.update, { body: { first_name: 'Nobody' } });
    expect(response.status).toBe(401);
  });

  it('changes names, phone and date of birth and shows them in users/info', async () => {
    const token = await t.login('reception');
    const response = await t.call(endpoints.users.update, {
      token,
      body: {
        first_name: '  Priyanka ',
        last_name: 'Shah-Verma',
        phone: '+4917612345678',
        dob: '1993-02-21T20:00:00.000Z',
      },
    });
    expect(response.status).toBe(200);
    expect(response.body.message).toBe('Profile saved.');
    expect(response.body.payload).toMatchObject({
      first_name: 'Priyanka',
      last_name: 'Shah-Verma',
      phone: '+4917612345678',
      dob: '1993-02-21',
    });
    const user = await info(token);
    expect(user).toMatchObject({
      first_name: 'Priyanka',
      last_name: 'Shah-Verma',
      phone: '+4917612345678',
      dob: '1993-02-21',
    });
    // Other fields stay as they were.
    expect(user).toMatchObject({
      username: 'reception',
      email: 'reception@riverside.example.com',
      member_type: { key: 'reception' },
    });
  });

  it('changes only the fields sent, and clears phone and dob with null or an empty phone', async () => {
    const token = await t.login('accountant');
    const before = await info(token);
    expect((await t.call(endpoints.users.update, { token, body: {} })).status).toBe(200);
    expect(await info(token)).toEqual(before);

    const cleared = await t.call(endpoints.users.update, { token, body: { phone: '', dob: null } });
    expect(cleared.status).toBe(200);
    expect(await info(token)).toEqual({ ...before, phone: null, dob: null });
    expect((await t.call(endpoints.users.update, { token, body: { phone: '5125550199' } })).status).toBe(200);
    expect((await t.call(endpoints.users.update, { token, body: { phone: null } })).status).toBe(200);
    expect((await info(token)).phone).toBeNull();
  });

  it('changes the e-mail, lowercased, and signs in with it', async () => {
    const token = await t.login('coach.james');
    const response = await t.call(endpoints.users.update, { token, body: { email: ' James.OConnor@Example.ORG ' } });
    expect(response.status).toBe(200);
    expect((await info(token)).email).toBe('james.oconnor@example.org');
    const login = await t.call(endpoints.auth.login, {
      body: { username: 'james.oconnor@example.org', password: 'fairplay1' },
    });
    expect(login.status).toBe(200);
    expect(login.body.payload.user.username).toBe('coach.james');
    // Keeping one's own e-mail is not a conflict.
    expect((await t.call(endpoints.users.update, { token, body: { email: 'james.oconnor@example.org' } })).status).toBe(
      200,
    );
  });

  it("refuses another user's e-mail with 409 naming email, and changes nothing", async () => {
    const token = await t.login('coach.mei');
    const before = await info(token);
    for (const email of ['admin@riverside.example.com', 'ADMIN@Riverside.Example.com']) {
      const response = await t.call(endpoints.users.update, { token, body: { first_name: 'Changed', email } });
      expect(response.status).toBe(409);
      expect(response.body.code).toBe(409);
      expect(response.errors).toEqual([{ field: 'email', message: 'An account with this e-mail already exists.' }]);
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
      const response = await t.callRaw(endpoints.users.update, { token, body });
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
      const response = await t.call(endpoints.users.update, { token, body });
      expect(response.status).toBe(400);
      const unknown = Object.keys(body).find((key) => key !== 'first_name' && key !== 'business') ?? 'plan';
      expect(errorFields(response)).toContain(unknown);
    }
    expect(await info(token)).toEqual(before);
  });

  it('rejects malformed JSON and a non-object body, and changes nothing', async () => {
    const token = await t.login('shop.alex');
    const before = await info(token);
    const malformed = await t.callRaw(endpoints.users.update, { token, rawBody: '{"first_name": "Alexander",' });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ code: 400, payload: null, message: 'The request body is not valid JSON.' });
    for (const rawBody of ['[]', '"Alexander"', 'null']) {
      const response = await t.callRaw(endpoints.users.update, { token, rawBody });
      expect(response.status).toBe(400);
      expect(response.body.code).toBe(400);
    }
    expect(await info(token)).toEqual(before);
  });

  it('stores SQL meta-characters and any text in names verbatim, and the users table still works', async () => {
    const token = await t.login('erik.larsen');
    const lastName = "O'Brien; DROP TABLE users;--";
    const firstName = 'Zoë "Zed" Ørsted \\ %_';
    const response = await t.call(endpoints.users.update, {
      token,
      body: { first_name: firstName, last_name: lastName },
    });
    expect(response.status).toBe(200);
    expect(await info(token)).toMatchObject({ first_name: firstName, last_name: lastName });
    const [row] = await t.handle.db
      .select({ lastName: users.lastName })
      .from(users)
      .where(eq(users.username, 'erik.larsen'));
    expect(row?.lastName).toBe(lastName);
    const [count] = await queryRows<{ total: number }>(t.handle.db, sql`SELECT count(*)::int AS total FROM users`);
    expect(count!.total).toBeGreaterThan(40);
    expect(
      (await t.call(endpoints.auth.login, { body: { username: 'freya.larsen', password: 'fairplay1' } })).status,
    ).toBe(200);
  });

  it('lets the owner rename the club', async () => {
    const token = await t.login('owner');
    const response = await t.call(endpoints.users.update, {
      token,
      body: { business: { name: '  Riverside Tennis & Golf  ' } },
    });
    expect(response.status).toBe(200);
    expect(response.body.payload.business!.name).toBe('Riverside Tennis & Golf');
    const owner = await info(token);
    expect(owner.business!.name).toBe('Riverside Tennis & Golf');
    expect(owner.memberships[0]!.business_name).toBe('Riverside Tennis & Golf');
    // Everyone in the club sees the new name.
    expect((await info(await t.login('member'))).business!.name).toBe('Riverside Tennis & Golf');
    expect((await t.call(endpoints.users.update, { token, body: { business: { name: DEMO_CLUB_NAME } } })).status).toBe(
      200,
    );
    expect((await info(token)).business!.name).toBe(DEMO_CLUB_NAME);
  });

  it('refuses a club rename with 403 to staff without settings update and to members, and changes nothing', async () => {
    for (const username of ['coach', 'reception', 'member']) {
      const token = await t.login(username);
      const before = await info(token);
      const response = await t.call(endpoints.users.update, {
        token,
        body: { first_name: 'Renamer', business: { name: 'Hijacked Club' } },
      });
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
    (await t.call(endpoints.auth.login, { body: { username, password } })).status;

  it('needs a token', async () => {
    const response = await t.call(endpoints.users.changePassword, {
      body: { old_password: 'fairplay1', new_password: 'new-pass-2024', confirm_password: 'new-pass-2024' },
    });
    expect(response.status).toBe(401);
  });

  it('refuses a wrong old password, a mismatched confirmation and a weak new password, changing nothing', async () => {
    const token = await t.login('ben.carter');
    const cases: [Record<string, unknown>, string][] = [
      [
        { old_password: 'wrong-pass1', new_password: 'new-pass-2024', confirm_password: 'new-pass-2024' },
        'old_password',
      ],
      [{ old_password: '', new_password: 'new-pass-2024', confirm_password: 'new-pass-2024' }, 'old_password'],
      [{ new_password: 'new-pass-2024', confirm_password: 'new-pass-2024' }, 'old_password'],
      [
        { old_password: 'fairplay1', new_password: 'new-pass-2024', confirm_password: 'new-pass-2025' },
        'confirm_password',
      ],
      [{ old_password: 'fairplay1', new_password: 'short1', confirm_password: 'short1' }, 'new_password'],
      [{ old_password: 'fairplay1', new_password: 'onlyletters', confirm_password: 'onlyletters' }, 'new_password'],
      [{ old_password: 'fairplay1', new_password: '1234567890', confirm_password: '1234567890' }, 'new_password'],
      [
        { old_password: 'fairplay1', new_password: `a1${'b'.repeat(24)}`, confirm_password: `a1${'b'.repeat(24)}` },
        'new_password',
      ],
      [{ old_password: 'fairplay1', new_password: 12345678, confirm_password: 12345678 }, 'new_password'],
    ];
    for (const [body, field] of cases) {
      const response = await t.callRaw(endpoints.users.changePassword, { token, body });
      expectFieldError(response, field);
    }
    const strict = await t.callRaw(endpoints.users.changePassword, {
      token,
      body: { old_password: 'fairplay1', new_password: 'new-pass-2024', confirm_password: 'new-pass-2024', user_id: 1 },
    });
    expect(strict.status).toBe(400);
    expect(errorFields(strict)).toContain('user_id');
    const malformed = await t.callRaw(endpoints.users.changePassword, { token, rawBody: '{"old_password":' });
    expect(malformed.status).toBe(400);

    expect((await t.call(endpoints.users.info, { token })).status).toBe(200);
    expect(await loginStatus('ben.carter', 'fairplay1')).toBe(200);
    expect(await loginStatus('ben.carter', 'new-pass-2024')).toBe(401);
  });

  it('changes the password, returns a new token and ends every old session', async () => {
    const token = await t.login('ava.thompson');
    const otherDevice = await t.login('ava.thompson');
    const response = await t.call(endpoints.users.changePassword, {
      token,
      body: { old_password: 'fairplay1', new_password: 'Baseline-99', confirm_password: 'Baseline-99' },
    });
    expect(response.status).toBe(200);
    expect(response.body.message).toBe('Password changed.');
    const newToken = response.body.payload.token;
    expect(typeof newToken).toBe('string');
    expect(newToken).not.toBe(token);

    expect((await t.call(endpoints.users.info, { token })).status).toBe(401);
    expect((await t.call(endpoints.users.info, { token: otherDevice })).status).toBe(401);
    const fresh = await t.call(endpoints.users.info, { token: newToken });
    expect(fresh.status).toBe(200);
    expect(fresh.body.payload.username).toBe('ava.thompson');

    expect(await loginStatus('ava.thompson', 'Baseline-99')).toBe(200);
    expect(await loginStatus('ava.thompson', 'fairplay1')).toBe(401);
    // Nobody else's password moved.
    expect(await loginStatus('liam.walsh', 'fairplay1')).toBe(200);
  });
});
