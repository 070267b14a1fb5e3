import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/harness.js';

describe('health and readiness', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ seed: false });
  });
  afterAll(async () => t.close());

  it('answers /healthz and /readyz without a session, outside the API document', async () => {
    const health = await t.app.inject({ url: '/healthz' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
    expect(health.headers['cache-control']).toBe('no-store');
    const ready = await t.app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
    const document = (await t.app.inject({ url: '/api/docs/json' })).json() as { paths: Record<string, unknown> };
    expect(Object.keys(document.paths)).not.toContain('/healthz');
    expect(Object.keys(document.paths)).not.toContain('/readyz');
  });
});
