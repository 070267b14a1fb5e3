import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@fairplay/db';
import { endpoints, type BodyInput, type EndpointDefinition } from '@fairplay/contracts';
import { startTestApp, type TestApp, errorFields } from './harness.js';

interface Write {
  endpoint: EndpointDefinition;
  signedIn: boolean;
  body: Record<string, unknown>;
  longField: string;
}

/** One write, its valid body and long field checked against the endpoint's body. */
function write<E extends EndpointDefinition>(entry: {
  endpoint: E;
  signedIn: boolean;
  body: BodyInput<E> & Record<string, unknown>;
  longField: keyof BodyInput<E> & string;
}): Write {
  return entry;
}

/** Every write of the foundation, with a body that is otherwise valid, so each bad variant isolates one fault. */
const WRITES: Write[] = [
  write({
    endpoint: endpoints.auth.login,
    signedIn: false,
    body: { username: 'owner', password: 'fairplay1' },
    longField: 'username',
  }),
  write({
    endpoint: endpoints.auth.verifyUsername,
    signedIn: false,
    body: { username: 'someone' },
    longField: 'username',
  }),
  write({
    endpoint: endpoints.auth.verifyDemoCode,
    signedIn: false,
    body: { demo_code: 'FAIRPLAY-DEMO' },
    longField: 'demo_code',
  }),
  write({
    endpoint: endpoints.auth.register,
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
  }),
  write({
    endpoint: endpoints.auth.forgotPassword,
    signedIn: false,
    body: { username: 'owner' },
    longField: 'username',
  }),
  write({
    endpoint: endpoints.auth.resetPassword,
    signedIn: false,
    body: { username: 'owner', code: '123456', new_password: 'serve-and-42', confirm_password: 'serve-and-42' },
    longField: 'username',
  }),
  write({
    endpoint: endpoints.users.update,
    signedIn: true,
    body: { first_name: 'Olivia' },
    longField: 'first_name',
  }),
  write({
    endpoint: endpoints.users.changePassword,
    signedIn: true,
    body: { old_password: 'fairplay1', new_password: 'serve-and-42', confirm_password: 'serve-and-42' },
    longField: 'new_password',
  }),
  write({
    endpoint: endpoints.users.setBusiness,
    signedIn: true,
    body: { business_id: 1 },
    longField: 'business_id',
  }),
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
                 (SELECT count(*)::int FROM email_outbox) AS emails, (SELECT count(*)::int FROM contact_messages) AS contacts,
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
      t.callRaw(write.endpoint, { token: write.signedIn ? token : undefined, ...extra });

    it(`${write.endpoint.method} ${write.endpoint.path}: malformed JSON, a non-object body and an empty body give 400`, async () => {
      for (const rawBody of ['{"a":', '[1, 2]', '"text"', 'null']) {
        const response = await call({ rawBody });
        expect(response.status, rawBody).toBe(400);
        expect(response.body.code).toBe(400);
      }
    });

    it(`${write.endpoint.method} ${write.endpoint.path}: each missing field and a wrong type are named`, async () => {
      // Every profile field is optional, so users/update has no missing-field case.
      const required = write.endpoint === endpoints.users.update ? [] : Object.keys(write.body);
      for (const field of required) {
        const { [field]: _dropped, ...rest } = write.body;
        const missing = await call({ body: rest });
        expect(missing.status, field).toBe(400);
        expect(errorFields(missing)).toContain(field);
      }
      const wrongType = await call({ body: { ...write.body, [write.longField]: { nested: true } } });
      expect(wrongType.status).toBe(400);
      expect(wrongType.errors.map((error) => error.field)).toContain(write.longField);
    });

    it(`${write.endpoint.method} ${write.endpoint.path}: strings over the limit and SQL meta-characters are refused or kept as text`, async () => {
      const long = await call({
        body: { ...write.body, [write.longField]: `${"x'; DROP TABLE users; --".repeat(40)}` },
      });
      expect(long.status).toBe(400);
      expect(errorFields(long)).toContain(write.longField);
    });
  }

  it('POST /contactus and every foundation write: a NUL character in any text field gives 400 naming it', async () => {
    const contact = {
      first_name: 'Ana',
      last_name: 'Lima',
      email: 'ana@example.org',
      phone: '',
      message: 'Hello there, please call me.',
      job_title: 'Coach',
    };
    const targets = [
      ...WRITES,
      { endpoint: endpoints.marketing.contactUs, signedIn: false, body: contact as Record<string, unknown> },
    ];
    for (const write of targets) {
      for (const [field, value] of Object.entries(write.body)) {
        if (typeof value !== 'string') continue;
        for (const bad of ['a\u0000b', '\u0000']) {
          const response = await t.callRaw(write.endpoint, {
            token: write.signedIn ? token : undefined,
            body: { ...write.body, [field]: bad },
          });
          const where = `${write.endpoint.path} ${field}`;
          expect(response.status, where).toBe(400);
          expect(response.body.code, where).toBe(400);
          expect(response.errors, where).toEqual([{ field, message: 'Must not contain NUL characters.' }]);
          expect(response.body.message, where).toBe('Must not contain NUL characters.');
        }
      }
    }
    // Nested values and keys are checked too.
    const nested = await t.callRaw(endpoints.auth.login, { body: { username: 'owner', password: ['x\u0000'] } });
    expect(nested.errors).toEqual([{ field: 'password.0', message: 'Must not contain NUL characters.' }]);
    expect((await t.callRaw(endpoints.auth.login, { body: { username: 'owner', 'pass\u0000': 'x' } })).status).toBe(
      400,
    );
  });

  it('left nothing written by any of the bad requests', async () => {
    expect(await snapshot()).toEqual(before);
  });
});
