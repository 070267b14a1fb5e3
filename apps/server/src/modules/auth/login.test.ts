import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users, queryRows } from '@fairplay/db';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { endpoints } from '@fairplay/contracts';

describe('auth/login', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t.close());

  it('signs in by username, trimming and lowercasing it and trimming the password', async () => {
    const response = await t.call(endpoints.auth.login, {
      body: { username: '  Owner ', password: ' fairplay1 ', front: true },
    });
    expect(response.status).toBe(200);
    expect(response.body.code).toBe(200);
    expect(response.body.payload.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const user = response.body.payload.user;
    expect(user).toMatchObject({
      username: 'owner',
      user_type: 'bu',
      first_name: 'Olivia',
      member_type: { key: 'owner' },
    });
    for (const field of [
      'user_id',
      'id',
      'uid',
      'profile_image',
      'business_id',
      'business',
      'dob',
      'last_name',
      'email',
      'phone',
      'premium',
      'subscribed',
      'subscription',
      'memberships',
      'namespace',
    ]) {
      expect(user).toHaveProperty(field);
    }
  });

  it('signs in by e-mail', async () => {
    const response = await t.call(endpoints.auth.login, {
      body: { username: 'COACH@riverside.example.com', password: 'fairplay1' },
    });
    expect(response.status).toBe(200);
    expect(response.body.payload.user.username).toBe('coach');
  });

  it('answers a wrong password and an unknown user alike with "Incorrect Credentials"', async () => {
    const wrong = await t.call(endpoints.auth.login, { body: { username: 'admin', password: 'wrong-pass1' } });
    const unknown = await t.call(endpoints.auth.login, { body: { username: 'nobody.here', password: 'fairplay1' } });
    for (const response of [wrong, unknown]) {
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ code: 401, payload: null, message: 'Incorrect Credentials' });
    }
  });

  it('answers a blocked account with BlockError and its message', async () => {
    await t.handle.db
      .update(users)
      .set({ status: 'blocked', blockMessage: 'Blocked for unpaid fees.' })
      .where(eq(users.username, 'ben.carter'));
    const response = await t.call(endpoints.auth.login, { body: { username: 'ben.carter', password: 'fairplay1' } });
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ code: 403, payload: { name: 'BlockError' }, message: 'Blocked for unpaid fees.' });
  });

  it('answers a paused account with the paused message', async () => {
    await t.handle.db.update(users).set({ status: 'paused' }).where(eq(users.username, 'hana.sato'));
    const response = await t.call(endpoints.auth.login, { body: { username: 'hana.sato', password: 'fairplay1' } });
    expect(response.status).toBe(403);
    expect(response.body.message).toBe(
      'Your account is on pause. Contact your account manager at the provider to resume.',
    );
    expect(response.body.payload).toEqual({ name: 'PauseError' });
  });

  it('ends the sessions of an account that gets blocked', async () => {
    const token = await t.login('ivan.petrov');
    await t.handle.db.update(users).set({ status: 'blocked' }).where(eq(users.username, 'ivan.petrov'));
    const response = await t.call(endpoints.users.info, { token });
    expect(response.status).toBe(401);
  });

  it('rejects missing, wrong-typed, oversize and unknown fields naming each', async () => {
    const cases: [unknown, string][] = [
      [{ password: 'fairplay1' }, 'username'],
      [{ username: 'owner' }, 'password'],
      [{ username: ['owner'], password: 'fairplay1' }, 'username'],
      [{ username: 'o'.repeat(255), password: 'fairplay1' }, 'username'],
      [{ username: 'owner', password: 'p'.repeat(201) }, 'password'],
      [{ username: 'owner', password: 'fairplay1', isAdmin: true }, 'isAdmin'],
    ];
    for (const [body, field] of cases) {
      const response = await t.callRaw(endpoints.auth.login, { body });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.errors[0]!.field).toBe(field);
    }
  });

  it('treats SQL meta-characters as plain text', async () => {
    const response = await t.call(endpoints.auth.login, {
      body: { username: "owner' OR '1'='1", password: "x' OR '1'='1" },
    });
    expect(response.status).toBe(401);
    const [row] = await queryRows<{ count: number }>(t.handle.db, sql`SELECT count(*)::int AS count FROM users`);
    expect(row!.count).toBeGreaterThan(40);
  });
});

describe('sessions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t.close());

  it('signs out by revoking the token', async () => {
    const token = await t.login('reception');
    expect((await t.call(endpoints.users.info, { token })).status).toBe(200);
    const logout = await t.call(endpoints.auth.logout, { token });
    expect(logout.body).toEqual({ code: 200, payload: null, message: 'Signed out.' });
    const after = await t.call(endpoints.users.info, { token });
    expect(after.status).toBe(401);
    expect(after.body.message).toBe('Your session has expired. Please sign in again.');
  });

  it('keeps other sessions of the same user alive after one signs out', async () => {
    const first = await t.login('accountant');
    const second = await t.login('accountant');
    await t.call(endpoints.auth.logout, { token: first });
    expect((await t.call(endpoints.users.info, { token: second })).status).toBe(200);
  });

  it('expires tokens after their lifetime', async () => {
    const token = await t.login('admin');
    t.clock.advance(31 * 24 * 3_600_000);
    expect((await t.call(endpoints.users.info, { token })).status).toBe(401);
  });

  it('stores only a hash of each token', async () => {
    const token = await t.login('coach');
    const rows = await queryRows<{ token_hash: string }>(t.handle.db, sql`SELECT token_hash FROM auth_sessions`);
    expect(rows.some((row) => row.token_hash === token)).toBe(false);
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.token_hash))).toBe(true);
  });
});
