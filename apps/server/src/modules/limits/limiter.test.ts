import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@fairplay/db';
import { AppError } from '../../errors.js';
import { simultaneous, startTestApp, type TestApp } from '../../test/harness.js';
import { createLimiter, type LimitRule } from './index.js';

const MINUTE = 60_000;
const rule = (name: string, limit = 5, minutes = 15): LimitRule => ({
  name,
  limit,
  periodMs: minutes * MINUTE,
  message: 'Slow down.',
});

async function refusal(attempt: Promise<unknown>): Promise<AppError> {
  const error = await attempt.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof AppError)) throw new Error(`expected a refusal, got ${String(error)}`);
  return error;
}

const retryAfterOf = (error: AppError) => (error.payload as { retry_after: number }).retry_after;

describe('the database rate limiter', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ seed: false });
  });
  afterAll(async () => t.close());

  const limiter = () => createLimiter(t.handle.db, t.clock.now);

  it('allows the limit, then answers 429 with the seconds until one more fits, and allows again after them', async () => {
    const limits = limiter();
    const fiveIn15 = rule('basic');
    for (let i = 0; i < 5; i += 1) await limits.reserve(fiveIn15, 'a');
    const refused = await refusal(limits.reserve(fiveIn15, 'a'));
    expect(refused.statusCode).toBe(429);
    expect(refused.message).toBe('Slow down.');
    const retryAfter = retryAfterOf(refused);
    // The five leave the count between one and 1.2 periods after they happened.
    expect(retryAfter).toBeGreaterThan(15 * 60 - 5);
    expect(retryAfter).toBeLessThanOrEqual(18 * 60);
    await limits.reserve(fiveIn15, 'b');
    t.clock.advance(retryAfter * 1000);
    await limits.reserve(fiveIn15, 'a');
  });

  it('never lets more than the limit through in any span of the period, across window boundaries', async () => {
    const limits = limiter();
    const fiveIn15 = rule('spread');
    const allowedAt: number[] = [];
    // One try a minute for two hours: the allowed ones, however the windows fall, are at most 5 in any 15 minutes.
    for (let minute = 0; minute < 120; minute += 1) {
      const allowed = await limits.reserve(fiveIn15, 'steady').then(
        () => true,
        () => false,
      );
      if (allowed) allowedAt.push(t.clock.now().getTime());
      t.clock.advance(MINUTE);
    }
    for (const start of allowedAt) {
      expect(allowedAt.filter((at) => at >= start && at < start + 15 * MINUTE).length).toBeLessThanOrEqual(5);
    }
    // ... and the limit is not a lock-out: over two hours it lets through at least the limit every 18 minutes.
    expect(allowedAt.length).toBeGreaterThanOrEqual(5 * Math.floor(120 / 18));
  });

  const racers = simultaneous(100);
  it(`lets exactly the limit through when ${racers} tries arrive at once`, async () => {
    const limits = limiter();
    const tenIn15 = rule('parallel', 10);
    const results = await Promise.allSettled(Array.from({ length: racers }, () => limits.reserve(tenIn15, 'burst')));
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(10);
    const [row] = await queryRows<{ total: number }>(
      t.handle.db,
      sql`SELECT sum(count)::int AS total FROM rate_limit_counters WHERE key = 'parallel:burst'`,
    );
    expect(row!.total).toBe(10);
  });

  it('lets exactly the limit through when tries arrive at once on both sides of a window edge', async () => {
    const tenIn15 = rule('edge', 10);
    const windowMs = (15 * MINUTE) / 5;
    const edge = Math.ceil(t.clock.now().getTime() / windowMs) * windowMs;
    // The clock passes the edge halfway through the tries.
    let reads = 0;
    const limits = createLimiter(t.handle.db, () => new Date((reads += 1) <= 30 ? edge - 1 : edge + 1));
    const results = await Promise.allSettled(Array.from({ length: 60 }, () => limits.reserve(tenIn15, 'e')));
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(10);
  });

  it('holds across limiter instances, as across server processes and restarts', async () => {
    const first = limiter();
    const second = limiter();
    const threeIn15 = rule('shared', 3);
    await first.reserve(threeIn15, 'x');
    await second.reserve(threeIn15, 'x');
    await first.reserve(threeIn15, 'x');
    expect((await refusal(limiter().reserve(threeIn15, 'x'))).statusCode).toBe(429);
  });

  it('gives a reservation back, forgets a cleared key, and counts a refusal nowhere', async () => {
    const limits = limiter();
    const two = rule('release', 2);
    const other = rule('release-other', 1);
    const kept = await limits.reserve(two, 'k');
    await limits.reserve(two, 'k');
    await limits.release(kept);
    await limits.reserve(two, 'k');
    await limits.clear(two, 'k');
    await limits.reserve(two, 'k');
    await limits.reserve(two, 'k');

    await limits.reserve(other, 'k');
    // The first rule's try is given back when the second refuses.
    await refusal(
      limits.reserveAll([
        [rule('release-first', 1), 'k'],
        [other, 'k'],
      ]),
    );
    await limits.reserve(rule('release-first', 1), 'k');
  });

  it('prunes rows that no longer count', async () => {
    await limiter().reserve(rule('old', 1, 1), 'p');
    t.clock.advance(10 * MINUTE);
    await limiter().reserve(rule('new', 1, 1), 'p');
    const keys = await queryRows<{ key: string }>(
      t.handle.db,
      sql`SELECT key FROM rate_limit_counters WHERE key IN ('old:p', 'new:p')`,
    );
    expect(keys.map((row) => row.key)).toEqual(['new:p']);
  });
});
