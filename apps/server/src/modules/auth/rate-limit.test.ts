import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { endpoints } from '@fairplay/contracts';

const TOO_MANY = 'Too many failed sign-in attempts. Please wait a few minutes and try again.';

describe('failed sign-in limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t.close());

  const attempt = (username: string, password: string, ip = '10.0.0.1') =>
    t.call(endpoints.auth.login, { body: { username, password }, ip });

  it('locks a username after five failures, even with the right password, until the window passes', async () => {
    for (let i = 0; i < 5; i += 1) expect((await attempt('coach', 'wrong-pass1')).status).toBe(401);
    const limited = await attempt('coach', 'fairplay1');
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe(429);
    expect(limited.body.message).toBe(TOO_MANY);
    expect((limited.body.payload as unknown as { retry_after: number }).retry_after).toBeGreaterThan(0);
    t.clock.advance(15 * 60_000 + 1_000);
    expect((await attempt('coach', 'fairplay1')).status).toBe(200);
  });

  it('clears a username count on success', async () => {
    for (let i = 0; i < 4; i += 1) await attempt('admin', 'wrong-pass1');
    expect((await attempt('admin', 'fairplay1')).status).toBe(200);
    for (let i = 0; i < 4; i += 1) expect((await attempt('admin', 'wrong-pass1')).status).toBe(401);
  });

  it('limits one address trying many usernames', async () => {
    t.clock.advance(16 * 60_000);
    for (let i = 0; i < 20; i += 1) expect((await attempt(`guess${i}`, 'wrong-pass1')).status).toBe(401);
    expect((await attempt('reception', 'fairplay1')).status).toBe(429);
  });
});
