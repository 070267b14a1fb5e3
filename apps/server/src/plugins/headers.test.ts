import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@fairplay/db';
import { buildApp } from '../app.js';
import { configFromEnv } from '../config.js';
import { openTestDatabase, type TestDatabase } from '../test/harness.js';
import { inlineScriptHashes } from './headers.js';

const INLINE_SCRIPT = '\n      window.__early = { started: Date.now() };\n    ';
const INDEX_HTML = `<!doctype html><html><head><script>${INLINE_SCRIPT}</script>
<script type="module" crossorigin src="/assets/index-abc.js"></script></head><body><div id="root"></div></body></html>`;
const INLINE_HASH = `'sha256-${createHash('sha256').update(INLINE_SCRIPT).digest('base64')}'`;

/** The directives of a Content-Security-Policy header, by name. */
function directives(response: LightMyRequestResponse): Map<string, string[]> {
  const header = String(response.headers['content-security-policy'] ?? '');
  return new Map(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

function expectBaseline(response: LightMyRequestResponse): void {
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(response.headers['content-security-policy']).toBeTruthy();
}

function expectNotFramable(response: LightMyRequestResponse): void {
  expect(directives(response).get('frame-ancestors')).toEqual(["'none'"]);
  expect(response.headers['x-frame-options']).toBe('DENY');
}

describe('security headers', () => {
  let database: TestDatabase | undefined;
  let handle: DatabaseHandle;
  let webDist: string;
  /** Behind a trusted proxy, serving a built web app. */
  let app: FastifyInstance;
  /** Not behind a proxy: X-Forwarded-Proto is not believed. */
  let direct: FastifyInstance;

  beforeAll(async () => {
    database = await openTestDatabase(false);
    handle = database.handle;
    webDist = mkdtempSync(join(tmpdir(), 'fairplay-web-'));
    writeFileSync(join(webDist, 'index.html'), INDEX_HTML);
    writeFileSync(join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const now = () => new Date();
    const config = configFromEnv({ PUBLIC_URL: 'http://fairplay.test' });
    app = await buildApp({
      db: handle.db,
      config: { ...config, webDist, trustProxy: ['127.0.0.1'] },
      now,
    });
    direct = await buildApp({
      db: handle.db,
      config: { ...config, webDist, trustProxy: [] },
      now,
    });
  });
  afterAll(async () => {
    await app?.close();
    await direct?.close();
    await database?.drop();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('hashes exactly the inline scripts of a page', () => {
    expect(inlineScriptHashes(INDEX_HTML)).toEqual([INLINE_HASH]);
    expect(inlineScriptHashes('<script src="/a.js"></script><p>no script</p>')).toEqual([]);
  });

  it('puts them on API answers, refusals and unknown API routes', async () => {
    const docs = await app.inject({ url: '/api/docs/json' });
    expect(docs.statusCode).toBe(200);
    const refused = await app.inject({ url: '/api/v1/users/info' });
    expect(refused.statusCode).toBe(401);
    const unknown = await app.inject({ url: '/api/v1/no/such/route' });
    expect(unknown.statusCode).toBe(404);
    const malformedJson = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(malformedJson.statusCode).toBe(400);
    for (const response of [docs, refused, unknown, malformedJson]) {
      expectBaseline(response);
      expectNotFramable(response);
      expect(directives(response).get('default-src')).toEqual(["'self'"]);
    }
  });

  it('puts them on answers Fastify gives before any route (a malformed address)', async () => {
    const response = await app.inject({ url: '/api/v1/court/get/%E0%A4%A' });
    expect(response.statusCode).toBe(400);
    expectBaseline(response);
    expectNotFramable(response);
  });

  it("lets the web app's inline script run by its hash, and nothing else inline", async () => {
    for (const url of ['/', '/login', '/private/dashboard']) {
      const page = await app.inject({ url });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expectBaseline(page);
      expectNotFramable(page);
      const policy = directives(page);
      expect(policy.get('script-src')).toEqual(["'self'", INLINE_HASH]);
      expect(policy.get('script-src-attr')).toEqual(["'none'"]);
      expect(policy.get('object-src')).toEqual(["'none'"]);
      expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    }
    const file = await app.inject({ url: '/favicon.svg' });
    expect(file.statusCode).toBe(200);
    expectBaseline(file);
    expectNotFramable(file);
  });

  it('lets other sites frame /widget only', async () => {
    for (const url of ['/widget', '/widget/', '/widget?club=7']) {
      const widget = await app.inject({ url });
      expect(widget.statusCode).toBe(200);
      expectBaseline(widget);
      expect(directives(widget).get('frame-ancestors')).toEqual(['https:']);
      expect(widget.headers['x-frame-options']).toBeUndefined();
    }
    for (const url of ['/widgets', '/widget-admin', '/private/widget', '/api/v1/widget']) {
      expectNotFramable(await app.inject({ url }));
    }
  });

  it('sends HSTS only over HTTPS, as the trusted proxy reports it', async () => {
    const overHttps = await app.inject({ url: '/', headers: { 'x-forwarded-proto': 'https' } });
    expect(overHttps.headers['strict-transport-security']).toBe('max-age=31536000');
    const apiOverHttps = await app.inject({ url: '/api/v1/users/info', headers: { 'x-forwarded-proto': 'https' } });
    expect(apiOverHttps.headers['strict-transport-security']).toBe('max-age=31536000');
    const overHttp = await app.inject({ url: '/', headers: { 'x-forwarded-proto': 'http' } });
    expect(overHttp.headers['strict-transport-security']).toBeUndefined();
    const plain = await app.inject({ url: '/' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    // Without a trusted proxy, anyone could claim HTTPS: the claim is ignored.
    const claimed = await direct.inject({ url: '/', headers: { 'x-forwarded-proto': 'https' } });
    expect(claimed.statusCode).toBe(200);
    expect(claimed.headers['strict-transport-security']).toBeUndefined();
  });
});
