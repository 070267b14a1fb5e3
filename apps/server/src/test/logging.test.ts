import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, endpoints } from '@fairplay/contracts';
import { serializeError } from '../plugins/envelope.js';
import { startTestApp, type TestApp } from './harness.js';

const EMAIL = 'ana.lima@leak.example';
const PASSWORD = 'serve-and-42-secret';
const TOKEN = 'tok-0123456789abcdef-secret';

describe('the log carries no personal data', () => {
  let t: TestApp;
  const lines: string[] = [];

  beforeAll(async () => {
    t = await startTestApp({ seed: false, logStream: { write: (line) => void lines.push(line) } });
  });
  afterAll(async () => t.close());

  it('logs a failed query by its class, code, constraint and message, never its parameters, hash or e-mail', async () => {
    // A real failing write: the users table refuses this e-mail, so the registration's INSERT fails in the database.
    await t.handle.db.execute(
      sql.raw(`ALTER TABLE users ADD CONSTRAINT no_leak_domain CHECK (email NOT LIKE '%@leak.example')`),
    );
    const response = await t.callRaw(endpoints.auth.register, {
      headers: { 'access-token': TOKEN, authorization: `Bearer ${TOKEN}`, cookie: `session=${TOKEN}` },
      body: {
        user_type: 'nbu',
        firstName: 'Ana',
        lastName: 'Lima',
        username: 'ana.lima',
        email: EMAIL,
        dob: '1990-01-01',
        password: PASSWORD,
      },
    });
    expect(response.body).toEqual({ code: 400, payload: null, message: MESSAGES.valueNotAllowed });
    const log = lines.join('');
    for (const secret of [EMAIL, 'leak.example', PASSWORD, '$argon2', TOKEN, 'params']) {
      expect(log, secret).not.toContain(secret);
    }
    expect(log).toContain('database refused the request');
    expect(log).toContain('no_leak_domain');
    expect(log).toContain('23514');
  });

  it('serializes a driver error without its params or query text', () => {
    const cause = Object.assign(new Error('new row for relation "users" violates check constraint "users_email"'), {
      code: '23514',
      constraint: 'users_email',
      detail: 'Failing row contains (a@b.c, secret-hash).',
    });
    const error = Object.assign(
      new Error('Failed query: insert into "users" ("email", "password") values ($1, $2)\nparams: a@b.c,secret-hash'),
      { params: ['a@b.c', 'secret-hash'], query: 'insert into "users" values ($1, $2)', cause },
    );
    const logged = serializeError(error);
    const text = JSON.stringify(logged);
    expect(text).not.toContain('a@b.c');
    expect(text).not.toContain('secret-hash');
    expect(logged).toMatchObject({
      type: 'Error',
      message: 'Failed query: insert into "users" ("email", "password") values ($1, $2)',
      cause: { code: '23514', constraint: 'users_email' },
    });
    expect(logged.stack).toMatch(/^\s+at /);
  });
});
