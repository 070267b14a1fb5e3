import argon2 from 'argon2';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { endpoints } from '@fairplay/contracts';
import { simultaneous, startTestApp, type TestApp } from '../../test/harness.js';

const TOO_MANY = 'Too many failed sign-in attempts. Please wait a few minutes and try again.';
const retryAfterOf = (payload: unknown) => (payload as { retry_after: number }).retry_after;

describe('failed sign-in limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t.close());
  afterEach(() => {
    vi.restoreAllMocks();
  });

  const attempt = (username: string, password: string, ip = '10.0.0.1') =>
    t.call(endpoints.auth.login, { body: { username, password }, ip });
  /**
   * Makes `count` failed attempts with a wrong password that is never hashed: these tests are about the counting,
   * and a hundred real argon2 checks cost a busy CI machine most of a minute. The attempts still go through the
   * whole sign-in, the limiter included; only the password check answers "no" at once.
   */
  const failMany = async (count: number, username: (index: number) => string, ip: (index: number) => string) => {
    const verify = vi.spyOn(argon2, 'verify').mockResolvedValue(false);
    for (let i = 0; i < count; i += 1) expect((await attempt(username(i), 'wrong-pass1', ip(i))).status).toBe(401);
    expect(verify).toHaveBeenCalledTimes(count);
    verify.mockRestore();
  };

  it('locks an account from one address after five failures, the right password included, until retry_after', async () => {
    for (let i = 0; i < 5; i += 1) expect((await attempt('coach', 'wrong-pass1')).status).toBe(401);
    const limited = await attempt('coach', 'fairplay1');
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe(429);
    expect(limited.body.message).toBe(TOO_MANY);
    const retryAfter = retryAfterOf(limited.body.payload);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(18 * 60);
    expect(limited.raw.headers['retry-after']).toBe(String(retryAfter));
    t.clock.advance(retryAfter * 1000);
    expect((await attempt('coach', 'fairplay1')).status).toBe(200);
  });

  it('clears the count of the account from that address on success', async () => {
    for (let i = 0; i < 4; i += 1) await attempt('admin', 'wrong-pass1');
    expect((await attempt('admin', 'fairplay1')).status).toBe(200);
    for (let i = 0; i < 4; i += 1) expect((await attempt('admin', 'wrong-pass1')).status).toBe(401);
  });

  const racers = simultaneous(100);
  it(`checks at most five passwords of ${racers} sent at once, and the right one then gets no token`, async () => {
    // All hundred are wrong: a right one among the first five checked would sign in and rightly clear the count
    // of its address, so the order the database happens to settle them in would decide what this test sees.
    const verify = vi.spyOn(argon2, 'verify');
    const passwords = Array.from({ length: racers }, (_, index) => `wrong-pass-${index}`);
    const answers = await Promise.all(passwords.map((password) => attempt('accountant', password, '10.0.0.2')));
    expect(verify.mock.calls.length).toBeLessThanOrEqual(5);
    expect(answers.filter((answer) => answer.status === 401)).toHaveLength(5);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(racers - 5);
    const right = await attempt('accountant', 'fairplay1', '10.0.0.2');
    expect(right.status).toBe(429);
    expect(verify.mock.calls.length).toBeLessThanOrEqual(5);
  });

  it('lets the owner in from their own address while a stranger hammers the account from another', async () => {
    for (let i = 0; i < 30; i += 1) await attempt('reception', 'wrong-pass1', '203.0.113.66');
    expect((await attempt('reception', 'fairplay1', '203.0.113.66')).status).toBe(429);
    expect((await attempt('reception', 'fairplay1', '198.51.100.10')).status).toBe(200);
  });

  it('limits one address over all accounts at 50 failures, and not the other addresses', async () => {
    await failMany(
      50,
      (i) => `guess${i}`,
      () => '10.0.0.50',
    );
    expect((await attempt('member', 'fairplay1', '10.0.0.50')).status).toBe(429);
    expect((await attempt('member', 'fairplay1', '10.0.0.51')).status).toBe(200);
  });

  it('stops an account at 100 failures an hour from all addresses together (OWASP ASVS V2.2.1)', async () => {
    // Five from each of twenty addresses: no address reaches its own limit.
    await failMany(
      100,
      () => 'coach.sofia',
      (i) => `192.0.2.${Math.floor(i / 5) + 1}`,
    );
    const limited = await attempt('coach.sofia', 'fairplay1', '192.0.2.200');
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe(TOO_MANY);
    expect(retryAfterOf(limited.body.payload)).toBeGreaterThan(50 * 60);
  });

  it('limits an unknown name like an account', async () => {
    for (let i = 0; i < 5; i += 1) expect((await attempt('nobody.at.all', 'wrong-pass1')).status).toBe(401);
    expect((await attempt('nobody.at.all', 'wrong-pass1')).status).toBe(429);
  });
});
