import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@fairplay/db';
import { startTestApp, type TestApp } from './harness.js';

/** Every write of the foundation, with a body that is otherwise valid, so each bad variant isolates one fault. */
const WRITES: {
  method: 'POST' | 'PUT';
  url: string;
  signedIn: boolean;
  body: Record<string, unknown>;
  longField: string;
}[] = [
  {
    method: 'POST',
    url: '/api/v1/auth/login',
    signedIn: false,
    body: { username: 'owner', password: 'fairplay1' },
    longField: 'username',
  },
  {
    method: 'POST',
    url: '/api/v1/auth/verifyusername',
    signedIn: false,
    body: { username: 'someone' },
    longField: 'username',
  },
  {
    method: 'POST',
    url: '/api/v1/auth/verifydemocode',
    signedIn: false,
    body: { demo_code: 'FAIRPLAY-DEMO' },
    longField: 'demo_code',
  },
  {
    method: 'POST',
    url: '/api/v1/auth/register',
    signedIn: false,
    body: {
      user_type: 'nbu',
      firstName: 'Ana',
      lastName: 'Lima',
      username: 'ana.lima',
      email: 'ana@example.org',
      dob: '1990-01-01',
      password: 'serve-and-42',
    },
    longField: 'firstName',
  },
  {
    method: 'POST',
    url: '/api/v1/auth/forgotpassword',
    signedIn: false,
    body: { username: 'owner' },
    longField: 'username',
  },
  {
    method: 'POST',
    url: '/api/v1/auth/resetpassword',
    signedIn: false,
    body: { username: 'owner', code: '123456', new_password: 'serve-and-42', confirm_password: 'serve-and-42' },
    longField: 'username',
  },
  {
    method: 'PUT',
    url: '/api/v1/users/update',
    signedIn: true,
    body: { first_name: 'Olivia' },
    longField: 'first_name',
  },
  {
    method: 'POST',
    url: '/api/v1/users/changepassword',
    signedIn: true,
    body: { old_password: 'fairplay1', new_password: 'serve-and-42', confirm_password: 'serve-and-42' },
    longField: 'new_password',
  },
  {
    method: 'PUT',
    url: '/api/v1/users/set_business',
    signedIn: true,
    body: { business_id: 1 },
    longField: 'business_id',
  },
];

describe('bad input on every foundation write', () => {
  let t: TestApp;
  let token: string;
  let before: unknown;

  async function snapshot() {
    return queryRows(
      t.handle.db,
      sql`SELECT (SELECT count(*)::int FROM users) AS users, (SELECT count(*)::int FROM businesses) AS clubs,
                 (SELECT count(*)::int FROM business_members) AS members, (SELECT count(*)::int FROM password_resets) AS resets,
                 (SELECT count(*)::int FROM email_outbox) AS emails,
                 (SELECT string_agg(first_name || last_name || email || coalesce(phone, ''), ',' ORDER BY id) FROM users) AS people`,
    );
  }

  beforeAll(async () => {
    t = await startTestApp();
    token = await t.login('owner');
    before = await snapshot();
  });
  afterAll(async () => t.close());

  for (const write of WRITES) {
    const call = (extra: { body?: unknown; rawBody?: string }) =>
      t.api({ method: write.method, url: write.url, token: write.signedIn ? token : undefined, ...extra });

    it(`${write.method} ${write.url}: malformed JSON, a non-object body and an empty body give 400`, async () => {
      for (const rawBody of ['{"a":', '[1, 2]', '"text"', 'null']) {
        const response = await call({ rawBody });
        expect(response.status, rawBody).toBe(400);
        expect(response.body.code).toBe(400);
      }
    });

    it(`${write.method} ${write.url}: each missing field and a wrong type are named`, async () => {
      // Every profile field is optional, so users/update has no missing-field case.
      const required = write.url.endsWith('/users/update') ? [] : Object.keys(write.body);
      for (const field of required) {
        const { [field]: _dropped, ...rest } = write.body;
        const missing = await call({ body: rest });
        expect(missing.status, field).toBe(400);
        expect(missing.body.message).toContain(field);
      }
      const wrongType = await call({ body: { ...write.body, [write.longField]: { nested: true } } });
      expect(wrongType.status).toBe(400);
      expect(wrongType.body.payload.errors.map((error: { field: string }) => error.field)).toContain(write.longField);
    });

    it(`${write.method} ${write.url}: strings over the limit and SQL meta-characters are refused or kept as text`, async () => {
      const long = await call({
        body: { ...write.body, [write.longField]: `${"x'; DROP TABLE users; --".repeat(40)}` },
      });
      expect(long.status).toBe(400);
      expect(long.body.message).toContain(write.longField);
    });
  }

  it('left nothing written by any of the bad requests', async () => {
    expect(await snapshot()).toEqual(before);
  });
});
