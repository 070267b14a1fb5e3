import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
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
 * Writes the page's title and description into the built index.html, so a crawler or a link preview reads the
 * page's own, before any script runs. Only the title and the description meta change: the inline scripts, whose
 * hashes the Content-Security-Policy holds, stay byte for byte.
 */
export function pageRenderer(indexHtml: string): PageRenderer {
  const cache = new Map<AppPage, string>();
  const render = (page: AppPage) => {
    let html = cache.get(page);
    if (html === undefined) {
      const description = escapeHtml(page.description ?? SITE_DEFAULT_DESCRIPTION);
      html = indexHtml
        .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(documentTitleOf(page))}</title>`)
        .replace(
          /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
          `<meta name="description" content="${description}" />`,
        );
      cache.set(page, html);
    }
    return html;
  };
  return (pathname) => {
    const page = appPageAt(pathname);
    return page ? { status: 200, html: render(page) } : { status: 404, html: render(NOT_FOUND_PAGE) };
  };
}

/**
 * Serves the built web app's files. A page request is answered by the not-found handler (plugins/envelope.ts)
 * with index.html through the renderer: 200 for the app's pages, 404 for any other path (the app's not-found
 * page still shows). Null when there is no built app to serve.
 */
export async function registerStaticWeb(app: FastifyInstance, webDist: string | null): Promise<PageRenderer | null> {
  if (!webDist || !existsSync(join(webDist, 'index.html'))) return null;
  // index: false: "/" is a page like the others and goes through the renderer.
  await app.register(fastifyStatic, { root: webDist, wildcard: false, index: false });
  return pageRenderer(readFileSync(join(webDist, 'index.html'), 'utf8'));
}
