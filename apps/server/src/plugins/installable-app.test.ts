import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { configFromEnv } from '../config.js';
import { openTestDatabase, type TestDatabase } from '../test/harness.js';

const INDEX_HTML = `<!doctype html><html lang="en"><head><title>Fairplay</title>
<link rel="manifest" href="/manifest.webmanifest"></head><body><div id="root"></div></body></html>`;
const WORKER = `self.addEventListener('fetch', () => {});${' '.repeat(2048)}`;
const MANIFEST = JSON.stringify({ name: 'Fairplay', start_url: '/private/home', display: 'standalone' });

const policyOf = (header: unknown) =>
  new Map(
    String(header ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name!, values]),
  );

describe('the installable app: service worker and manifest (issue 29 point 1)', () => {
  let database: TestDatabase | undefined;
  let webDist: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await openTestDatabase(false);
    webDist = mkdtempSync(join(tmpdir(), 'fairplay-web-'));
    writeFileSync(join(webDist, 'index.html'), INDEX_HTML);
    writeFileSync(join(webDist, 'sw.js'), WORKER);
    writeFileSync(join(webDist, 'sw.js.gz'), gzipSync(WORKER));
    writeFileSync(join(webDist, 'manifest.webmanifest'), MANIFEST);
    const config = configFromEnv({ PUBLIC_URL: 'http://fairplay.test' });
    app = await buildApp({ db: database.handle.db, config: { ...config, webDist }, now: () => new Date() });
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('serves the worker as a script that is revalidated on every update check, compressed or not', async () => {
    for (const encoding of [undefined, 'gzip']) {
      const worker = await app.inject({ url: '/sw.js', headers: encoding ? { 'accept-encoding': encoding } : {} });
      expect(worker.statusCode).toBe(200);
      expect(worker.headers['content-type']).toMatch(/^(?:text|application)\/javascript/);
      expect(worker.headers['cache-control']).toBe('no-cache');
      expect(worker.headers['service-worker-allowed']).toBe('/');
      expect(worker.headers['content-encoding']).toBe(encoding);
    }
  });

  it('serves the manifest with its registered type, revalidated', async () => {
    const manifest = await app.inject({ url: '/manifest.webmanifest' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.json()).toMatchObject({ start_url: '/private/home', display: 'standalone' });
  });

  it("lets the pages load the worker and the manifest from this origin only (the CSP's worker-src, manifest-src)", async () => {
    const page = await app.inject({ url: '/private/home' });
    const policy = policyOf(page.headers['content-security-policy']);
    expect(policy.get('worker-src')).toEqual(["'self'"]);
    expect(policy.get('manifest-src')).toEqual(["'self'"]);
  });

  it('leaves the other files their usual caching', async () => {
    writeFileSync(join(webDist, 'other.js'), 'export {};');
    const other = await app.inject({ url: '/index.html' });
    expect(other.headers['cache-control']).not.toBe('no-cache');
  });
});
