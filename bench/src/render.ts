import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { summarize, type Summary } from './http.js';

/**
 * When the shown day counts as rendered: the court sheet sets `data-court-sheet-ready="true"` once the day's
 * listing is on screen (the explicit signal, preferred), or, until it does, every event of the day is in the
 * DOM: the court sheet renders one `[data-event-id]` button per visible event and a `[data-taken]`
 * block per anonymous one (apps/web/src/features/court-sheet/components/EventBlock.tsx).
 */
export const READY_SELECTOR = '[data-court-sheet-ready="true"]';
export const EVENT_SELECTOR = '[data-event-id], [data-taken]';
/** Debian's Chromium, as the e2e tests use it; no browser is ever downloaded. */
export const CHROMIUM = process.env.BENCH_CHROMIUM?.trim() || '/usr/bin/chromium';

export type RenderResult =
  | {
      ok: true;
      runs: number;
      url: string;
      signal: string;
      rendered: Summary;
      domReady: Summary;
      listingFetch: Summary;
      /** Click on "Next day" until that day's events replaced the shown ones; null when it could not be measured. */
      daySwitch: Summary | null;
      daySwitchProblem: string | null;
    }
  | { ok: false; reason: string };

/**
 * Whether the render can be measured: the browser is installed and the built web app has a court sheet that
 * renders events (saves a 20 s timeout when not).
 */
export function renderAvailable(webDist: string | null): { ok: true } | { ok: false; reason: string } {
  const problems: string[] = [];
  if (!existsSync(CHROMIUM))
    problems.push(`${CHROMIUM} is missing (install Debian's chromium as .ci/run does, or set BENCH_CHROMIUM)`);
  const assets = webDist ? join(webDist, 'assets') : null;
  if (!assets || !existsSync(assets)) problems.push('apps/web/dist is missing (the web build failed or did not run)');
  else {
    const bundle = readdirSync(assets)
      .filter((file) => file.endsWith('.js'))
      .map((file) => readFileSync(join(assets, file), 'utf8'));
    if (!bundle.some((text) => text.includes('data-court-sheet-ready') || text.includes('data-event-id'))) {
      problems.push(
        'the built web app has no court sheet that renders events (neither data-court-sheet-ready nor data-event-id)',
      );
    }
  }
  return problems.length === 0 ? { ok: true } : { ok: false, reason: problems.join('; ') };
}

interface Sample {
  rendered: number;
  domReady: number;
  listingFetch: number;
  signal: string;
  daySwitch: number;
}

/**
 * In the page: clicks "Next day" and resolves with the milliseconds from the click until none of the shown
 * day's events is left, the next day's `expected` event elements are in the DOM, and one frame passed.
 */
function switchDay({ events, expected }: { events: string; expected: number }): Promise<number> {
  return new Promise((resolve, reject) => {
    const before = new Set(
      [...document.querySelectorAll('[data-event-id]')].map((node) => node.getAttribute('data-event-id')),
    );
    const next = document.querySelector<HTMLButtonElement>('button[aria-label="Next day"]');
    if (!next) {
      reject(new Error('the court sheet has no "Next day" button'));
      return;
    }
    let started = 0;
    const check = () => {
      const nodes = document.querySelectorAll(events);
      if (nodes.length < expected) return;
      for (const node of nodes) if (before.has(node.getAttribute('data-event-id'))) return;
      observer.disconnect();
      clearTimeout(timer);
      requestAnimationFrame(() => resolve(performance.now() - started));
    };
    const observer = new MutationObserver(check);
    observer.observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['data-event-id'],
    });
    const timer = setTimeout(() => {
      observer.disconnect();
      reject(
        new Error(`after 20 s the next day showed ${document.querySelectorAll(events).length} of ${expected} events`),
      );
    }, 20_000);
    started = performance.now();
    next.click();
  });
}

declare global {
  interface Window {
    __benchReadyAt?: number;
    __benchRenderedAt?: number;
    __benchSignal?: string;
  }
}

/**
 * Opens /private/dashboard?date=<day> in Chromium, signed in as the owner with every location and group
 * selected, and measures from navigation start (performance.timeOrigin) until the day counts as rendered
 * (see READY_SELECTOR) plus one animation frame, so layout of that DOM is included. A MutationObserver
 * installed before the app's scripts run notes the moment, so Playwright's polling adds nothing. One warm-up
 * load, then `runs` loads in new tabs of the same browser profile (HTTP cache warm, as for staff who use it daily).
 * After each load it also times a switch to the next day (click on "Next day" until its events are shown).
 */
export async function measureRender(
  baseUrl: string,
  token: string,
  day: string,
  expected: { day: number; nextDay: number },
  runs: number,
): Promise<RenderResult> {
  const expectedEvents = expected.day;
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 1600, height: 1000 } });
    await context.addInitScript(
      ({ token: value, ready, events, expected }) => {
        window.localStorage.setItem('fairplay.token', value);
        window.localStorage.setItem('fairplay.selection', '0:0');
        const check = () => {
          if (window.__benchReadyAt !== undefined) return;
          let signal: string | null = null;
          if (document.querySelector(ready)) signal = 'data-court-sheet-ready';
          else if (document.querySelectorAll(events).length >= expected) signal = `${expected} event elements`;
          if (signal === null) return;
          window.__benchReadyAt = performance.now();
          window.__benchSignal = signal;
          requestAnimationFrame(() => {
            window.__benchRenderedAt = performance.now();
          });
        };
        new MutationObserver(check).observe(document, {
          subtree: true,
          childList: true,
          attributes: true,
          attributeFilter: ['data-court-sheet-ready'],
        });
      },
      { token, ready: READY_SELECTOR, events: EVENT_SELECTOR, expected: expectedEvents },
    );
    const url = `${baseUrl}/private/dashboard?date=${day}`;
    const samples: Sample[] = [];
    let daySwitchProblem: string | null = null;
    for (let run = 0; run <= runs; run += 1) {
      const page = await context.newPage();
      try {
        await page.goto(url, { waitUntil: 'commit' });
        try {
          await page.waitForFunction(() => window.__benchRenderedAt !== undefined, undefined, { timeout: 20_000 });
        } catch {
          const seen = await page
            .evaluate((selector) => document.querySelectorAll(selector).length, EVENT_SELECTOR)
            .catch(() => -1);
          return {
            ok: false,
            reason: `within 20 s ${page.url()} showed ${seen} of ${expectedEvents} events and no ${READY_SELECTOR}`,
          };
        }
        const sample = await page.evaluate(() => {
          const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
          const listing = performance
            .getEntriesByType('resource')
            .filter((entry) => entry.name.includes('/appointment/listing'))
            .map((entry) => entry.duration);
          return {
            rendered: window.__benchRenderedAt ?? Number.NaN,
            domReady: navigation?.domContentLoadedEventEnd ?? Number.NaN,
            listingFetch: listing.length > 0 ? Math.max(...listing) : Number.NaN,
            signal: window.__benchSignal ?? '',
          };
        });
        let daySwitch = Number.NaN;
        if (daySwitchProblem === null) {
          try {
            daySwitch = await page.evaluate(switchDay, { events: EVENT_SELECTOR, expected: expected.nextDay });
          } catch (error) {
            daySwitchProblem = error instanceof Error ? error.message.split('\n')[0]! : String(error);
          }
        }
        if (run > 0) samples.push({ ...sample, daySwitch });
      } finally {
        await page.close();
      }
    }
    return {
      ok: true,
      runs,
      url,
      signal: [...new Set(samples.map((s) => s.signal))].join(', '),
      rendered: summarize(samples.map((s) => s.rendered)),
      domReady: summarize(samples.map((s) => s.domReady)),
      listingFetch: summarize(samples.map((s) => s.listingFetch)),
      daySwitch: daySwitchProblem === null ? summarize(samples.map((s) => s.daySwitch)) : null,
      daySwitchProblem,
    };
  } finally {
    await browser.close();
  }
}
