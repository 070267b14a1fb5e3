import { createHash } from 'node:crypto';
import { test as base } from '@playwright/test';
import { serverUrlOfWorker } from '../servers.js';

export * from '@playwright/test';

/** Playwright's test, pointed at the server of the worker that runs it (see e2e/servers.ts). */
export const test = base.extend({
  // Playwright reads a fixture's dependencies from its first parameter, which must be a destructuring pattern.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use, testInfo) => {
    await use(serverUrlOfWorker(testInfo.parallelIndex));
  },
  // Each test is a person on a device of their own: its requests reach the server through the test servers' trusted
  // proxy (TRUST_PROXY=loopback, playwright.config.ts) from an address of its own. The per-address limits (10
  // registrations in 15 minutes) then count each test alone, as they would count separate people, instead of every
  // test of a worker's server together.
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    await use({ ...extraHTTPHeaders, 'x-forwarded-for': addressOfTest(testInfo.testId, testInfo.repeatEachIndex) });
  },
});

/** A private address (10.x.y.z) that names one test run. */
function addressOfTest(testId: string, repeat: number): string {
  const [a = 0, b = 0, c = 0] = createHash('sha256').update(`${testId}:${repeat}`).digest();
  return `10.${a}.${b}.${Math.max(c, 1)}`;
}
