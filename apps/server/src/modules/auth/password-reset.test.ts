import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '@fairplay/db';
import { startTestApp, type TestApp } from '../../test/harness.js';
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

  it('answers an unknown account with "Incorrect Credentials"', async () => {
    const response = await t.call(endpoints.auth.forgotPassword, { body: { username: 'ghost.user' } });
    expect(response.status).toBe(404);
    expect(response.body.message).toBe('Incorrect Credentials');
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
    expect(response.body.message).toBe('code: This reset code is invalid or has expired.');
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

  it('limits reset e-mails per address', async () => {
    let last = 0;
    for (let i = 0; i < 11; i += 1) {
      last = (await t.call(endpoints.auth.forgotPassword, { body: { username: 'ben.carter' }, ip: '10.9.9.9' })).status;
    }
    expect(last).toBe(429);
  });
});
