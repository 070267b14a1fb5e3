import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@fairplay/contracts';
import { startTestApp, type TestApp } from '../../test/harness.js';

/**
 * users/update still answers a taken e-mail with 409 (the caller is signed in and named), but each e-mail change
 * counts: 5 an hour per user, so nobody lists the accounts this way.
 */
describe('users/update e-mail changes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t.close());

  it('limits e-mail changes per user to five an hour, taken addresses included', async () => {
    const token = await t.login('coach.james');
    const taken = ['admin', 'owner', 'reception', 'accountant'].map((name) => `${name}@riverside.example.com`);
    for (const email of taken) {
      expect((await t.call(endpoints.users.update, { token, body: { email } })).status).toBe(409);
    }
    expect((await t.call(endpoints.users.update, { token, body: { email: 'james.new@example.org' } })).status).toBe(
      200,
    );
    const limited = await t.call(endpoints.users.update, { token, body: { email: 'member@riverside.example.com' } });
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe('Too many requests. Please slow down and try again shortly.');
    // Other changes, and sending the address the user already has, are not e-mail changes.
    expect((await t.call(endpoints.users.update, { token, body: { first_name: 'Jim' } })).status).toBe(200);
    expect((await t.call(endpoints.users.update, { token, body: { email: 'james.new@example.org' } })).status).toBe(
      200,
    );
    // Another user is not limited by this one.
    const other = await t.login('coach.mei');
    expect(
      (await t.call(endpoints.users.update, { token: other, body: { email: 'admin@riverside.example.com' } })).status,
    ).toBe(409);
  });
});
