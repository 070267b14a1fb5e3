import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@fairplay/db';
import { buildApp } from '../app.js';
import { configFromEnv } from '../config.js';
import { openTestDatabase, type TestDatabase } from '../test/harness.js';

const INDEX_HTML = `<!doctype html><html lang="en"><head>
<meta name="description" content="The site's own description." />
<title>Fairplay · Club management software</title>
<script>window.__early = 1;</script></head><body><div id="root"></div></body></html>`;

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const descriptionOf = (html: string) => /<meta name="description" content="([^"]*)"/.exec(html)?.[1];

describe('the web app served by the server', () => {
  let database: TestDatabase | undefined;
  let handle: DatabaseHandle;
  let webDist: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await openTestDatabase(false);
    handle = database.handle;
    webDist = mkdtempSync(join(tmpdir(), 'fairplay-web-'));
    writeFileSync(join(webDist, 'index.html'), INDEX_HTML);
    writeFileSync(join(webDist, 'robots.txt'), 'User-agent: *\n');
    const config = configFromEnv({ PUBLIC_URL: 'http://fairplay.test' });
    app = await buildApp({ db: handle.db, config: { ...config, webDist }, now: () => new Date() });
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
    rmSync(webDist, { recursive: true, force: true });
  });

  it("answers the app's pages 200, with parameters and trailing slashes", async () => {
    for (const url of [
      '/',
      '/pricing-and-features',
      '/racquets/',
      '/code/SPRING26',
      '/login?next=1',
      '/private/dashboard?date=2026-11-23',
      '/private/court/12',
      '/private/courtlisting/3/12',
      '/widget',
    ]) {
      const page = await app.inject({ url });
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.body).toContain('<div id="root"></div>');
    }
  });

  it('answers any other page request 404 with the app, whose not-found page shows', async () => {
    for (const url of ['/no-such-page', '/private/no-such-screen', '/private/court', '/racquets/extra', '/NotFound']) {
      const page = await app.inject({ url });
      expect(page.statusCode, url).toBe(404);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.body).toContain('<div id="root"></div>');
      expect(titleOf(page.body)).toBe('Page not found · Fairplay');
    }
    expect((await app.inject({ method: 'HEAD', url: '/no-such-page' })).statusCode).toBe(404);
  });

  it('gives each page its own title and description in the served HTML, scripts untouched', async () => {
    const home = await app.inject({ url: '/' });
    expect(titleOf(home.body)).toBe('Fairplay · Club management software');
    const pricing = await app.inject({ url: '/pricing-and-features' });
    expect(titleOf(pricing.body)).toBe('Pricing and features · Fairplay');
    expect(descriptionOf(pricing.body)).toMatch(/^One flat monthly price/);
    const sheet = await app.inject({ url: '/private/dashboard' });
    expect(titleOf(sheet.body)).toBe('Court sheet · Fairplay');
    for (const page of [home, pricing, sheet]) expect(page.body).toContain('<script>window.__early = 1;</script>');
  });

  it('keeps files and API routes as they were', async () => {
    expect((await app.inject({ url: '/robots.txt' })).statusCode).toBe(200);
    const api = await app.inject({ url: '/api/v1/no/such/route' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ code: 404, payload: null });
  });
});
