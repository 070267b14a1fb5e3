import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@fairplay/db';
import { buildApp } from '../app.js';
import { configFromEnv } from '../config.js';
import { openTestDatabase, type TestDatabase } from '../test/harness.js';

// Issue 15: the public pages the web build prerendered are served with their markup, and text is compressed.
const INLINE = '<script>window.__early = 1;</script>';
const INDEX_HTML = `<!doctype html><html lang="en"><head>
<meta name="description" content="The site's own description." />
<title>Fairplay · Club management software</title>
${INLINE}<script type="module" crossorigin src="/assets/index-abc.js"></script></head><body><div id="root"></div></body></html>`;
const TEMPLATE = INDEX_HTML.replace(
  '<script type="module" crossorigin src="/assets/index-abc.js"></script>',
  '<link rel="fairplay-module" href="/assets/index-abc.js">',
).replace('<div id="root"></div>', '<div id="root" data-prerendered>%ROOT%</div>');
const SCRIPT = `export const text = "${'court sheet '.repeat(200)}";`;

describe('prerendered public pages and compression', () => {
  let database: TestDatabase | undefined;
  let handle: DatabaseHandle;
  let webDist: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await openTestDatabase(false);
    handle = database.handle;
    webDist = mkdtempSync(join(tmpdir(), 'fairplay-web-'));
    writeFileSync(join(webDist, 'index.html'), INDEX_HTML);
    writeFileSync(
      join(webDist, 'prerendered.json'),
      JSON.stringify({
        template: TEMPLATE,
        pages: { '/racquets': '<h1>Racquets $& $1</h1>' },
        preloads: { '/private/dashboard': ['/assets/court-sheet-x1.js', '/assets/x.js"><script>alert(1)</script>'] },
      }),
    );
    mkdirSync(join(webDist, 'assets'));
    writeFileSync(join(webDist, 'assets/index-abc.js'), SCRIPT);
    writeFileSync(join(webDist, 'assets/index-abc.js.gz'), gzipSync(SCRIPT));
    const config = configFromEnv({ PUBLIC_URL: 'http://fairplay.test' });
    app = await buildApp({ db: handle.db, config: { ...config, webDist }, now: () => new Date() });
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('serves a prerendered page with its markup and deferred scripts, its own title, inline scripts untouched', async () => {
    for (const url of ['/racquets', '/racquets/', '/racquets?from=ad']) {
      const page = await app.inject({ url });
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).toContain('<div id="root" data-prerendered><h1>Racquets $& $1</h1></div>');
      expect(page.body).toContain('<link rel="fairplay-module" href="/assets/index-abc.js">');
      expect(page.body).not.toContain('<script type="module"');
      expect(page.body).toContain(INLINE);
      expect(page.body).not.toContain('Fairplay · Club management software');
    }
  });

  it('serves every other page as the app shell, scripts at once', async () => {
    for (const url of ['/', '/pricing-and-features', '/private/dashboard', '/no-such-page']) {
      const page = await app.inject({ url });
      expect(page.body, url).toContain('<div id="root"></div>');
      expect(page.body).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
    }
  });

  it('preloads the court sheet’s chunks with its page, and only well-formed asset paths', async () => {
    const sheet = await app.inject({ url: '/private/dashboard?date=2026-11-24' });
    expect(sheet.body).toContain('<link rel="modulepreload" crossorigin href="/assets/court-sheet-x1.js"></head>');
    expect(sheet.body).not.toContain('alert(1)');
    const profile = await app.inject({ url: '/private/profile' });
    expect(profile.body).not.toContain('court-sheet-x1.js');
  });

  it('compresses page HTML as the browser accepts it, and sends the build’s compressed copies', async () => {
    const brotli = await app.inject({ url: '/racquets', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(brotli.rawPayload).toString('utf8')).toContain('<h1>Racquets $& $1</h1>');
    const refused = await app.inject({ url: '/racquets', headers: { 'accept-encoding': 'br;q=0, identity' } });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body).toContain('<h1>Racquets $& $1</h1>');

    const script = await app.inject({ url: '/assets/index-abc.js', headers: { 'accept-encoding': 'gzip' } });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-encoding']).toBe('gzip');
    const plain = await app.inject({ url: '/assets/index-abc.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });
});
