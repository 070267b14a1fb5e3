import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@fairplay/contracts';
import { queryRows } from '@fairplay/db';
import { startTestApp, type TestApp } from '../../test/harness.js';

/** TRUST_PROXY lists the proxies whose X-Forwarded-For is believed; anyone else's is ignored. */
describe('the address a limit counts, behind a trusted proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ config: { trustProxy: ['10.0.0.2', '172.16.0.0/12'] } });
  });
  afterAll(async () => t.close());

  const failedSignIn = (peer: string, forwardedFor: string) =>
    t.call(endpoints.auth.login, {
      body: { username: 'member', password: 'wrong-pass1' },
      ip: peer,
      headers: { 'x-forwarded-for': forwardedFor },
    });

  async function countedAddresses(): Promise<string[]> {
    const rows = await queryRows<{ key: string }>(
      t.handle.db,
      sql`SELECT key FROM rate_limit_counters WHERE key LIKE 'login.address:%' ORDER BY key`,
    );
    return rows.map((row) => row.key.slice('login.address:'.length));
  }

  it('counts the peer, not a forged X-Forwarded-For, when the peer is no trusted proxy', async () => {
    expect((await failedSignIn('203.0.113.9', '198.51.100.7')).status).toBe(401);
    expect(await countedAddresses()).toEqual(['203.0.113.9']);
  });

  it('cannot escape a limit by changing the forged address', async () => {
    for (let i = 0; i < 4; i += 1) expect((await failedSignIn('203.0.113.9', `198.51.100.${20 + i}`)).status).toBe(401);
    expect((await failedSignIn('203.0.113.9', '198.51.100.99')).status).toBe(429);
  });

  it('counts the client a trusted proxy names', async () => {
    expect((await failedSignIn('10.0.0.2', '198.51.100.8')).status).toBe(401);
    expect((await failedSignIn('172.20.1.1', '198.51.100.9')).status).toBe(401);
    expect(await countedAddresses()).toEqual(['198.51.100.8', '198.51.100.9', '203.0.113.9']);
  });
});
