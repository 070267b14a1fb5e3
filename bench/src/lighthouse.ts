import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { PUBLIC_PAGES } from './bundles.js';
import { CHROMIUM } from './render.js';

/** One page's Lighthouse run: the four category scores (0–100) and the paint and blocking times (ms). */
export interface PageScores {
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** The audits that did not pass, with their titles: what to look at when a score drops. */
  failed: string[];
}

export type LighthouseResult = { ok: true; pages: PageScores[] } | { ok: false; reason: string };

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);

/**
 * Lighthouse 12 (its default config: the mobile preset with simulated slow-4G and 4× CPU throttling) on each
 * public page, in Debian's Chromium. `runs` runs per page; the median run by performance score is kept, since
 * the score of one run moves by a few points on a busy machine. When `saveTo` is given, each kept run's JSON
 * report is written there.
 */
export async function measureLighthouse(baseUrl: string, runs: number, saveTo?: string): Promise<LighthouseResult> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const pages: PageScores[] = [];
    for (const path of PUBLIC_PAGES) {
      const tries: PageScores[] = [];
      for (let run = 0; run < runs; run += 1) {
        const result = await lighthouse(`${baseUrl}${path}`, { port: chrome.port, output: 'json', logLevel: 'error' });
        if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
        const { categories, audits } = result.lhr;
        const failed = Object.values(audits)
          .filter(
            (audit) =>
              audit.score !== null &&
              audit.score < 0.9 &&
              !['manual', 'notApplicable', 'informative'].includes(audit.scoreDisplayMode),
          )
          .map((audit) => `${audit.id} (${score(audit.score)})`);
        tries.push({
          path,
          performance: score(categories.performance?.score),
          accessibility: score(categories.accessibility?.score),
          bestPractices: score(categories['best-practices']?.score),
          seo: score(categories.seo?.score),
          fcp: audits['first-contentful-paint']?.numericValue ?? Number.NaN,
          lcp: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
          tbt: audits['total-blocking-time']?.numericValue ?? Number.NaN,
          cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
          failed,
        });
        if (saveTo) {
          mkdirSync(saveTo, { recursive: true });
          const name = path === '/' ? 'home' : path.slice(1).replace(/\W+/g, '-');
          writeFileSync(join(saveTo, `${name}-${run + 1}.json`), JSON.stringify(result.lhr));
        }
      }
      tries.sort((a, b) => a.performance - b.performance);
      pages.push(tries[Math.floor((tries.length - 1) / 2)]!);
    }
    return { ok: true, pages };
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message.split('\n')[0]! : String(error) };
  } finally {
    chrome.kill();
  }
}
