import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import {
  NOT_FOUND_PAGE,
  SITE_DEFAULT_DESCRIPTION,
  appPageAt,
  documentTitleOf,
  type AppPage,
} from '@fairplay/contracts';

/** The app's index.html for a page request: its status and the page's own title and description. */
export type PageRenderer = (pathname: string) => { status: 200 | 404; html: string };

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The public pages the web build prerendered (apps/web/scripts/prerender.mjs writes dist/prerendered.json):
 * a template (index.html whose scripts start after the first paint, `%ROOT%` where the markup goes) and each
 * page's markup by its path.
 */
export interface Prerendered {
  template: string;
  pages: Record<string, string>;
  /** Chunks a private page needs beyond the entry's, by path: preloaded beside the entry (the court sheet). */
  preloads?: Record<string, string[]>;
}

function withMeta(html: string, page: AppPage): string {
  const description = escapeHtml(page.description ?? SITE_DEFAULT_DESCRIPTION);
  return html
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(documentTitleOf(page))}</title>`)
    .replace(
      /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
      `<meta name="description" content="${description}" />`,
    );
}

/**
 * Writes the page's title and description into the built index.html, so a crawler or a link preview reads the
 * page's own, before any script runs. A prerendered public page is served with its markup in place, so it shows
 * before its code has loaded. Only the title, the description meta, the root's markup and the module script
 * tags change: the inline scripts, whose hashes the Content-Security-Policy holds, stay byte for byte.
 */
export function pageRenderer(indexHtml: string, prerendered: Prerendered | null = null): PageRenderer {
  const cache = new Map<string, string>();
  const render = (page: AppPage, pathname: string) => {
    const markup = prerendered?.pages[pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname];
    const key = markup === undefined ? `page:${page.path}:${pathname}` : `prerendered:${pathname}`;
    let html = cache.get(key);
    if (html === undefined) {
      // A function replacement: the markup's own `$` characters stay as they are.
      const preloads = (prerendered?.preloads?.[pathname] ?? [])
        .filter((href) => /^\/assets\/[\w.-]+\.js$/.test(href))
        .map((href) => `<link rel="modulepreload" crossorigin href="${href}">`)
        .join('');
      html =
        markup === undefined || !prerendered
          ? withMeta(indexHtml, page).replace('</head>', () => `${preloads}</head>`)
          : withMeta(prerendered.template, page).replace('%ROOT%', () => markup);
      cache.set(key, html);
    }
    return html;
  };
  return (pathname) => {
    const page = appPageAt(pathname);
    return page ? { status: 200, html: render(page, pathname) } : { status: 404, html: render(NOT_FOUND_PAGE, '') };
  };
}

function readPrerendered(webDist: string): Prerendered | null {
  const file = join(webDist, 'prerendered.json');
  if (!existsSync(file)) return null;
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<Prerendered>;
  if (typeof parsed.template !== 'string' || typeof parsed.pages !== 'object' || parsed.pages === null) return null;
  return { template: parsed.template, pages: parsed.pages, preloads: parsed.preloads ?? {} };
}

/** A page's HTML as the browser accepts it: brotli, else gzip, else as it is. */
export interface EncodedPage {
  body: string | Buffer;
  encoding: 'br' | 'gzip' | null;
}

const encodedPages = new Map<string, { br: Buffer; gzip: Buffer }>();

/**
 * Compresses a page's HTML for the request's Accept-Encoding (issue 15: a prerendered page is some 40 KB of
 * markup, a tenth of that compressed). The renderer answers the same few strings, so each is compressed once.
 */
export function encodePage(html: string, acceptEncoding: string | undefined): EncodedPage {
  const accepted = new Set<string>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((item) => item.trim());
    if (name && !params.some((param) => /^q=0(?:\.0*)?$/.test(param))) accepted.add(name);
  }
  const accepts = (name: string) => accepted.has(name);
  const wantsBrotli = accepts('br');
  if (!wantsBrotli && !accepts('gzip')) return { body: html, encoding: null };
  let encoded = encodedPages.get(html);
  if (!encoded) {
    const raw = Buffer.from(html, 'utf8');
    encoded = {
      br: brotliCompressSync(raw, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
      gzip: gzipSync(raw, { level: 9 }),
    };
    // Bounded: the pages are a fixed set, but a 404 page's description is the same for every unknown path.
    if (encodedPages.size > 200) encodedPages.clear();
    encodedPages.set(html, encoded);
  }
  return wantsBrotli ? { body: encoded.br, encoding: 'br' } : { body: encoded.gzip, encoding: 'gzip' };
}

/**
 * Serves the built web app's files; the build's brotli and gzip copies (scripts/prerender.mjs) to browsers
 * that accept them. A page request is answered by the not-found handler (plugins/envelope.ts)
 * with index.html through the renderer: 200 for the app's pages, 404 for any other path (the app's not-found
 * page still shows). Null when there is no built app to serve.
 */
/**
 * The installable app's service worker and manifest (issue 29): they must reach browsers fresh, or a phone keeps
 * an old worker (and its old precache) for as long as a cache allows. Browsers check the worker for updates
 * themselves; `no-cache` makes every check a revalidation. The manifest gets its registered type.
 */
export const SERVICE_WORKER_FILE = 'sw.js';
export const WEB_MANIFEST_FILE = 'manifest.webmanifest';

export async function registerStaticWeb(app: FastifyInstance, webDist: string | null): Promise<PageRenderer | null> {
  if (!webDist || !existsSync(join(webDist, 'index.html'))) return null;
  // index: false: "/" is a page like the others and goes through the renderer.
  await app.register(fastifyStatic, { root: webDist, wildcard: false, index: false, preCompressed: true });
  // After @fastify/static's own headers (its max-age=0 would let a proxy serve a stale worker).
  app.addHook('onSend', async (request, reply) => {
    const path = request.url.split('?')[0];
    if (path === `/${SERVICE_WORKER_FILE}`) {
      reply.header('cache-control', 'no-cache');
      reply.header('service-worker-allowed', '/');
    } else if (path === `/${WEB_MANIFEST_FILE}` && reply.statusCode === 200) {
      reply.header('cache-control', 'no-cache');
      reply.header('content-type', 'application/manifest+json; charset=utf-8');
    }
  });
  return pageRenderer(readFileSync(join(webDist, 'index.html'), 'utf8'), readPrerendered(webDist));
}
