import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM, READY_SELECTOR, EVENT_SELECTOR } from './render.js';

/** The public pages the bench weighs and scores: the home page, one marketing page and the pricing page. */
export const PUBLIC_PAGES = ['/', '/racquets', '/pricing-and-features'] as const;

/** What one page's first load fetched: gzipped bytes of JavaScript and CSS, all of it and before first paint. */
export interface PageWeight {
  path: string;
  jsGzip: number;
  cssGzip: number;
  /** Scripts whose request started before the first contentful paint (what the page needed to show anything). */
  jsBeforePaintGzip: number;
  files: number;
}

export type BundlesResult =
  { ok: true; publicPages: PageWeight[]; courtSheet: PageWeight } | { ok: false; reason: string };

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * Loads a page in a fresh browser context (empty cache) and weighs every script and style sheet it fetched until
 * the page is ready and no more arrive: each body gzipped (level 9, as the build's report and a compressing
 * proxy would send it). `ready` is a selector the page must show first (the court sheet's drawn day).
 */
async function weigh(
  browser: Browser,
  url: string,
  path: string,
  init: { token?: string } = {},
  ready?: string,
): Promise<PageWeight> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  try {
    if (init.token) {
      await context.addInitScript((token) => {
        window.localStorage.setItem('fairplay.token', token);
        window.localStorage.setItem('fairplay.selection', '0:0');
      }, init.token);
    }
    const page = await context.newPage();
    const bodies = new Map<string, { kind: 'js' | 'css'; gzip: number }>();
    const pending: Promise<void>[] = [];
    let lastFile = Date.now();
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type !== 'script' && type !== 'stylesheet') return;
      lastFile = Date.now();
      pending.push(
        response.body().then(
          (body) => {
            bodies.set(response.url(), { kind: type === 'script' ? 'js' : 'css', gzip: gzipSync(body).length });
          },
          () => undefined,
        ),
      );
    });
    await page.goto(url, { waitUntil: 'load' });
    if (ready) await page.waitForSelector(ready, { state: 'attached', timeout: 30_000 });
    // Not "network idle": the court sheet keeps its live-update stream open. Done when no script or style
    // sheet has arrived for 1.5 s (a prerendered page starts its scripts after the first paint).
    while (Date.now() - lastFile < 1500) await page.waitForTimeout(250);
    await Promise.all(pending);
    const beforePaint = await page.evaluate(() => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.POSITIVE_INFINITY;
      return performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime < paint)
        .map((entry) => entry.name);
    });
    let jsGzip = 0;
    let cssGzip = 0;
    let jsBeforePaintGzip = 0;
    for (const [name, body] of bodies) {
      if (body.kind === 'js') jsGzip += body.gzip;
      else cssGzip += body.gzip;
      if (body.kind === 'js' && beforePaint.includes(name)) jsBeforePaintGzip += body.gzip;
    }
    return { path, jsGzip, cssGzip, jsBeforePaintGzip, files: bodies.size };
  } finally {
    await context.close();
  }
}

/** Weighs the public pages' first load and the court sheet's (signed in as the owner, until the day is drawn). */
export async function measureBundles(baseUrl: string, token: string, day: string): Promise<BundlesResult> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox'] });
  try {
    const publicPages: PageWeight[] = [];
    for (const path of PUBLIC_PAGES) publicPages.push(await weigh(browser, `${baseUrl}${path}`, path));
    const sheet = `/private/dashboard?date=${day}`;
    const courtSheet = await weigh(
      browser,
      `${baseUrl}${sheet}`,
      sheet,
      { token },
      `${READY_SELECTOR}, ${EVENT_SELECTOR}`,
    );
    return { ok: true, publicPages, courtSheet };
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message.split('\n')[0]! : String(error) };
  } finally {
    await browser.close();
  }
}
