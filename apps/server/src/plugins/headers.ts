import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { join } from 'node:path';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** The one page clubs embed in their own sites (spec 1: "/widget | A page without header or footer"). */
const EMBEDDABLE_PAGE = /^\/widget\/?(?:[?#]|$)/;

/** HSTS is sent only on answers that came over HTTPS: one year, this host only (other hosts are the operator's). */
export const HSTS_VALUE = 'max-age=31536000';

/**
 * Headers for the answers Fastify writes before any hook runs (a malformed or over-long address): nothing in them
 * is a page, so they may load and be framed by nothing.
 */
export const BARE_ANSWER_HEADERS = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
} as const;

export function isEmbeddablePage(url: string | undefined): boolean {
  return EMBEDDABLE_PAGE.test(url ?? '');
}

/**
 * The CSP source of each inline script of a page: `'sha256-…'` over the script's exact text, as browsers hash it.
 * Scripts with a `src` are not inline and are covered by 'self'.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const [, attributes = '', body = ''] = match;
    if (/\bsrc\s*=/i.test(attributes)) continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

function indexHtmlHashes(webDist: string | null): string[] {
  if (!webDist) return [];
  const index = join(webDist, 'index.html');
  return existsSync(index) ? inlineScriptHashes(readFileSync(index, 'utf8')) : [];
}

/**
 * Security headers on every answer of the app (API, web files, the SPA's pages, errors and 404s), through
 * @fastify/helmet's root onRequest hook, so they are set before any other hook can refuse the request:
 * - a Content-Security-Policy the built web app passes: scripts from this origin plus the hashes of
 *   index.html's inline scripts (computed once, here, from the built file); styles also inline, because Mantine
 *   writes `style` attributes and `<style>` elements at run time (docs/decisions.md); with Stripe, Stripe.js's
 *   sources (STRIPE_JS_SOURCES), and only then;
 * - `frame-ancestors 'none'` and `X-Frame-Options: DENY`, except on /widget, which any https site may frame;
 * - `X-Content-Type-Options: nosniff`, `Referrer-Policy: strict-origin-when-cross-origin`;
 * - `Strict-Transport-Security` only when the request came over HTTPS (`request.protocol`, which honours the
 *   trusted-proxy setting), so a plain-HTTP development server never pins browsers to HTTPS;
 * - `Cache-Control: no-store` on the API calls whose answers carry personal data (the route's `noStore`, from the
 *   endpoint table's `carriesPersonalData`).
 */
/**
 * With Stripe as the provider, what Stripe.js needs (Stripe's security guide): its script, the frames of Elements
 * and of card authentication, and Stripe's API, which Stripe.js calls from the page.
 */
export const STRIPE_JS_SOURCES = {
  script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
};

export async function registerSecurityHeaders(
  app: FastifyInstance,
  webDist: string | null,
  options: { stripeJs?: boolean } = {},
): Promise<void> {
  const stripe = options.stripeJs ? STRIPE_JS_SOURCES : { script: [], frame: [], connect: [] };
  const frameAncestors = (request: IncomingMessage) => (isEmbeddablePage(request.url) ? 'https:' : "'none'");
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'", ...indexHtmlHashes(webDist), ...stripe.script],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...stripe.connect],
        // The installable app (issue 29): its service worker and manifest, from this origin only.
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        ...(stripe.frame.length > 0 ? { frameSrc: stripe.frame } : {}),
        objectSrc: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: [frameAncestors],
      },
    },
    // Both depend on the request, so they are set below.
    strictTransportSecurity: false,
    xFrameOptions: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  // On the raw response, like helmet's: a hijacked answer (the live-update stream) keeps them too.
  app.addHook('onRequest', async (request, reply) => {
    if (!isEmbeddablePage(request.url)) reply.raw.setHeader('x-frame-options', 'DENY');
    if (request.protocol === 'https') reply.raw.setHeader('strict-transport-security', HSTS_VALUE);
    // Before the access check, so a refusal carries it too; a handler serving a file may still choose its own
    // caching (a profile picture's `private, max-age`). The route's flag comes from the endpoint table.
    if (request.routeOptions.config.noStore) reply.header('cache-control', 'no-store');
  });
}
