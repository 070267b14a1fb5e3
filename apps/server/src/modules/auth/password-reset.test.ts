import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, passwordResets, users } from '@fairplay/db';
import { simultaneous, startTestApp, type TestApp } from '../../test/harness.js';
import { endpoints } from '@fairplay/contracts';

async function latestCode(t: TestApp, to: string): Promise<string> {
  const [email] = await t.handle.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, to))
    .orderBy(desc(emailOutbox.id))
    .limit(1);
  const code = email?.textBody.match(/reset code is (\d{6})/)?.[1];
  if (!code) throw new Error(`no reset e-mail for ${to}`);
  return code;
}

describe('forgot and reset password', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t.close());

  it('answers an unknown account as a known one, and e-mails nobody', async () => {
    const before = await t.handle.db.select().from(emailOutbox);
    const unknown = await t.call(endpoints.auth.forgotPassword, { body: { username: 'ghost.user' } });
    const known = await t.call(endpoints.auth.forgotPassword, { body: { username: 'ben.carter' } });
    for (const response of [unknown, known]) {
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ code: 200, payload: null, message: 'Please check your email.' });
    }
    const after = await t.handle.db.select().from(emailOutbox);
    expect(after.slice(before.length).map((email) => email.toAddress)).toEqual(['ben.carter@riverside.example.com']);
  });

  it('e-mails a one-time code through the outbox and lets it set a new password', async () => {
    const oldToken = await t.login('zoe.martin');
    const response = await t.call(endpoints.auth.forgotPassword, {
      body: { username: 'zoe.martin@riverside.example.com' },
    });
    expect(response.body).toEqual({ code: 200, payload: null, message: 'Please check your email.' });
    const [email] = await t.handle.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, 'zoe.martin@riverside.example.com'));
    expect(email).toMatchObject({ status: 'pending', subject: 'Your Fairplay password reset code' });
    expect(email!.textBody).toContain('http://fairplay.test/reset-password?username=zoe.martin&code=');
    const code = await latestCode(t, 'zoe.martin@riverside.example.com');

    const reset = await t.call(endpoints.auth.resetPassword, {
      body: { username: 'zoe.martin', code, new_password: 'new-serve-42', confirm_password: 'new-serve-42' },
    });
    expect(reset.status).toBe(200);
    expect((await t.call(endpoints.users.info, { token: oldToken })).status).toBe(401);
    expect(await t.login('zoe.martin', 'new-serve-42')).toBeTruthy();
    const again = await t.call(endpoints.auth.resetPassword, {
      body: { username: 'zoe.martin', code, new_password: 'other-serve-42', confirm_password: 'other-serve-42' },
    });
    expect(again.status).toBe(400);
    expect(again.errors[0]!.field).toBe('code');
  });

  it('expires the code after one hour', async () => {
    await t.call(endpoints.auth.forgotPassword, { body: { username: 'omar.haddad' } });
    const code = await latestCode(t, 'omar.haddad@riverside.example.com');
    t.clock.advance(61 * 60_000);
    const response = await t.call(endpoints.auth.resetPassword, {
      body: { username: 'omar.haddad', code, new_password: 'late-serve-42', confirm_password: 'late-serve-42' },
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('This reset code is invalid or has expired.');
  });

  it('stops accepting a code after five wrong guesses', async () => {
    await t.call(endpoints.auth.forgotPassword, { body: { username: 'julia.rossi' } });
    const code = await latestCode(t, 'julia.rossi@riverside.example.com');
    const wrong = code === '000000' ? '111111' : '000000';
    const body = (guess: string) => ({
      username: 'julia.rossi',
      code: guess,
      new_password: 'guess-serve-42',
      confirm_password: 'guess-serve-42',
    });
    for (let i = 0; i < 5; i += 1)
      expect((await t.call(endpoints.auth.resetPassword, { body: body(wrong) })).status).toBe(400);
    expect((await t.call(endpoints.auth.resetPassword, { body: body(code) })).status).toBe(400);
  });

  it('validates the reset request', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ username: 'x', code: '12345', new_password: 'good-pass-1', confirm_password: 'good-pass-1' }, 'code'],
      [{ username: 'x', code: '123456', new_password: 'weak', confirm_password: 'weak' }, 'new_password'],
      [
        { username: 'x', code: '123456', new_password: 'good-pass-1', confirm_password: 'other-pass-1' },
        'confirm_password',
      ],
    ];
    for (const [body, field] of cases) {
      const response = await t.callRaw(endpoints.auth.resetPassword, { body });
      expect(response.status).toBe(400);
      expect(response.errors[0]!.field).toBe(field);
    }
    expect((await t.call(endpoints.auth.forgotPassword, { body: { username: '' } })).status).toBe(400);
  });

  it('limits reset e-mails per target account, known or not, from any address', async () => {
    for (const username of ['lucas.wilson', 'no.such.member']) {
      for (let i = 0; i < 5; i += 1) {
        const ip = `10.8.${i}.1`;
        expect((await t.call(endpoints.auth.forgotPassword, { body: { username }, ip })).status).toBe(200);
      }
      const limited = await t.call(endpoints.auth.forgotPassword, { body: { username }, ip: '10.8.9.1' });
      expect(limited.status).toBe(429);
      expect(limited.body.message).toBe('Too many requests. Please slow down and try again shortly.');
    }
    // The e-mail address names the same account as the username.
    const byEmail = await t.call(endpoints.auth.forgotPassword, {
      body: { username: 'lucas.wilson@riverside.example.com' },
      ip: '10.8.9.2',
    });
    expect(byEmail.status).toBe(429);
  });

  it('limits reset e-mails per address', async () => {
    const ask = (username: string) => t.call(endpoints.auth.forgotPassword, { body: { username }, ip: '10.9.9.9' });
    for (let i = 0; i < 10; i += 1) expect((await ask(`reader${i}`)).status).toBe(200);
    expect((await ask('julia.rossi')).status).toBe(429);
  });

  const racers = simultaneous(300);
  it(`compares at most five of ${racers} guesses sent at once, and refuses the right code once they are spent`, async () => {
    await t.call(endpoints.auth.forgotPassword, { body: { username: 'mia.wilson' } });
    const code = await latestCode(t, 'mia.wilson@riverside.example.com');
    const guesses = Array.from({ length: racers }, (_, index) => String((Number(code) + 1 + index) % 1_000_000));
    const answers = await Promise.all(
      guesses.map((guess, index) =>
        t.call(endpoints.auth.resetPassword, {
          body: {
            username: 'mia.wilson',
            code: guess.padStart(6, '0'),
            new_password: 'guess-serve-42',
            confirm_password: 'guess-serve-42',
          },
          // From many addresses: the per-account limit and the code's five tries hold anyway.
          ip: `10.7.${Math.floor(index / 200)}.${index % 200}`,
        }),
      ),
    );
    expect(answers.filter((answer) => answer.status !== 429).length).toBeLessThanOrEqual(10);
    const [reset] = await t.handle.db
      .select({ attempts: passwordResets.attempts })
      .from(passwordResets)
      .innerJoin(users, eq(users.id, passwordResets.userId))
      .where(eq(users.username, 'mia.wilson'))
      .orderBy(desc(passwordResets.id))
      .limit(1);
    expect(reset!.attempts).toBeLessThanOrEqual(5);

    t.clock.advance(20 * 60_000);
    const right = await t.call(endpoints.auth.resetPassword, {
      body: { username: 'mia.wilson', code, new_password: 'right-serve-42', confirm_password: 'right-serve-42' },
      ip: '10.7.9.9',
    });
    expect(right.status).toBe(400);
    expect(right.errors[0]!.field).toBe('code');
  });

  it('limits reset tries per address and per account', async () => {
    const body = (username: string) => ({
      username,
      code: '123456',
      new_password: 'guess-serve-42',
      confirm_password: 'guess-serve-42',
    });
    for (let i = 0; i < 20; i += 1) {
      const response = await t.call(endpoints.auth.resetPassword, { body: body(`someone${i}`), ip: '10.6.0.1' });
      expect(response.status).toBe(400);
    }
    expect((await t.call(endpoints.auth.resetPassword, { body: body('other'), ip: '10.6.0.1' })).status).toBe(429);

    for (let i = 0; i < 10; i += 1) {
      const response = await t.call(endpoints.auth.resetPassword, { body: body('sam.garcia'), ip: `10.6.1.${i}` });
      expect(response.status).toBe(400);
    }
    expect((await t.call(endpoints.auth.resetPassword, { body: body('sam.garcia'), ip: '10.6.2.1' })).status).toBe(429);
  });
});
