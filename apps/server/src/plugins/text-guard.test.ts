import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@fairplay/contracts';
import { startTestApp, type TestApp } from '../test/harness.js';

/** Arrays or objects nested `depth` levels, as raw JSON text. */
const nestedArrays = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const nestedObjects = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

/**
 * A body nested thousands of levels deep (it fits in the 256 KiB limit) is refused with a 400 before anything walks
 * it: the NUL scan used to recurse once per level and overflow the stack, answering 500 (found by probing past the
 * API sweep).
 */
describe('deeply nested bodies', () => {
  let t: TestApp;
  const unhandled: string[] = [];

  beforeAll(async () => {
    t = await startTestApp({
      seed: false,
      logStream: { write: (line) => void (line.includes('unhandled error') && unhandled.push(line)) },
    });
  });
  afterAll(async () => t.close());

  it('answers 400 naming the body for arrays and objects 10,000 and 100,000 levels deep', async () => {
    for (const text of [nestedArrays(10_000), nestedObjects(10_000), nestedArrays(100_000)]) {
      const response = await t.callRaw(endpoints.auth.login, { rawBody: text });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        code: 400,
        payload: { errors: [{ field: 'body', message: 'The request body is nested too deeply.' }] },
        message: 'The request body is nested too deeply.',
      });
    }
    expect(unhandled).toEqual([]);
  });

  it('leaves bodies of ordinary depth to the route, and still finds a NUL at depth', async () => {
    const ordinary = await t.callRaw(endpoints.auth.login, { rawBody: nestedObjects(20) });
    expect(ordinary.errors.map((error) => error.field)).toContain('username');
    const deepNul = await t.callRaw(endpoints.auth.login, {
      body: { username: 'owner', password: { a: { b: { c: ['x', 'y\u0000'] } } } },
    });
    expect(deepNul.errors).toEqual([{ field: 'password.a.b.c.1', message: 'Must not contain NUL characters.' }]);
  });
});
